import { JsonArrayReader } from './jsonArrayReader';
import { isJsonSpace } from './isJsonSpace';

const OPEN_BRACKET = 0x5b;

/** Index of the first byte from `from` that is not JSON whitespace (a leading UTF-8 byte-order mark is skipped too). */
export function firstSignificant(body: Buffer, from = 0): number {
	let at = from === 0 && body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf ? 3 : from;
	while (at < body.length && isJsonSpace(body[at])) at++;
	return at;
}

/**
 * Below this many bytes an array is parsed whole too: its text is a small string, and one
 * JSON.parse costs less than scanning it (most answers are a few hundred bytes, one per item).
 */
const PARSE_WHOLE_BELOW = 64 * 1024;

/** `ArrayBuffer.prototype.transfer` (ES2024; Node 21 and later), not yet in the compiler's library. */
type Transferable = ArrayBuffer & { transfer?: (newLength?: number) => ArrayBuffer };

/**
 * Gives a parsed body's memory back at once: the bytes of a large answer live outside the JS
 * heap, and without this they stay until a full garbage collection, which a run of large pages
 * (5 MiB each) reaches only after several of them (docs/benchmarks.md, large reads). Transferring
 * the buffer to a new, empty one detaches it and frees its bytes. Only a buffer that owns all of
 * its memory is emptied (small buffers share Node's pool with others), and only where the runtime
 * can transfer; elsewhere the garbage collector frees it as before.
 */
function releaseBody(body: Buffer): void {
	if (body.length >= PARSE_WHOLE_BELOW) freeBytes(body);
}

/**
 * Frees the memory behind bytes that are no longer needed, now instead of at the next garbage
 * collection, when the buffer owns all of it (not a slice of Node's shared pool) and the runtime
 * can transfer; otherwise leaves them to the garbage collector. The buffer is empty afterwards,
 * for every holder: only for bytes the node alone reads. Its two uses: an answer n8n's HTTP helper
 * gathered into one buffer and returned to the node (n8n keeps no reference to it), and the chunks
 * of an answer's stream that the node is the only reader of (readJsonStream.ts, `readByNodeAlone`).
 * Were n8n to keep or share an answer (log it, copy a stream to two readers), these are the places
 * to change (docs/decisions/parallel-requests.md#large-reads).
 */
export function freeBytes(bytes: Buffer): void {
	const memory = bytes.buffer as Transferable;
	if (
		bytes.byteOffset === 0 &&
		bytes.byteLength === memory.byteLength &&
		typeof memory.transfer === 'function'
	)
		memory.transfer(0);
}

/**
 * Parses a JSON answer from its bytes, and consumes them: once parsed, a body of 64 KiB or more is
 * emptied (`releaseBody`). A top-level array of at least 64 KiB (a page of up to 50,000 rows) is
 * parsed element by element (jsonArrayReader.ts): each element's text is a small string that dies
 * young, where the whole page as one string (two bytes per character once it holds Cyrillic)
 * would sit in the heap's large-object space until a full collection. Anything else is parsed
 * whole. Invalid JSON throws a SyntaxError, as JSON.parse does (the body is then left as it was).
 */
export function parseJsonBody(body: Buffer, parseWholeBelow = PARSE_WHOLE_BELOW): unknown {
	const parsed = parseBytes(body, parseWholeBelow);
	releaseBody(body);
	return parsed;
}

function parseBytes(body: Buffer, parseWholeBelow: number): unknown {
	const start = firstSignificant(body);
	if (body[start] !== OPEN_BRACKET || body.length < parseWholeBelow)
		return JSON.parse(body.toString('utf8', start));
	const reader = new JsonArrayReader();
	reader.read(body, start + 1);
	return reader.end();
}
