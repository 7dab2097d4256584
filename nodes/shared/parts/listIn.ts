import { isRecord } from '../utils/isRecord';

/**
 * Keys that travel beside a list without being part of it (paging and counts). The service's documentation
 * shows no result shapes, so a list is recognised by form, not by a tool's own key name.
 */
const BESIDE_A_LIST =
	/^(total|total_count|count|limit|offset|page|pages|per_page|page_size|next|next_offset|next_page|nextCursor|next_cursor|has_more|more)$/i;

/** Wrapper keys a whole answer may sit under: `{result: {...}}`, `{data: [...]}`. */
const WRAPPERS = /^(result|results|data|items|list|rows|records)$/i;

/**
 * The list inside an answer, in every plausible form: a bare array; an object whose only
 * array sits beside paging figures alone (`{projects: [...]}`, `{items: [...], total: 9}`);
 * either of those under a single wrapper key (`{result: {items: [...]}}`). Undefined when the
 * answer is not a list (a record that happens to hold an array among its fields).
 */
export function listIn(data: unknown): unknown[] | undefined {
	if (Array.isArray(data)) return data;
	if (!isRecord(data)) return undefined;
	const entries = Object.entries(data);
	const arrays = entries.filter(([, value]) => Array.isArray(value));
	if (
		arrays.length === 1 &&
		entries.every(([key, value]) => Array.isArray(value) || BESIDE_A_LIST.test(key))
	)
		return arrays[0][1] as unknown[];
	if (entries.length === 1 && WRAPPERS.test(entries[0][0]) && isRecord(entries[0][1]))
		return listIn(entries[0][1]);
	return undefined;
}
