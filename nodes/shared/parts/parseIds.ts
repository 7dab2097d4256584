import { NodeOperationError, type IExecuteFunctions, type INodeProperties } from 'n8n-workflow';
import { itemParameter } from '../utils/itemParameter';
import { ID_RULE, idFrom } from './idFrom';

/** Phrases or ids typed one per line (commas also split ids); blanks dropped. */
export function splitLines(value: unknown): string[] {
	if (Array.isArray(value)) return value.map((v) => String(v).trim()).filter(Boolean);
	return String(value ?? '')
		.split(/\r?\n/)
		.map((line) => line.trim())
		.filter(Boolean);
}

/**
 * Ids from a list, a comma/space/line separated text, or numbers, each read by `idFrom`
 * (idFrom.ts); errors name the field and the rule before any request.
 */
export function parseIds(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	value: unknown,
): number[] {
	const parts: unknown[] = Array.isArray(value)
		? value
		: typeof value === 'number'
			? [value]
			: String(value ?? '').split(/[\s,;]+/);
	const ids: number[] = [];
	for (const part of parts) {
		if (typeof part === 'string' && part.trim() === '') continue;
		const id = idFrom(part);
		if (id === undefined) {
			throw new NodeOperationError(ctx.getNode(), `${field}: "${String(part)}" is not an ID`, {
				itemIndex,
				description: `An ID is ${ID_RULE}; several are separated by commas or new lines. Nothing was sent.`,
			});
		}
		ids.push(id);
	}
	return ids;
}

export function requireNonEmpty<T>(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	list: T[],
	rule = 'needs at least one entry',
): T[] {
	if (list.length === 0)
		throw new NodeOperationError(ctx.getNode(), `${field} ${rule}`, { itemIndex });
	return list;
}

export function chunk<T>(list: T[], size: number): T[][] {
	const out: T[][] = [];
	for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
	return out;
}

/** The "Query IDs" field (ids from Query → Get Many), and its reading with the field name in errors. */
export const queryIdsField = (description: string): INodeProperties => ({
	displayName: 'Query IDs',
	name: 'queryIds',
	type: 'string',
	typeOptions: { rows: 3 },
	default: '',
	required: true,
	description,
});

export function readQueryIds(ctx: IExecuteFunctions, itemIndex: number): number[] {
	return requireNonEmpty(
		ctx,
		itemIndex,
		'Query IDs',
		parseIds(ctx, itemIndex, 'Query IDs', itemParameter(ctx, 'queryIds', itemIndex)),
	);
}
