import { firstSignificant, freeBytes } from './parseJsonBody';
import { JsonArrayReader } from './jsonArrayReader';

const OPEN_BRACKET = 0x5b;
const BOM_START = 0xef;

/**
 * An answer read as it arrived: a JSON array already parsed, the bytes of anything else (an
 * object, an HTML page, an error body: the caller reads them as before), or an array that turned
 * out not to be valid JSON.
 */
export type StreamedAnswer =
	| { kind: 'parsed'; value: unknown[] }
	| { kind: 'bytes'; bytes: Buffer }
	| { kind: 'invalid' };

/**
 * Reads an answer from its chunks. When `arrays` is set and the answer is a JSON array (a page of
 * up to 50,000 rows), its elements are parsed while the chunks arrive: the page's bytes never
 * exist whole, next to its rows, as they do when the answer is first gathered into one buffer
 * (docs/benchmarks.md, large reads). With `free`, each chunk's memory is given back once read
 * (`freeBytes`), which empties it for every holder: only for chunks no one else reads
 * (`readByNodeAlone`). `expected`: the elements asked for (a page's size), the array's size from
 * its first element (JsonArrayReader). Anything else is gathered and returned as bytes. A failing
 * stream (the connection lost, the read timed out) throws.
 */
export async function readJsonStream(
	chunks: AsyncIterable<Buffer | string>,
	arrays: boolean,
	free = false,
	expected = 0,
): Promise<StreamedAnswer> {
	let head: Buffer[] = [];
	let reader: JsonArrayReader | undefined;
	let decided = !arrays;
	for await (const received of chunks) {
		const chunk = typeof received === 'string' ? Buffer.from(received, 'utf8') : received;
		if (reader) {
			try {
				reader.read(chunk);
			} catch {
				// Leaving the loop ends the stream: nothing more of a broken answer is read.
				return { kind: 'invalid' };
			}
			// Read, so its bytes go now: otherwise each chunk's memory outlives it until the next
			// garbage collection, and a read's chunks pile up outside the heap at its peak, 17 MiB
			// at 200,000 rows (docs/benchmarks.md, "Large reads: the ArrayBuffers at the node's peak").
			if (free) freeBytes(chunk);
			continue;
		}
		head.push(chunk);
		if (decided) continue;
		const joined = head.length === 1 ? chunk : Buffer.concat(head);
		const start = firstSignificant(joined);
		// Only whitespace so far, or the start of a byte-order mark: the next chunk decides.
		if (start >= joined.length || (joined.length < 3 && joined[0] === BOM_START)) {
			head = [joined];
			continue;
		}
		decided = true;
		if (joined[start] !== OPEN_BRACKET) continue;
		reader = new JsonArrayReader(expected);
		head = [];
		try {
			reader.read(joined, start + 1);
		} catch {
			return { kind: 'invalid' };
		}
		if (free) freeBytes(joined);
	}
	if (!reader) return { kind: 'bytes', bytes: head.length === 1 ? head[0] : Buffer.concat(head) };
	try {
		return { kind: 'parsed', value: reader.end() };
	} catch {
		return { kind: 'invalid' };
	}
}

export interface BodyStream extends AsyncIterable<Buffer | string> {
	destroy(error?: Error): void;
	/** A Node.js stream's own (n8n hands one over): who else reads it. */
	listenerCount?(event: string): number;
	readableFlowing?: boolean | null;
}

/**
 * Whether the node is the stream's only reader: it was handed over unread, with no one listening
 * for its data and nothing flowing from it. n8n's HTTP helper hands an answer's stream over so
 * (axios's stream over the response, whose chunks are the copies Node's HTTP parser made for this
 * response; test/nodes/query/getMany.otherForms.test.ts checks it in n8n's own run), and only then
 * are its chunks emptied once read: a chunk emptied is empty for every holder
 * (docs/decisions/parallel-requests.md#large-reads).
 */
export function readByNodeAlone(stream: BodyStream): boolean {
	if (stream.readableFlowing === true || !stream.listenerCount) return false;
	return stream.listenerCount('data') === 0 && stream.listenerCount('readable') === 0;
}

export const isBodyStream = (body: unknown): body is BodyStream =>
	typeof body === 'object' &&
	body !== null &&
	Symbol.asyncIterator in body &&
	typeof (body as { destroy?: unknown }).destroy === 'function';

/**
 * Reads a streamed answer within the request's timeout, and says so when it runs out: axios stops
 * timing a streamed request once its headers have come, and what else ends a silent body (a
 * redirect layer's own timer, where there is one) reports a lost connection instead of a timeout
 * (test/nodes/query/getMany.otherForms.test.ts). `AbortSignal.timeout` does not keep the process alive
 * and is dropped with the read.
 */
export async function readWithin(
	stream: BodyStream,
	timeout: number,
	arrays: boolean,
	expected = 0,
): Promise<StreamedAnswer> {
	const deadline = AbortSignal.timeout(timeout);
	let stop = () => {};
	// The read ends at the deadline even when the stream's own destroy waits on a silent socket
	// (n8n hands some bodies over wrapped, and a wrapper may not end before its source does).
	const timedOut = new Promise<never>((_, reject) => {
		stop = () => {
			const error = Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' });
			stream.destroy(error);
			reject(error);
		};
	});
	deadline.addEventListener('abort', stop, { once: true });
	try {
		const free = readByNodeAlone(stream);
		return await Promise.race([readJsonStream(stream, arrays, free, expected), timedOut]);
	} finally {
		deadline.removeEventListener('abort', stop);
	}
}
