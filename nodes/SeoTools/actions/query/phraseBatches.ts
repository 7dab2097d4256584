import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { apiKeyCredential } from '../../../shared/transport';

/**
 * queries/set reads everything from the query string (docs/service/project-api.md#queries), so long
 * phrase lists are split. Each request's target (path and query string, the key included) stays
 * within this many characters: under Apache's 8,190-byte request line and nginx's 8 KiB header
 * buffer, with room for the method and protocol around it.
 */
export const SAFE_URL_LENGTH = 8000;

/** Length of a value as n8n's query serializer (qs, RFC 3986) writes it: encodeURIComponent also escapes !'()*. */
export function encodedLength(value: string): number {
	return encodeURIComponent(value).replace(/[!'()*]/g, '%XX').length;
}

/** queries/set's separator between phrases (docs/service/project-api.md#queries). */
export const PHRASE_SEPARATOR = '|';

const SEPARATOR = encodedLength(PHRASE_SEPARATOR);

/** Characters left for the phrases once the path, the key and the other parameters are in the target. */
export async function phraseRoom(
	ctx: IExecuteFunctions,
	qs: IDataObject,
	path: string,
	itemIndex: number,
): Promise<number> {
	const { baseUrl, apiKey } = await apiKeyCredential(ctx, itemIndex);
	const fixed = Object.entries({ ...qs, token: apiKey, queries: '' }).reduce(
		(sum, [name, value]) => sum + encodedLength(name) + encodedLength(String(value)) + 2,
		0,
	);
	return (
		SAFE_URL_LENGTH - (new URL(baseUrl).pathname.replace(/\/$/, '').length + path.length + fixed)
	);
}

/** Splits phrases, in order, into as few requests as fit the room (one phrase per request at the least). */
export function phraseBatches(phrases: string[], room: number): string[][] {
	const batches: string[][] = [];
	let current: string[] = [];
	let used = 0;
	for (const phrase of phrases) {
		const length = encodedLength(phrase);
		if (current.length && used + SEPARATOR + length > room) {
			batches.push(current);
			current = [];
			used = 0;
		}
		used += (current.length ? SEPARATOR : 0) + length;
		current.push(phrase);
	}
	if (current.length) batches.push(current);
	return batches;
}
