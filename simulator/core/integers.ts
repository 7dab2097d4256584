/**
 * Integers as the service's parameters are written: decimal digits with an optional sign.
 * `Number()` alone also reads hex (`0x65`), binary, a decimal point (`101.0`) and exponents
 * (`1e2`): spellings a client did not mean as that id, so they are not integers here.
 */
const DECIMAL_INTEGER = /^[+-]?\d+$/;

/** The integer a parameter carries, or undefined when it is absent or not an integer. */
export function strictInteger(value: unknown): number | undefined {
	const first = Array.isArray(value) ? value[0] : value;
	if (typeof first === 'number') return Number.isSafeInteger(first) ? first : undefined;
	if (typeof first !== 'string') return undefined;
	const trimmed = first.trim();
	if (!DECIMAL_INTEGER.test(trimmed)) return undefined;
	const n = Number(trimmed);
	return Number.isSafeInteger(n) ? n : undefined;
}
