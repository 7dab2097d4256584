import { jsonObject, type SimRequest } from '../core/request';

/**
 * REST parameters come from the body (JSON or form) and, for the documented methods, also from the
 * query string. A JSON string inside a form field stays a string
 * (docs/service/rest-api.md#calling-convention).
 */
export function param(req: SimRequest, name: string): unknown {
	const body = jsonObject(req);
	for (const source of [body, req.form, req.query] as Array<Record<string, unknown>>) {
		if (source[name] !== undefined) return source[name];
	}
	return undefined;
}

export function text(value: unknown): string {
	if (value === undefined || value === null) return '';
	return Array.isArray(value) ? String(value[0] ?? '') : String(value);
}
