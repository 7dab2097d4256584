import { NodeOperationError, type IDataObject, type IPollFunctions } from 'n8n-workflow';
import { fieldOf } from '../../shared/parts/agent/fieldOf';
import { agentToolCall } from '../../shared/parts/agent/agentToolCall';
import { readRows } from '../../shared/parts/answers/readRows';
import { isRecord } from '../../shared/utils/isRecord';

/**
 * The rows of one agent tool's answer for a trigger event (the service's documentation shows no result shapes:
 * readRows finds the list by structure; an answer without one is one row). A record with no field at all is no row.
 */
export async function agentRows(
	ctx: IPollFunctions,
	tool: string,
	args: IDataObject,
): Promise<IDataObject[]> {
	const data = await agentToolCall(ctx, undefined, { tool, args });
	const rows = readRows(data)?.rows ?? (isRecord(data) ? [data as IDataObject] : []);
	return rows.filter((row) => Object.keys(row).length > 0);
}

/** A value the event needs from a row, under any of its plausible names; missing is an error naming it. */
export function needed(
	ctx: IPollFunctions,
	row: IDataObject,
	names: readonly string[],
	what: string,
	tool: string,
): string {
	const value = fieldOf(row, names);
	if (typeof value === 'string' || typeof value === 'number') return String(value);
	throw new NodeOperationError(
		ctx.getNode(),
		`The ${what} could not be read from a row of ${tool}'s answer (looked for ${names.join(', ')})`,
		{ description: `The row was: ${JSON.stringify(row).slice(0, 300)}` },
	);
}

/** A row whose status is new to the cursor: first seen (`previous` undefined) or changed. */
export interface StatusChange {
	key: string;
	status: string;
	previous?: string;
	row: IDataObject;
}

/**
 * The rows whose status the cursor has not seen, oldest change first in the answer's order. The
 * cursor keeps each key's last status (the newest `max` keys), so a row that leaves the answer
 * for a while (postponed, a later page) and comes back unchanged fires nothing.
 */
export function statusChanges(
	cursor: IDataObject,
	rows: IDataObject[],
	keyOf: (row: IDataObject) => string,
	statusOf: (row: IDataObject) => string,
	max = 2000,
): StatusChange[] {
	const seen = { ...((cursor.statuses ?? {}) as Record<string, string>) };
	const changes: StatusChange[] = [];
	for (const row of rows) {
		const key = keyOf(row);
		const status = statusOf(row);
		const previous = Object.prototype.hasOwnProperty.call(seen, key) ? seen[key] : undefined;
		if (previous !== status) changes.push({ key, status, previous, row });
		delete seen[key];
		seen[key] = status;
	}
	const keys = Object.keys(seen);
	cursor.statuses = Object.fromEntries(keys.slice(-max).map((k) => [k, seen[k]]));
	return changes;
}
