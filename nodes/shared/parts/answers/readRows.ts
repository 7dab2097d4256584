import type { IDataObject } from 'n8n-workflow';
import { isRecord } from '../../utils/isRecord';

/** The rows found in an answer, the total it states, and the fields around the rows. */
export interface AnswerRows {
	rows: IDataObject[];
	/** How many rows the answer says there are in all (every page), when it says so. */
	total?: number;
	/** The answer's fields beside the rows (paging figures, the compared dates, `meta`...). */
	envelope: IDataObject;
}

/** Keys that usually hold a list of rows; preferred when an answer holds several lists. */
const CONTAINERS = /^(items|data|results?|rows|records|list|entries|values|hits)$/i;
/** Keys whose records wrap the whole answer: `{result: {...}}`, `{data: {items: [...]}}`. */
const WRAPPERS = /^(result|results|data|response|payload|body|items|list|rows|records)$/i;
/** Records that travel beside rows: paging and counts, links, the query asked. */
const BESIDE =
	/^(meta|metadata|pagination|paging|page_?info|links|_links|summary|filters?|params|query|request|stats|info)$/i;
/** Figures that travel beside a list without being part of it. */
const PAGING =
	/^(total\w*|count|limit|offset|page|pages|per_page|page_size|next\w*|prev\w*|cursor|has_more|more|found)$/i;
/** Names of the total count, compared without case or `_`. */
const TOTALS = [
	'total',
	'totalcount',
	'totalrows',
	'totalitems',
	'totalresults',
	'totalrecords',
	'recordstotal',
	'count',
	'found',
	'totalfound',
];

const squash = (key: string) => key.toLowerCase().replace(/[_\-\s]/g, '');
const asRow = (entry: unknown): IDataObject =>
	isRecord(entry) ? (entry as IDataObject) : { value: entry as IDataObject[string] };

/** The total an envelope states, at its top or inside its paging record (`meta`, `pagination`). */
export function readTotal(envelope: IDataObject): number | undefined {
	const places = [
		envelope,
		...Object.entries(envelope)
			.filter(([k, v]) => BESIDE.test(k) && isRecord(v))
			.map(([, v]) => v as IDataObject),
	];
	for (const place of places)
		for (const [key, value] of Object.entries(place)) {
			if (!TOTALS.includes(squash(key))) continue;
			const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
			if (typeof n === 'number' && Number.isSafeInteger(n) && n >= 0) return n;
		}
	return undefined;
}

function rowsOf(list: unknown[], envelope: IDataObject, outer: IDataObject): AnswerRows {
	const all = { ...outer, ...envelope };
	return { rows: list.map(asRow), total: readTotal(all), envelope: all };
}

/**
 * The rows of an answer, found by structure, not by a tool's own key (the agent interface shows
 * no result shapes, docs/service/agent-interface.md): a bare array; the one list of records among
 * a record's fields (under `items`, `data`, `results`, a named key...), the list under a
 * container name when there are several; an empty or plain list when everything beside it is
 * paging, counts or a few plain fields; any of these under a wrapper (`{result: {...}}`). With
 * `strict`, only a list beside paging figures and envelope records is the rows. The
 * fields beside the list are its envelope, never a row. Undefined when the answer holds no list
 * (one record, a line of text) or several lists none of which is the rows
 * (docs/open-answer-readers.md).
 */
export function readRows(
	answer: unknown,
	options: { strict?: boolean } = {},
	outer: IDataObject = {},
): AnswerRows | undefined {
	if (answer === null || answer === undefined || answer === '')
		return { rows: [], envelope: outer, total: readTotal(outer) };
	if (Array.isArray(answer)) return rowsOf(answer, {}, outer);
	if (!isRecord(answer)) return undefined;
	const record = answer as IDataObject;
	const entries = Object.entries(record);
	const without = (key: string) => Object.fromEntries(entries.filter(([k]) => k !== key));
	const lists = entries.filter(([, v]) => Array.isArray(v)) as Array<[string, unknown[]]>;
	// Strict (a pass-through answer, Agent → Call Tool): a list is the answer only beside paging
	// figures and envelope records, so a record holding a list among its fields stays one record.
	if (options.strict && lists.length > 0) {
		const figures = entries.every(
			([k, v]) => Array.isArray(v) || PAGING.test(k) || (isRecord(v) && BESIDE.test(k)),
		);
		if (!figures || lists.length !== 1) return undefined;
	}
	const ofRecords = lists.filter(([, v]) => v.length > 0 && v.every(isRecord));
	const named = (candidates: Array<[string, unknown[]]>) =>
		candidates.length === 1
			? candidates[0]
			: candidates.filter(([k]) => CONTAINERS.test(k)).length === 1
				? candidates.find(([k]) => CONTAINERS.test(k))
				: undefined;
	if (ofRecords.length > 0) {
		const chosen = named(ofRecords);
		return chosen ? rowsOf(chosen[1], without(chosen[0]), outer) : undefined;
	}
	// No list of records: an empty list is no rows when the rest is an envelope; a list of plain
	// values (ids, names) is the rows under a container name or beside paging figures alone.
	// The one list under a container name is the rows whatever records sit beside it (an empty
	// last page `{project: {...}, data: [], meta: {...}}` has no rows, and is not a row).
	if (lists.length === 1 && CONTAINERS.test(lists[0][0]))
		return rowsOf(lists[0][1], without(lists[0][0]), outer);
	const rest = entries.filter(([, v]) => !Array.isArray(v));
	const envelopeOnly = rest.every(([k, v]) => !isRecord(v) || BESIDE.test(k));
	const chosen = lists.length > 0 && envelopeOnly ? named(lists) : undefined;
	if (
		chosen &&
		(chosen[1].length === 0 ||
			CONTAINERS.test(chosen[0]) ||
			rest.every(([k, v]) => PAGING.test(k) || (isRecord(v) && BESIDE.test(k))))
	)
		return rowsOf(chosen[1], without(chosen[0]), outer);
	if (lists.length === 0) {
		const wrapped = entries.filter(([k, v]) => isRecord(v) && !BESIDE.test(k));
		if (wrapped.length === 1 && (entries.length === 1 || WRAPPERS.test(wrapped[0][0])))
			return readRows(wrapped[0][1], options, { ...outer, ...without(wrapped[0][0]) });
	}
	return undefined;
}
