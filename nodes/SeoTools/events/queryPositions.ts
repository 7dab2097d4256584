import type { IDataObject } from 'n8n-workflow';

/**
 * A compared row's two positions, for Positions Changed. The trigger reaches nothing of the action
 * node (test/structure), so this is its own reading of compare_positions' rows, whose shape the
 * document does not show: each position is looked up under the plausible names, and "not found"
 * (null, 0, a dash, a bound like ">100") is told apart from "the row does not say".
 */
export interface QueryPositions {
	before: number | null;
	after: number | null;
}

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

/** A position (1 up), null for "not found", undefined for a value that is not a position at all. */
function asPosition(value: unknown): number | null | undefined {
	if (value === null || value === '' || value === 0) return null;
	const text = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
	if (/^\d+(\.\d+)?$/.test(text)) return Number(text) >= 1 ? Number(text) : null;
	if (/^(-|—|>\s*\d+|not[\s_-]*found|none|n\/a)$/i.test(text)) return null;
	return undefined;
}

function under(row: IDataObject, names: string[]): number | null | undefined {
	for (const name of names) {
		if (!Object.prototype.hasOwnProperty.call(row, name)) continue;
		const position = asPosition(row[name]);
		if (position !== undefined) return position;
	}
	return undefined;
}

/** The row's positions; undefined when the row gives neither (it cannot say what moved). */
export function queryPositions(row: IDataObject): QueryPositions | undefined {
	const before = under(row, BEFORE);
	const after = under(row, AFTER);
	if (before === undefined && after === undefined) return undefined;
	return { before: before ?? null, after: after ?? null };
}
