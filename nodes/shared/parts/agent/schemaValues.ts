import type { JsonSchema } from './listAgentTools';

/**
 * The values a parameter's schema lists, in whichever form JSON Schema allows a server to list
 * them: `enum`, or `oneOf`/`anyOf` entries that each give a `const` (or an `enum`). None when the
 * schema lists no values (a free parameter).
 */
export function schemaValues(schema: JsonSchema | undefined): Array<string | number> {
	if (!schema) return [];
	if (schema.enum?.length) return schema.enum;
	const entries = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
	return entries.flatMap((entry) =>
		entry.const !== undefined ? [entry.const] : (entry.enum ?? []),
	);
}
