import type { IDataObject } from 'n8n-workflow';

/** A query's positions at the two compared checks, as the node adds them to each row. */
export interface PositionChange {
	/** Position at the earlier check; null when the query was not found (or the row does not say). */
	position_before: number | null;
	/** Position at the later check; null when the query was not found (or the row does not say). */
	position_after: number | null;
	/** Places lost between the checks (negative: gained); null unless both positions are known. */
	places_lost: number | null;
	/** The row says the query was found at the earlier check and is not found at the later one. */
	dropped_out: boolean;
}

/**
 * Names a row could give each position under. The agent interface shows no row shape for
 * compare_positions (docs/service/agent-interface.md#catalog-sections), so the plausible ones are
 * tried in order (docs/decisions/agent-interface.md#rank-tracker-data-through-the-agent-interface).
 */
const BEFORE = [
	'position_before',
	'position_from',
	'from_position',
	'previous_position',
	'old_position',
	'from',
	'previous',
	'prev',
	'old',
	'before',
	'was',
];
const AFTER = [
	'position_after',
	'position_to',
	'to_position',
	'current_position',
	'new_position',
	'to',
	'position',
	'current',
	'new',
	'after',
	'now',
];

type Reading = { found: true; position: number } | { found: false } | undefined;

/**
 * One field's value as a position: a whole number from 1 up, or "not found" (null, empty, 0, a
 * dash, "not found", a bound such as ">100"); anything else (a date, a record) is not a position
 * and the next name is tried.
 */
function readPosition(value: unknown): Reading {
	if (value === null || value === '' || value === 0) return { found: false };
	const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
	if (/^\s*\d+(\.\d+)?\s*$/.test(text)) {
		const n = Number(text);
		return n >= 1 ? { found: true, position: n } : { found: false };
	}
	if (/^\s*(-|—|>\s*\d+|not[\s_-]*found|none|n\/a)\s*$/i.test(text)) return { found: false };
	return undefined;
}

/** The first of the names the row carries as a position: known (a number or not found) or unknown. */
function positionUnder(row: IDataObject, names: string[]): Reading {
	for (const name of names) {
		if (!Object.prototype.hasOwnProperty.call(row, name)) continue;
		const reading = readPosition(row[name]);
		if (reading) return reading;
	}
	return undefined;
}

/**
 * The node's own reading of a compared row: the positions before and after, and the places lost
 * (positive: the query fell). Computed from the two positions only: a `change` field's sign is
 * not shown in the service's documentation, so it is never read.
 */
export function positionChange(row: IDataObject): PositionChange {
	const before = positionUnder(row, BEFORE);
	const after = positionUnder(row, AFTER);
	const positionBefore = before?.found ? before.position : null;
	const positionAfter = after?.found ? after.position : null;
	return {
		position_before: positionBefore,
		position_after: positionAfter,
		places_lost:
			positionBefore !== null && positionAfter !== null ? positionAfter - positionBefore : null,
		dropped_out: positionBefore !== null && after !== undefined && !after.found,
	};
}
