import { z } from 'zod';
import { parseWith, type Parsed } from '../core/validate';
import type { CatalogTool, ParamSchema } from './catalog';

/**
 * Tool arguments are checked against the catalog's schema with zod. Clients that type
 * everything as text (forms, low-code tools) are met halfway: numeric strings pass as
 * integers, "true"/"false"/1/0 as booleans, and a list may come as one delimited string.
 */
const integer = z.preprocess(
	(v) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v),
	z.number({ invalid_type_error: 'expected an integer' }).int('expected an integer'),
);
const number = z.preprocess(
	(v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
	z.number({ invalid_type_error: 'expected a number' }),
);
const BOOLEAN_TEXT: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };
const boolean = z.preprocess(
	(v) =>
		typeof v === 'string' && v in BOOLEAN_TEXT
			? BOOLEAN_TEXT[v]
			: v === 1
				? true
				: v === 0
					? false
					: v,
	z.boolean({ invalid_type_error: 'expected a boolean' }),
);
const text = z.preprocess(
	(v) => (typeof v === 'number' ? String(v) : v),
	z.string({ invalid_type_error: 'expected a string' }),
);

function splitList(value: unknown, separator: RegExp): unknown {
	if (typeof value !== 'string') return value;
	return value
		.split(separator)
		.map((part) => part.trim())
		.filter(Boolean);
}

function zodFor(schema: ParamSchema): z.ZodTypeAny {
	if (schema.enum) return z.enum(schema.enum as [string, ...string[]]);
	switch (schema.type) {
		case 'integer':
			return integer;
		case 'number':
			return number;
		case 'boolean':
			return boolean;
		case 'object':
			return z.record(z.unknown());
		case 'array': {
			const item = schema.items ?? { type: 'string' };
			// Ids come comma-separated, phrases pipe- or line-separated (the project API's conventions).
			const separator = item.type === 'integer' ? /,/ : /[|\n]/;
			const single = item.type === 'object' ? z.never() : zodFor(item);
			return z.preprocess(
				(value) =>
					typeof value === 'string'
						? splitList(value, separator)
						: typeof value === 'number'
							? [value]
							: value,
				z.array(item.type === 'object' ? z.record(z.unknown()) : single),
			);
		}
		default:
			return text;
	}
}

/** Absent and null are the same: the parameter was not given. */
const optional = (schema: z.ZodTypeAny) =>
	z.preprocess((v) => (v === null || v === '' ? undefined : v), schema.optional());

const cache = new Map<string, z.ZodTypeAny>();

function schemaOf(tool: CatalogTool): z.ZodTypeAny {
	let schema = cache.get(tool.name);
	if (!schema) {
		const shape = Object.fromEntries(
			tool.params.map((p) => [p.name, p.required ? zodFor(p.schema) : optional(zodFor(p.schema))]),
		);
		schema = z.object(shape);
		cache.set(tool.name, schema);
	}
	return schema;
}

export type Args = Record<string, unknown>;

export function parseArguments(tool: CatalogTool, args: unknown): Parsed<Args> {
	if (args !== undefined && (typeof args !== 'object' || args === null || Array.isArray(args))) {
		return { ok: false, issues: ['arguments: expected an object'] };
	}
	return parseWith(schemaOf(tool), args ?? {}) as Parsed<Args>;
}
