import { Readable } from 'node:stream';
import {
	readByNodeAlone,
	readJsonStream,
	readWithin,
} from '../../../../nodes/shared/transport/readJsonStream';

/** The text's bytes in pieces of `size` bytes, as the network may hand them (cut inside characters too). */
async function* piecesOf(text: string, size: number): AsyncGenerator<Buffer> {
	const bytes = Buffer.from(text, 'utf8');
	for (let at = 0; at < bytes.length; at += size) {
		yield await Promise.resolve(bytes.subarray(at, at + size));
	}
}

describe('readJsonStream (an answer read as it arrives, a JSON array parsed on the way)', () => {
	const arrays = [
		'[]',
		' \n [ ] ',
		'[1, 2.5, -3e2, true, false, null, "x"]',
		'[{"id":"1","query":"зимние ботинки","group_id":null}]',
		'[{"a":[1,[2,{"b":"]},["}]]}, "c,d"]',
		'[ "кавычка \\" и \\\\", {"s":"\\u005d"} ]\n',
		'\uFEFF[{"x":1}]',
	];
	it.each(arrays)('parses %j as JSON.parse does, whatever the size of its pieces', async (text) => {
		const expected: unknown = JSON.parse(text.replace(/^\uFEFF/, ''));
		for (const size of [1, 2, 3, 5, 7, 64]) {
			expect(await readJsonStream(piecesOf(text, size), true)).toEqual({
				kind: 'parsed',
				value: expected,
			});
		}
	});

	it.each([0, 1, 2, 3, 7, 100_001])(
		'reads the same array, with no holes, when %i elements were asked for (a page size)',
		async (asked) => {
			for (const text of ['[]', '[1,2,3]', '[{"id":1},{"id":2},{"id":3},{"id":4},{"id":5}]']) {
				const read = await readJsonStream(piecesOf(text, 3), true, false, asked);
				expect(read).toEqual({ kind: 'parsed', value: JSON.parse(text) });
				const value = (read as { value: unknown[] }).value;
				expect(Object.keys(value)).toHaveLength(value.length);
			}
		},
	);

	it.each(['{"status":"ok","result":[1,2]}', '<html>busy</html>', '42', '  '])(
		'hands back the bytes of %j, which is not an array, for the caller to read',
		async (text) => {
			for (const size of [1, 4, 64]) {
				const read = await readJsonStream(piecesOf(text, size), true);
				expect(read).toEqual({ kind: 'bytes', bytes: Buffer.from(text, 'utf8') });
			}
		},
	);

	it('hands back the bytes of an array too when asked to (an error answer is read whole)', async () => {
		expect(await readJsonStream(piecesOf('[1,2]', 2), false)).toEqual({
			kind: 'bytes',
			bytes: Buffer.from('[1,2]'),
		});
	});

	it.each(['[', '[1,]', '[,1]', '[1 2]', '[1]]', '[1] x', '[{"a":1}', '["open]', '[1,,2]'])(
		'says %j is not valid JSON, as JSON.parse would',
		async (text) => {
			expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError);
			for (const size of [1, 3, 64])
				expect(await readJsonStream(piecesOf(text, size), true)).toEqual({ kind: 'invalid' });
		},
	);

	it('stops reading a broken array at the first fault', async () => {
		let pulled = 0;
		async function* counted() {
			for await (const piece of piecesOf('[1,,2,3,4,5,6,7,8,9]', 2)) {
				pulled++;
				yield piece;
			}
		}
		expect(await readJsonStream(counted(), true)).toEqual({ kind: 'invalid' });
		expect(pulled).toBeLessThan(4);
	});

	it('lets a failing stream fail the read', async () => {
		async function* broken(): AsyncGenerator<Buffer> {
			yield await Promise.resolve(Buffer.from('[1,'));
			throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
		}
		await expect(readJsonStream(broken(), true)).rejects.toThrow('socket hang up');
	});
});

