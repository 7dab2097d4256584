import {
	encodedLength,
	phraseBatches,
	SAFE_URL_LENGTH,
} from '../../../../nodes/SeoTools/actions/query/phraseBatches';

describe('queries/set URL budget', () => {
	it('counts characters as n8n serializes the query (qs, RFC 3986)', () => {
		expect(encodedLength('a b|(c)!')).toBe('a%20b%7C%28c%29%21'.length);
		expect(encodedLength('кот')).toBe(18);
	});

	it('fills each request up to the room, in order, and never leaves a phrase out', () => {
		const phrases = Array.from({ length: 3000 }, (_, i) => `купить кроссовки ${i}`);
		const room = SAFE_URL_LENGTH - 150;
		const batches = phraseBatches(phrases, room);
		expect(batches.flat()).toEqual(phrases);
		for (const batch of batches) expect(encodedLength(batch.join('|'))).toBeLessThanOrEqual(room);
		// Every request but the last is full: the next phrase would not have fitted.
		for (const [i, batch] of batches.slice(0, -1).entries()) {
			expect(encodedLength([...batch, batches[i + 1][0]].join('|'))).toBeGreaterThan(room);
		}
	});
});
