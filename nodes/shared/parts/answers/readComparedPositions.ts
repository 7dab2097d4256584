import type { IDataObject } from 'n8n-workflow';
import { isRecord } from '../../utils/isRecord';
import { readPosition, type PositionReading } from './readPosition';

/** A compared check as the node names it: its day (YYYY-MM-DD) and, when the service gave one, its id. */
export interface ComparedCheck {
	date: string;
	id?: string | number;
}

/** A row's positions at the two checks, and the row's fields they were read from. */
export interface ComparedPositions {
	before: PositionReading;
	after: PositionReading;
	/** The row's keys that held the positions (or their series), left out of the output. */
	from: string[];
}

/**
 * Pairs of names a row may give the earlier and later position under, compared without case,
 * `_` or `-` (position_before, positionBefore). Specific names come first, so a row with both
 * `from` (a date) and `position_from` reads the position.
 */
const PAIRS: Array<[string, string]> = [
	...['position', 'rank', 'pos', 'place'].flatMap(
		(p): Array<[string, string]> => [
			[`${p}before`, `${p}after`],
			[`${p}from`, `${p}to`],
			[`from${p}`, `to${p}`],
			[`before${p}`, `after${p}`],
			[`previous${p}`, `current${p}`],
			[`prev${p}`, `current${p}`],
			[`prev${p}`, `curr${p}`],
			[`old${p}`, `new${p}`],
			[`${p}old`, `${p}new`],
			[`${p}prev`, `${p}curr`],
			[`${p}previous`, `${p}current`],
			[`start${p}`, `end${p}`],
			[`${p}start`, `${p}end`],
			[`${p}1`, `${p}2`],
			[`previous${p}`, p],
			[`prev${p}`, p],
			[`old${p}`, p],
			[`last${p}`, p],
		],
	),
	...['previous', 'prev', 'old', 'was', 'before'].flatMap(
		(w): Array<[string, string]> => [
			[w, 'position'],
			[w, 'rank'],
		],
	),
	['before', 'after'],
	['from', 'to'],
	['previous', 'current'],
	['prev', 'curr'],
	['prev', 'current'],
	['old', 'new'],
	['was', 'now'],
	['then', 'now'],
	['start', 'end'],
	['first', 'second'],
];

/** Fields that may hold the pair (or the series) one level down: `{positions: {from: 3, to: 9}}`. */
const HOLDERS = [
	'position',
	'positions',
	'rank',
	'ranks',
	'ranking',
	'rankings',
	'serp',
	'history',
];

/** Fields of a series entry that name its check. */
const ENTRY_DATE = [
	'date',
	'check_date',
	'checked_at',
	'checkdate',
	'day',
	'finished_at',
	'at',
	'check',
	'time',
];
const ENTRY_ID = ['check_id', 'checkid', 'update_id', 'id'];

const squash = (key: string) => key.toLowerCase().replace(/[_\-\s]/g, '');

/** The calendar day a key or value names, in either of the forms the service writes. */
function dayOf(value: unknown): string | undefined {
	const text = String(value ?? '');
	const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
	if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
	const dotted = /^(\d{2})\.(\d{2})\.(\d{4})/.exec(text);
	if (dotted) return `${dotted[3]}-${dotted[2]}-${dotted[1]}`;
	return undefined;
}

const byName = (record: IDataObject) => {
	const names = new Map<string, string>();
	for (const key of Object.keys(record)) if (!names.has(squash(key))) names.set(squash(key), key);
	return names;
};

/** The pair of a naming family the record holds, both sides read as positions. */
function pairIn(record: IDataObject, depth?: number) {
	const names = byName(record);
	for (const [earlier, later] of PAIRS) {
		const a = names.get(earlier);
		const b = names.get(later);
		if (a === undefined || b === undefined) continue;
		const before = readPosition(record[a], depth);
		const after = readPosition(record[b], depth);
		if (before && after) return { before, after, from: [a, b] };
	}
	return undefined;
}

/** A series keyed by check (an object keyed by date, or a list of dated entries): the two checks' positions. */
function seriesPair(value: unknown, checks: [ComparedCheck, ComparedCheck], depth?: number) {
	const at: Array<PositionReading | undefined> = [undefined, undefined];
	if (Array.isArray(value)) {
		for (const entry of value) {
			if (!isRecord(entry)) return undefined;
			const names = byName(entry as IDataObject);
			const dateKey = ENTRY_DATE.map((n) => names.get(n)).find((k) => k !== undefined);
			const idKey = ENTRY_ID.map((n) => names.get(n)).find((k) => k !== undefined);
			const day = dateKey === undefined ? undefined : dayOf(entry[dateKey]);
			const id = idKey === undefined ? undefined : entry[idKey];
			checks.forEach((check, i) => {
				const same =
					(day !== undefined && day === check.date) ||
					(check.id !== undefined && id !== undefined && String(id) === String(check.id));
				if (same) at[i] = readPosition(entry, depth);
			});
		}
	} else if (isRecord(value)) {
		for (const [key, entry] of Object.entries(value as IDataObject)) {
			const day = dayOf(key);
			checks.forEach((check, i) => {
				if (day === check.date || (check.id !== undefined && key === String(check.id)))
					at[i] = readPosition(entry, depth);
			});
		}
	} else return undefined;
	return at[0] && at[1] ? { before: at[0], after: at[1] } : undefined;
}

/**
 * A compared row's positions at the two checks asked, read by structure: a series keyed by the
 * checks' dates (an object or a list of dated entries, in the row or under a field); a before/after
 * pair under a common naming family (position_before/position_after, from/to, old/new, prev/curr…),
 * in the row or one level down; each side a number, a "not in the top" form, or a record holding
 * one. Undefined when the row holds none of these (docs/open-answer-readers.md).
 */
export function readComparedPositions(
	row: IDataObject,
	checks: [ComparedCheck, ComparedCheck],
	depth?: number,
): ComparedPositions | undefined {
	const own = seriesPair(row, checks, depth);
	if (own)
		return {
			...own,
			from: Object.keys(row).filter((key) => dayOf(key) !== undefined),
		};
	for (const [key, value] of Object.entries(row)) {
		if (!HOLDERS.includes(squash(key))) continue;
		const series = seriesPair(value, checks, depth);
		if (series) return { ...series, from: [key] };
	}
	const pair = pairIn(row, depth);
	if (pair) return pair;
	for (const [key, value] of Object.entries(row)) {
		if (!isRecord(value)) continue;
		const inner = pairIn(value as IDataObject, depth);
		if (inner) return { before: inner.before, after: inner.after, from: [key] };
	}
	// Nested per side: {from: {date, position}, to: {date, position}} is a pair of records, read above.
	return undefined;
}

const DEPTHS = ['depth', 'positionsdepth', 'checkdepth', 'searchdepth', 'maxposition', 'top'];

/** How deep the service looked, when the answer (a row or its envelope) says so. */
export function readDepth(record: IDataObject): number | undefined {
	for (const [key, value] of Object.entries(record)) {
		if (!DEPTHS.includes(squash(key))) continue;
		const n = Number(value);
		if (Number.isInteger(n) && n >= 1) return n;
	}
	return undefined;
}