const canTransfer =
	typeof (new ArrayBuffer(1) as ArrayBuffer & { transfer?: unknown }).transfer === 'function';

/** Pieces that each own their memory, as Node's HTTP parser hands a body's chunks over. */
const ownPieces = (text: string, size: number): Buffer[] => {
	const bytes = Buffer.from(text, 'utf8');
	const pieces: Buffer[] = [];
	for (let at = 0; at < bytes.length; at += size) {
		const piece = Buffer.from(new ArrayBuffer(Math.min(size, bytes.length - at)));
		bytes.copy(piece, 0, at, at + size);
		pieces.push(piece);
	}
	return pieces;
};

describe('readJsonStream frees the pieces of an array once read, when told to', () => {
	async function* streamOf(pieces: Buffer[]): AsyncGenerator<Buffer> {
		for (const piece of pieces) yield await Promise.resolve(piece);
	}
	const rows = Array.from({ length: 300 }, (_, i) => ({ id: String(i), query: `фраза ${i}` }));

	(canTransfer ? it : it.skip)('empties each piece it has read, and parses them all', async () => {
		const pieces = ownPieces(JSON.stringify(rows), 1000);
		expect(await readJsonStream(streamOf(pieces), true, true)).toEqual({
			kind: 'parsed',
			value: rows,
		});
		expect(pieces.every((piece) => piece.buffer.byteLength === 0)).toBe(true);
	});

	it('leaves the pieces as they were unless told to free them', async () => {
		const pieces = ownPieces(JSON.stringify(rows), 1000);
		expect(await readJsonStream(streamOf(pieces), true)).toEqual({ kind: 'parsed', value: rows });
		expect(Buffer.concat(pieces).toString('utf8')).toBe(JSON.stringify(rows));
	});

	it('keeps the pieces of an answer that is not an array, whose bytes it hands back', async () => {
		const text = JSON.stringify({ status: 'error', result: rows });
		const pieces = ownPieces(text, 1000);
		expect(await readJsonStream(streamOf(pieces), true, true)).toEqual({
			kind: 'bytes',
			bytes: Buffer.from(text, 'utf8'),
		});
		expect(Buffer.concat(pieces).toString('utf8')).toBe(text);
	});
});

describe('readWithin (a streamed answer, its chunks freed only when the node reads it alone)', () => {
	const text = JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, query: 'купить' })));
	const streamOf = (chunks: Buffer[]) => Readable.from(chunks, { objectMode: false });

	(canTransfer ? it : it.skip)(
		'empties each chunk once read when no one else reads the stream',
		async () => {
			const chunks = ownPieces(text, 500);
			const stream = streamOf(chunks);
			expect(readByNodeAlone(stream)).toBe(true);
			expect(await readWithin(stream, 5_000, true)).toEqual({
				kind: 'parsed',
				value: JSON.parse(text),
			});
			expect(chunks.every((chunk) => chunk.buffer.byteLength === 0)).toBe(true);
		},
	);

	it('leaves every chunk as it was when another reader listens for the data', async () => {
		const chunks = ownPieces(text, 500);
		const stream = streamOf(chunks);
		const seen: Buffer[] = [];
		stream.on('data', (chunk: Buffer) => seen.push(chunk));
		expect(readByNodeAlone(stream)).toBe(false);
		expect(await readWithin(stream, 5_000, true)).toEqual({
			kind: 'parsed',
			value: JSON.parse(text),
		});
		expect(Buffer.concat(seen).toString('utf8')).toBe(text);
		expect(chunks.every((chunk) => chunk.buffer.byteLength > 0)).toBe(true);
	});

	it('takes a stream already flowing, or one that is not a Node.js stream, as read by others', () => {
		const flowing = streamOf(ownPieces(text, 500));
		flowing.resume();
		expect(readByNodeAlone(flowing)).toBe(false);
		expect(readByNodeAlone({ destroy: () => {}, async *[Symbol.asyncIterator]() {} })).toBe(false);
	});
});
