/**
 * Placeholders in a script's arguments and answers: `{{tool}}` is the text of the latest result
 * of that tool, `{{tool.path.to.value}}` a value inside it (dot-separated keys and array
 * indexes; text that holds JSON is parsed on the way, since tool results are JSON text, often
 * nested). A string that is exactly one placeholder keeps the value's type (a project id stays
 * a number); inside longer text values are written as text (objects as JSON).
 */
const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_-]+)((?:\.[^.{}\s]+)*)\s*\}\}/g;
const WHOLE = /^\{\{\s*([A-Za-z0-9_-]+)((?:\.[^.{}\s]+)*)\s*\}\}$/;

function parsed(value: unknown): unknown {
	if (typeof value !== 'string') return value;
	const text = value.trim();
	if (!/^[[{"]/.test(text)) return value;
	try {
		return JSON.parse(text) as unknown;
	} catch {
		return value;
	}
}

export function lookup(results: Record<string, unknown>, tool: string, path: string): unknown {
	let current: unknown = results[tool];
	for (const key of path.split('.').filter(Boolean)) {
		current = parsed(current);
		if (current === null || typeof current !== 'object') return undefined;
		current = (current as Record<string, unknown>)[key];
	}
	return current;
}

const asText = (value: unknown): string =>
	value === undefined ? '(missing)' : typeof value === 'string' ? value : JSON.stringify(value);

export function fill(value: unknown, results: Record<string, unknown>): unknown {
	if (typeof value === 'string') {
		const whole = WHOLE.exec(value);
		if (whole) return lookup(results, whole[1], whole[2]);
		return value.replace(PLACEHOLDER, (_, tool: string, path: string) =>
			asText(lookup(results, tool, path)),
		);
	}
	if (Array.isArray(value)) return value.map((entry) => fill(entry, results));
	if (value && typeof value === 'object')
		return Object.fromEntries(
			Object.entries(value).map(([key, entry]) => [key, fill(entry, results)]),
		);
	return value;
}
