/**
 * One value of an answer read as a search position. The agent interface shows no result shapes
 * (docs/service/agent-interface.md), so "not in the top" may come as null, 0, a number past the
 * depth the answer states, or a marker ("-", ">100", "not found"); a record holding the position
 * under a position-like name is read inside (docs/open-answer-readers.md).
 */
export type PositionReading = { found: true; position: number } | { found: false };

const MARKER =
	/^\s*(-+|—|–|>\s*\d+|\d+\s*\+|not[\s_-]*(found|ranked|in[\s_-]*(the[\s_-]*)?top)|none|null|n\/a|out|absent|no)\s*$/i;
const INSIDE = ['position', 'pos', 'rank', 'place', 'value'];

/**
 * The position a value names, "not in the top", or undefined when the value is not a position
 * at all (a date, a word, a record without one), so that the caller tries another reading.
 * `depth` is how deep the service looks when the answer says so: a number past it is not in the top.
 */
export function readPosition(value: unknown, depth?: number): PositionReading | undefined {
	if (value === null || value === '' || value === 0 || value === false) return { found: false };
	if (typeof value === 'object' && !Array.isArray(value)) {
		const record = value as Record<string, unknown>;
		for (const name of INSIDE)
			if (Object.prototype.hasOwnProperty.call(record, name))
				return readPosition(record[name], depth);
		return undefined;
	}
	const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
	if (/^\s*\d+(\.\d+)?\s*$/.test(text)) {
		const n = Number(text);
		if (n < 1 || (depth !== undefined && n > depth)) return { found: false };
		return { found: true, position: n };
	}
	if (MARKER.test(text)) return { found: false };
	return undefined;
}
