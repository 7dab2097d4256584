import { NodeOperationError, type IDataObject } from 'n8n-workflow';
import type { RequestContext } from '../../transport';
import type { AgentTool, JsonSchema } from './listAgentTools';
import { inexactIntegersIn } from '../idFrom';

/**
 * Tool arguments, checked against the tool's input schema before anything is sent: the JSON
 * must be an object, required parameters present, enums respected, and typed text (from a
 * form field or an expression) turned into the numbers, booleans and lists the schema asks for.
 */
const fail = (
	ctx: RequestContext,
	itemIndex: number | undefined,
	message: string,
	description?: string,
) => new NodeOperationError(ctx.getNode(), message, { itemIndex, description });

/** Arguments as JSON text (or an object, when an expression or $fromAI() produced one). */
export function parseJsonArguments(
	ctx: RequestContext,
	itemIndex: number,
	raw: unknown,
): IDataObject {
	let value = raw;
	if (typeof raw === 'string') {
		const text = raw.trim();
		if (text === '') return {};
		const inexact = inexactIntegersIn(text);
		if (inexact.length)
			throw fail(
				ctx,
				itemIndex,
				`Arguments (JSON): ${inexact.join(', ')} cannot be sent exactly`,
				`Numbers above ${Number.MAX_SAFE_INTEGER} lose their last digits in JSON, so another value would be sent. Write such a value as a string ("${inexact[0]}") if the tool accepts one. Nothing was sent.`,
			);
		try {
			value = JSON.parse(text);
		} catch (error) {
			throw fail(
				ctx,
				itemIndex,
				`Arguments (JSON): not valid JSON (${(error as Error).message})`,
				'Write the arguments as a JSON object, e.g. {"project_id": 12345, "limit": 10}. Nothing was sent.',
			);
		}
	}
	if (value === null || value === undefined) return {};
	if (typeof value !== 'object' || Array.isArray(value)) {
		throw fail(
			ctx,
			itemIndex,
			'Arguments (JSON): must be a JSON object',
			'Write the arguments as a JSON object whose keys are the tool’s parameters. Nothing was sent.',
		);
	}
	return value as IDataObject;
}

/** Values of the argument fields; fields left empty are not sent. */
export function fieldArguments(value: unknown): IDataObject {
	const mapped = (value as { value?: IDataObject | null } | undefined)?.value ?? {};
	return Object.fromEntries(
		Object.entries(mapped).filter(([, v]) => v !== null && v !== undefined && v !== ''),
	);
}

const typeOf = (schema: JsonSchema): string | undefined => {
	if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
	return schema.type ?? schema.anyOf?.map(typeOf).find(Boolean);
};

/** A list typed as text: a JSON array, or separated by new lines or `|` (phrases) or commas. */
function listFrom(text: string, itemType: string | undefined): unknown[] {
	const trimmed = text.trim();
	if (trimmed.startsWith('[')) {
		const parsed = JSON.parse(trimmed) as unknown;
		if (Array.isArray(parsed)) return parsed;
	}
	const separator =
		itemType === 'integer' || itemType === 'number'
			? /[\s,;]+/
			: /[\n|]/.test(trimmed)
				? /\r?\n|\|/
				: /,/;
	return trimmed
		.split(separator)
		.map((part) => part.trim())
		.filter(Boolean);
}

/** An integer argument's rule: what JavaScript holds exactly, written in decimal digits. */
const WHOLE_NUMBER = `a whole number in decimal digits (at most ${Number.MAX_SAFE_INTEGER})`;
const INTEGER_TEXT = /^-?\d+$/;
const NUMBER_TEXT = /^-?\d+(?:\.\d+)?$/;

