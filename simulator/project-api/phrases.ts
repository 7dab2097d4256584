import { strictInteger } from '../core/integers';

/**
 * Phrases as the service stores them (docs/service/project-api.md#query-groups,
 * docs/service/project-api.md#queries): special characters removed, spaces collapsed; groups/add
 * lower-cases unless keep_case=1, queries/set keeps the case.
 */
export function cleanPhrase(raw: string, keepCase = true): string {
	const cleaned = raw
		.replace(/[^\p{L}\p{N}\s.'-]/gu, ' ')
		.replace(/\s+/g, ' ')
		.trim();
	return keepCase ? cleaned : cleaned.toLowerCase();
}

/** An array, or a string separated by `separator`, into clean unique phrases. */
export function phraseList(value: unknown, separator: RegExp, keepCase = true): string[] {
	const parts = Array.isArray(value)
		? value.map(String)
		: typeof value === 'string'
			? value.split(separator)
			: [];
	return [...new Set(parts.map((p) => cleanPhrase(p, keepCase)).filter(Boolean))];
}

/** Ids from an array, a comma-separated string or a single value; non-integers (also `0x65`, `1e2`) are kept as NaN to be reported. */
export function idList(value: unknown): number[] {
	if (value === undefined || value === null || value === '') return [];
	const parts = Array.isArray(value) ? value : String(value).split(',');
	return parts
		.filter((p) => String(p).trim() !== '')
		.map((p) => strictInteger(typeof p === 'number' ? p : String(p)) ?? Number.NaN);
}
