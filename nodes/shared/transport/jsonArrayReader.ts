import { isJsonSpace } from './isJsonSpace';
import { FieldNames, flatJsonObject, NOT_FLAT } from './flatJsonObject';
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
/** A larger size asked for is ignored: the array then grows as elements come. */
const MOST_EXPECTED = 100_000;

/**
 * Reads the elements of a top-level JSON array from its bytes, in as many pieces as they come
 * (the chunks of an answer as the network hands them, or one whole body), after its opening
 * bracket. Each element's text is parsed on its own as soon as it is complete, so the array
 * never exists as one string and a chunk is not needed once read: only the part of an element
 * that a chunk ends in is copied and kept for the next one. Invalid JSON throws a SyntaxError, as
 * JSON.parse does. Byte scanning is safe in UTF-8: bytes of multi-byte characters are all ≥ 0x80
 * and never equal JSON's punctuation.
 *
 * `expected`, when given, is how many elements the caller asked for (a page's size): the array is
 * made that size at the first element and cut to the count at the end, instead of grown as
 * elements come, which copies it each time it is outgrown (at 50,000 rows about 0.8 MB of
 * outgrown copies a page, in V8's large-object space, held until its next collection:
 * docs/benchmarks.md, "Large reads: when the socket's reads are freed"). More or fewer elements
 * than expected read the same.
 */
export class JsonArrayReader {
	private elements: unknown[] = [];

	private count = 0;

	constructor(private readonly expected = 0) {}

	private depth = 0;

	private inString = false;

	private escaped = false;

	private inElement = false;

	private afterComma = false;

	private closed = false;

	/** Bytes read in earlier pieces: positions in errors count from the array's opening bracket. */
	private offset = 0;

	/** The rows' field names, made into strings once (flatJsonObject.ts). */
	private readonly names = new FieldNames();

	/** The start of the element being read, from earlier pieces (copies). */
	private carried: Buffer[] = [];

	/** Reads `piece` from `from` on. */
	read(piece: Buffer, from = 0): void {
		let start = this.inElement ? from : -1;
		for (let at = from; at < piece.length; at++) {
			const byte = piece[at];
			if (this.closed) {
				if (!isJsonSpace(byte))
					throw new SyntaxError(
						`Unexpected non-whitespace character after JSON at position ${this.offset + at}`,
					);
				continue;
			}
			if (this.inString) {
				if (this.escaped) this.escaped = false;
				else if (byte === BACKSLASH) this.escaped = true;
				else if (byte === QUOTE) this.inString = false;
				continue;
			}
			if (
				this.depth === 0 &&
				!this.inElement &&
				!isJsonSpace(byte) &&
				byte !== COMMA &&
				byte !== CLOSE_BRACKET
			) {
				this.inElement = true;
				start = at;
			}
			if (byte === QUOTE) this.inString = true;
			else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) this.depth++;
			else if ((byte === CLOSE_BRACE || byte === CLOSE_BRACKET) && this.depth > 0) this.depth--;
			else if (byte === COMMA && this.depth === 0) {
				if (!this.inElement)
					throw new SyntaxError(`Unexpected "," in JSON at position ${this.offset + at}`);
				this.take(piece, start, at);
				this.afterComma = true;
				continue;
			} else if (byte === CLOSE_BRACKET) {
				if (this.inElement) this.take(piece, start, at);
				else if (this.afterComma)
					throw new SyntaxError(`Unexpected "]" in JSON at position ${this.offset + at}`);
				this.closed = true;
				continue;
			}
			if (this.inElement) this.afterComma = false;
		}
		// A copy, so that the piece itself is not kept alive by the part of it still needed.
		if (this.inElement) this.carried.push(Buffer.from(piece.subarray(start)));
		this.offset += piece.length;
	}

	/** The elements, once the whole array has been read. */
	end(): unknown[] {
		if (!this.closed) throw new SyntaxError('Unexpected end of JSON input');
		if (this.elements.length > this.count) this.elements.length = this.count;
		return this.elements;
	}

	private take(piece: Buffer, start: number, end: number): void {
		let bytes = piece;
		if (this.carried.length) {
			bytes = Buffer.concat([...this.carried, piece.subarray(start, end)]);
			start = 0;
			end = bytes.length;
		}
		this.carried = [];
		this.inElement = false;
		// A row of plain values is read from its bytes; anything else, or invalid JSON, by
		// JSON.parse, which gives the same value or the same error.
		const flat = flatJsonObject(bytes, start, end, this.names);
		if (this.count === 0 && this.expected > 1 && this.expected <= MOST_EXPECTED)
			this.elements = new Array<unknown>(this.expected);
		this.elements[this.count++] =
			flat === NOT_FLAT ? JSON.parse(bytes.toString('utf8', start, end)) : flat;
	}
}