function coerce(
	name: string,
	value: unknown,
	schema: JsonSchema,
): { ok: true; value: unknown } | { ok: false; rule: string } {
	const type = typeOf(schema);
	if (schema.enum && !schema.enum.map(String).includes(String(value)))
		return { ok: false, rule: `one of ${schema.enum.join(', ')}` };
	switch (type) {
		case 'integer':
		case 'number': {
			// Decimal notation only: Number() would also take 0x10, 1e3 or Infinity as typed text.
			const written = type === 'integer' ? INTEGER_TEXT : NUMBER_TEXT;
			const n =
				typeof value === 'number'
					? value
					: typeof value === 'string' && written.test(value.trim())
						? Number(value.trim())
						: NaN;
			if (type === 'integer' && !Number.isSafeInteger(n)) return { ok: false, rule: WHOLE_NUMBER };
			if (!Number.isFinite(n))
				return { ok: false, rule: 'a number in decimal notation, like 12.5' };
			return { ok: true, value: n };
		}
		case 'boolean':
			if (typeof value === 'boolean') return { ok: true, value };
			if (value === 'true' || value === 'false') return { ok: true, value: value === 'true' };
			return { ok: false, rule: 'true or false' };
		case 'array': {
			let list: unknown;
			try {
				list = Array.isArray(value)
					? value
					: typeof value === 'string'
						? listFrom(value, typeOf(schema.items ?? {}))
						: [value];
			} catch {
				return {
					ok: false,
					rule: 'a list (a JSON array, or values separated by commas or new lines)',
				};
			}
			const items = [];
			for (const entry of list as unknown[]) {
				const item = schema.items
					? coerce(name, entry, schema.items)
					: { ok: true as const, value: entry };
				if (!item.ok) return { ok: false, rule: `a list whose entries are ${item.rule}` };
				items.push(item.value);
			}
			return { ok: true, value: items };
		}
		case 'object':
			if (typeof value === 'object' && value !== null && !Array.isArray(value))
				return { ok: true, value };
			if (typeof value === 'string') {
				try {
					const parsed = JSON.parse(value) as unknown;
					if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
						return { ok: true, value: parsed };
				} catch {
					// falls through to the error below
				}
			}
			return { ok: false, rule: 'a JSON object' };
		case 'string':
			if (typeof value === 'string' || typeof value === 'number')
				return { ok: true, value: String(value) };
			// A list field the live schema types as text (technical_inspections of create_project):
			// its values as one comma-separated text (docs/decisions/agent-examples.md#a-list-where-the-live-schema-asks-for-text).
			if (
				Array.isArray(value) &&
				value.every((entry) => typeof entry === 'string' || typeof entry === 'number')
			)
				return { ok: true, value: value.join(',') };
			return { ok: false, rule: 'text' };
		default:
			return { ok: true, value };
	}
}

/** Checks and converts the arguments for a tool; unknown names pass through for the service to judge. */
export function checkArguments(
	ctx: RequestContext,
	itemIndex: number | undefined,
	tool: AgentTool,
	args: IDataObject,
): IDataObject {
	const properties = tool.inputSchema?.properties ?? {};
	const out: IDataObject = {};
	const problems: string[] = [];
	const invalid = new Set<string>();
	for (const [name, value] of Object.entries(args)) {
		const schema = properties[name];
		if (!schema || value === null || value === undefined) {
			if (value !== undefined) out[name] = value;
			continue;
		}
		const converted = coerce(name, value, schema);
		if (converted.ok) out[name] = converted.value as IDataObject[string];
		else {
			problems.push(`${name} must be ${converted.rule}`);
			invalid.add(name);
		}
	}
	const missing = (tool.inputSchema?.required ?? []).filter(
		(name) => !invalid.has(name) && (out[name] === undefined || out[name] === null),
	);
	if (missing.length)
		problems.push(
			`missing required ${missing.length === 1 ? 'argument' : 'arguments'}: ${missing.join(', ')}`,
		);
	if (problems.length) {
		throw fail(
			ctx,
			itemIndex,
			`Tool ${tool.name}: ${problems.join('; ')}`,
			'Nothing was sent. List Tools shows each tool’s parameters and which are required.',
		);
	}
	return out;
}

/**
 * Per execution: the arguments Call Tool last read from its parameter, and the ones last checked
 * for a tool. A parameter without an expression is one value for every item (itemParameter.ts),
 * so its arguments are read and checked against the tool's schema once per execution, not per
 * item; a value an expression makes per item is a new value and is read and checked for its own
 * item. Only what passed is kept: bad arguments fail on every item that has them. The kept
 * arguments are shared by the items: read them, never change them.
 */
interface Remembered {
	read?: { from: unknown; args: IDataObject };
	checked?: { tool: AgentTool; given: IDataObject; args: IDataObject };
}

const remembered = new WeakMap<object, Remembered>();

function rememberedIn(ctx: object): Remembered {
	let kept = remembered.get(ctx);
	if (!kept) {
		kept = {};
		remembered.set(ctx, kept);
	}
	return kept;
}

/**
 * `read(value)`, or what it gave for the same value earlier in the execution (the same text of
 * Arguments (JSON), the same object of the argument fields).
 */
export function argumentsReadOnce(
	ctx: object,
	value: unknown,
	read: (value: unknown) => IDataObject,
): IDataObject {
	const kept = rememberedIn(ctx);
	if (kept.read && kept.read.from === value) return kept.read.args;
	const args = read(value);
	kept.read = { from: value, args };
	return args;
}

/** checkArguments, or what it gave earlier in the execution for the same tool and arguments. */
export function checkArgumentsOnce(
	ctx: RequestContext,
	itemIndex: number | undefined,
	tool: AgentTool,
	given: IDataObject,
): IDataObject {
	const kept = rememberedIn(ctx);
	const last = kept.checked;
	if (last && last.tool === tool && last.given === given) return last.args;
	const args = checkArguments(ctx, itemIndex, tool, given);
	kept.checked = { tool, given, args };
	return args;
}
