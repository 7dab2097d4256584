/**
 * The one reading of an id a user gives (project, query, group, task, payment ids, integer tool
 * arguments): decimal digits naming a safe integer, or a number that is one. Hexadecimal (`0x10`),
 * exponents (`1e3`), signs and fractions are no id; neither is a number above 2^53 − 1, which
 * JavaScript cannot hold exactly (`9007199254740993` would be sent as `…992`, another id).
 * See docs/decisions/field-readers-and-statuses.md#one-reader-per-kind-of-field.
 */
export const ID_RULE = `a whole number written in decimal digits, like 12345, at most ${Number.MAX_SAFE_INTEGER}`;

const DECIMAL = /^\d+$/;

/** The id `value` names, or undefined when it names none by the rule above. */
export function idFrom(value: unknown): number | undefined {
	if (typeof value === 'number')
		return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
	if (typeof value !== 'string') return undefined;
	const text = value.trim();
	if (!DECIMAL.test(text)) return undefined;
	const id = Number(text);
	return Number.isSafeInteger(id) ? id : undefined;
}

/** A JSON string literal, escapes included. */
const JSON_STRING = /"(?:[^"\\]|\\.)*"/g;
const JSON_INTEGER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

/**
 * Integer literals of a JSON text that JSON.parse cannot keep exactly (beyond 2^53 − 1): the value
 * parsed would be another number, so the text is refused instead of sent changed.
 */
export function inexactIntegersIn(json: string): string[] {
	const outsideStrings = json.replace(JSON_STRING, '""');
	return (outsideStrings.match(JSON_INTEGER) ?? []).filter(
		(token) => /^-?\d+$/.test(token) && !Number.isSafeInteger(Number(token)),
	);
}
