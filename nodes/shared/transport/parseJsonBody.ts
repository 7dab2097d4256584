const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;

const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/** Index of the first byte from `from` that is not JSON whitespace (a leading UTF-8 byte-order mark is skipped too). */
export function firstSignificant(body: Buffer, from = 0): number {
	let at = from === 0 && body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf ? 3 : from;
	while (at < body.length && isSpace(body[at])) at++;
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
	const memory = body.buffer as Transferable;
	if (
		body.length >= PARSE_WHOLE_BELOW &&
		body.byteOffset === 0 &&
		body.byteLength === memory.byteLength &&
		typeof memory.transfer === 'function'
	)
		memory.transfer(0);
}

/**
 * Parses a JSON answer from its bytes, and consumes them: once parsed, a body of 64 KiB or more is
 * emptied (`releaseBody`). A top-level array of at least 64 KiB (a page of up to 50,000 rows) is
 * parsed element by element: each element's text is a small string that dies young, where the
 * whole page as one string (two bytes per character once it holds Cyrillic) would sit in the
 * heap's large-object space until a full collection. Anything else is parsed whole. Invalid JSON
 * throws a SyntaxError, as JSON.parse does (the body is then left as it was). Byte scanning is
 * safe in UTF-8: bytes of multi-byte characters are all ≥ 0x80 and never equal JSON's punctuation.
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
	const elements: unknown[] = [];
	let depth = 0;
	let inString = false;
	let escaped = false;
	let elementStart = -1;
	let afterComma = false;
	const take = (end: number) => {
		elements.push(JSON.parse(body.toString('utf8', elementStart, end)));
		elementStart = -1;
	};
	for (let at = start + 1; at < body.length; at++) {
		const byte = body[at];
		if (inString) {
			if (escaped) escaped = false;
			else if (byte === BACKSLASH) escaped = true;
			else if (byte === QUOTE) inString = false;
			continue;
		}
		if (
			depth === 0 &&
			elementStart === -1 &&
			!isSpace(byte) &&
			byte !== COMMA &&
			byte !== CLOSE_BRACKET
		)
			elementStart = at;
		if (byte === QUOTE) inString = true;
		else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) depth++;
		else if ((byte === CLOSE_BRACE || byte === CLOSE_BRACKET) && depth > 0) depth--;
		else if (byte === COMMA && depth === 0) {
			if (elementStart === -1) throw new SyntaxError(`Unexpected "," in JSON at position ${at}`);
			take(at);
			afterComma = true;
			continue;
		} else if (byte === CLOSE_BRACKET) {
			if (elementStart !== -1) take(at);
			else if (afterComma) throw new SyntaxError(`Unexpected "]" in JSON at position ${at}`);
			const rest = firstSignificant(body, at + 1);
			if (rest < body.length)
				throw new SyntaxError(`Unexpected non-whitespace character after JSON at position ${rest}`);
			return elements;
		}
		if (elementStart !== -1) afterComma = false;
	}
	throw new SyntaxError('Unexpected end of JSON input');
}
