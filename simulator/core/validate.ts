import type { z } from 'zod';

export type Parsed<T> = { ok: true; value: T } | { ok: false; issues: string[] };

/** Validates request input with a zod schema; issues read "field: rule" for error messages. */
export function parseWith<S extends z.ZodTypeAny>(schema: S, data: unknown): Parsed<z.infer<S>> {
	const result = schema.safeParse(data);
	if (result.success) return { ok: true, value: result.data };
	return {
		ok: false,
		issues: result.error.issues.map(
			(issue) => `${issue.path.join('.') || 'request'}: ${issue.message}`,
		),
	};
}
