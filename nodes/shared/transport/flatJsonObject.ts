import { isJsonSpace } from './isJsonSpace';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const MINUS = 0x2d;
const ZERO = 0x30;
const NINE = 0x39;
/** Digits a whole number may have here and still be read exactly (Number.MAX_SAFE_INTEGER has 16). */
const MOST_DIGITS = 15;
const TRUE = Buffer.from('true');
const FALSE = Buffer.from('false');
const NULL = Buffer.from('null');
/** Returned when the text is not an object this reader takes: JSON.parse reads it instead. */
export const NOT_FLAT = Symbol('not a flat object');

/**
 * The names of the fields met so far, by position: the rows of a page share them, so each name
 * is made into a string once, not once per row.
 */
export class FieldNames {
	private readonly known: Array<{ bytes: Buffer; name: string }> = [];

	/** The name whose UTF-8 bytes are `bytes[start, end)`, the one made before when the same. */
	at(position: number, bytes: Buffer, start: number, end: number): string {
		const known = this.known[position];
		if (known && known.bytes.length === end - start) {
			let same = true;
			for (let i = 0; i < known.bytes.length; i++)
				if (known.bytes[i] !== bytes[start + i]) {
					same = false;
					break;
				}
			if (same) return known.name;
		}
		const name = bytes.toString('utf8', start, end);
		this.known[position] = { bytes: Buffer.from(bytes.subarray(start, end)), name };
		return name;
	}
}

/**
 * Reads a JSON object whose values are all plain (strings without escapes, whole numbers of up to
 * 15 digits, true, false, null) straight from its bytes `bytes[start, end)`, as a page's rows are:
 * only the values' own strings are made, where JSON.parse first needs the whole row as one string
 * (two bytes a character once it holds Cyrillic), a string of garbage per row of a large read
 * (docs/decisions/parallel-requests.md#large-reads). Anything else (an escape, a fraction, a
 * nested value, a field named `__proto__`, text that is not valid JSON) gives NOT_FLAT, and the
 * caller parses the text with JSON.parse, which then gives the same value or the same error.
 */
export function flatJsonObject(
	bytes: Buffer,
	start: number,
	end: number,
	names: FieldNames,
): Record<string, unknown> | typeof NOT_FLAT {
	let at = skipSpace(bytes, start, end);
	if (at >= end || bytes[at] !== OPEN_BRACE) return NOT_FLAT;
	at = skipSpace(bytes, at + 1, end);
	const object: Record<string, unknown> = {};
	if (at >= end) return NOT_FLAT;
	if (bytes[at] === CLOSE_BRACE) return skipSpace(bytes, at + 1, end) === end ? object : NOT_FLAT;
	for (let position = 0; ; position++) {
		if (at >= end || bytes[at] !== QUOTE) return NOT_FLAT;
		const nameEnd = plainStringEnd(bytes, at + 1, end);
		if (nameEnd < 0) return NOT_FLAT;
		const name = names.at(position, bytes, at + 1, nameEnd);
		if (name === '__proto__') return NOT_FLAT;
		at = skipSpace(bytes, nameEnd + 1, end);
		if (at >= end || bytes[at] !== COLON) return NOT_FLAT;
		at = skipSpace(bytes, at + 1, end);
		if (at >= end) return NOT_FLAT;
		const byte = bytes[at];
		let value: unknown;
		if (byte === QUOTE) {
			const valueEnd = plainStringEnd(bytes, at + 1, end);
			if (valueEnd < 0) return NOT_FLAT;
			value = bytes.toString('utf8', at + 1, valueEnd);
			at = valueEnd + 1;
		} else if (byte === MINUS || (byte >= ZERO && byte <= NINE)) {
			const negative = byte === MINUS;
			let digit = negative ? at + 1 : at;
			const first = digit;
			let whole = 0;
			while (digit < end && bytes[digit] >= ZERO && bytes[digit] <= NINE) {
				whole = whole * 10 + (bytes[digit] - ZERO);
				digit++;
			}
			const count = digit - first;
			// No digit, a leading zero, or too many digits to be exact: JSON.parse decides.
			if (count === 0 || count > MOST_DIGITS || (count > 1 && bytes[first] === ZERO))
				return NOT_FLAT;
			value = negative ? -whole : whole;
			at = digit;
		} else {
			const literal = literalAt(bytes, at, end);
			if (literal === NOT_FLAT) return NOT_FLAT;
			value = literal;
			at += literal === false ? 5 : 4;
		}
		object[name] = value;
		at = skipSpace(bytes, at, end);
		if (at >= end) return NOT_FLAT;
		if (bytes[at] === CLOSE_BRACE) return skipSpace(bytes, at + 1, end) === end ? object : NOT_FLAT;
		if (bytes[at] !== COMMA) return NOT_FLAT;
		at = skipSpace(bytes, at + 1, end);
	}
}

/** true, false or null spelt out from `at`, or NOT_FLAT. */
function literalAt(bytes: Buffer, at: number, end: number): boolean | null | typeof NOT_FLAT {
	const byte = bytes[at];
	const word =
		byte === TRUE[0] ? TRUE : byte === FALSE[0] ? FALSE : byte === NULL[0] ? NULL : undefined;
	if (!word || at + word.length > end) return NOT_FLAT;
	for (let i = 1; i < word.length; i++) if (bytes[at + i] !== word[i]) return NOT_FLAT;
	return word === TRUE ? true : word === FALSE ? false : null;
}

function skipSpace(bytes: Buffer, at: number, end: number): number {
	while (at < end && isJsonSpace(bytes[at])) at++;
	return at;
}

/**
 * Where the string whose text starts at `at` ends (its closing quote), or -1 when it holds an
 * escape or a control character (JSON.parse reads those) or does not end before `end`.
 */
function plainStringEnd(bytes: Buffer, at: number, end: number): number {
	for (; at < end; at++) {
		const byte = bytes[at];
		if (byte === QUOTE) return at;
		if (byte === BACKSLASH || byte < 0x20) return -1;
	}
	return -1;
}
