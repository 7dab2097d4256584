import { secretForms } from './secretForms';

/**
 * The API key travels in query strings, so any text that leaves the node (error messages,
 * descriptions, output items) goes through here first.
 */
export const REDACTED = '[redacted]';

export function redact(text: string, secrets: Array<string | undefined>): string {
	let out = text;
	// Longest first: a form that contains another is cut whole.
	const forms = [...new Set(secrets.flatMap(secretForms))].sort((a, b) => b.length - a.length);
	for (const form of forms) out = out.split(form).join(REDACTED);
	// Keys in URLs we did not build ourselves (links inside answers) are cut as well.
	return out.replace(/([?&](?:token|key|api_key|apikey)=)[^&\s"']+/gi, `$1${REDACTED}`);
}

/** Deep copy of a JSON value with every string redacted. */
export function redactDeep<T>(value: T, secrets: Array<string | undefined>): T {
	if (typeof value === 'string') return redact(value, secrets) as T;
	if (Array.isArray(value)) return value.map((v) => redactDeep(v, secrets)) as T;
	if (value && typeof value === 'object') {
		const out: Record<string, unknown> = {};
		for (const [k, v] of Object.entries(value as Record<string, unknown>))
			out[k] = redactDeep(v, secrets);
		return out as T;
	}
	return value;
}
