import { ID_RULE, idFrom } from '../../shared/parts/idFrom';
import {
	NodeOperationError,
	type IDataObject,
	type IExecuteFunctions,
	type INodeProperties,
} from 'n8n-workflow';
import { multiPickerField, pickerField } from '../../shared/parts/agent/pickerField';
import { enumField, enumValue } from '../../shared/parts/agent/enumChoice';
import { dateOnly } from '../../shared/parts/dateOnly';
import { itemParameter } from '../../shared/utils/itemParameter';
import type { ToolDeclaration, ToolField } from './toolDeclaration';

/** Short words the documentation's parameter names hold, as a reader writes them. */
const WORDS: Record<string, string> = {
	id: 'ID',
	ids: 'IDs',
	url: 'URL',
	urls: 'URLs',
	lr: 'Region (LR)',
	ss: 'Search System',
	kpi: 'KPI',
	se1: 'SE1',
	se2: 'SE2',
};

/** `folder_id` → "Folder ID": the documentation's name, in words. */
export const inWords = (param: string): string =>
	param
		.split('_')
		.map((word) => WORDS[word] ?? word.charAt(0).toUpperCase() + word.slice(1))
		.join(' ');

/** `folder_id` → `folderId`: the node's parameter name for a tool parameter. */
export const fieldName = (param: string): string =>
	param.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The name of the collection that holds the optional parameters. */
export const ADDITIONAL = 'additionalFields';

function property(field: ToolField): INodeProperties {
	const base = {
		displayName: inWords(field.param),
		name: fieldName(field.param),
		description: field.description,
		...(field.required ? { required: true } : {}),
	};
	if (field.choices) return enumField(field.choices, base);
	if (field.picker && isList(field))
		return multiPickerField(field.picker, {
			...base,
			displayName: `${base.displayName.replace(/ IDs?$| ?s$/, '')} Names or IDs`,
			description: `${field.description}. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a> (an array, or IDs separated by commas).`,
		});
	if (field.picker)
		return pickerField(field.picker, {
			...base,
			// "Folder ID" → "Folder Name or ID", as n8n names a field picked from a list.
			displayName: `${base.displayName.replace(/ ID$/, '')} Name or ID`,
			description: `${field.description}. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.`,
		});
	switch (field.type) {
		case 'number':
			// A required ID is text that starts empty: a number field starts at 0, which names no
			// record and would only fail at the service.
			return isId(field)
				? { ...base, type: 'string', default: '', placeholder: 'e.g. 12345' }
				: { ...base, type: 'number', default: 0 };
		case 'boolean':
			return { ...base, type: 'boolean', default: false };
		case 'date':
			return { ...base, type: 'dateTime', default: '' };
		case 'options':
			return {
				...base,
				type: 'options',
				default: field.options?.[0] ?? '',
				options: (field.options ?? []).map((value) => ({ name: inWords(value), value })),
			};
		case 'json':
			return { ...base, type: 'json', default: '' };
		case 'list':
		case 'numberList':
			return {
				...base,
				type: 'string',
				typeOptions: { rows: 2 },
				default: '',
				hint: 'One per line, or separated by commas',
			};
		default:
			return { ...base, type: 'string', default: '' };
	}
}

/** The fields of a declared tool: required ones first, the others in Additional Fields. */
export function toolFieldProperties(declaration: ToolDeclaration): INodeProperties[] {
	const fields = declaration.fields ?? [];
	const optional = fields.filter((field) => !field.required);
	return [
		...fields.filter((field) => field.required).map(property),
		...(optional.length
			? [
					{
						displayName: 'Additional Fields',
						name: ADDITIONAL,
						type: 'collection',
						placeholder: 'Add Field',
						default: {},
						options: optional.map(property),
					} as INodeProperties,
				]
			: []),
	];
}

const fail = (ctx: IExecuteFunctions, itemIndex: number, message: string, description: string) =>
	new NodeOperationError(ctx.getNode(), message, { itemIndex, description });

const empty = (value: unknown) =>
	value === undefined ||
	value === null ||
	(typeof value === 'string' && value.trim() === '') ||
	(Array.isArray(value) && value.length === 0);

/** A field that takes several values (typed as text, chosen in a multi-select, or an array). */
const isList = (field: ToolField) => field.type === 'list' || field.type === 'numberList';

/**
 * A list typed as text, chosen in a multi-select or given by an expression as an array; an empty
 * entry (the line of a list that asks for a project first) is no value.
 */
function listOf(value: unknown): unknown[] {
	if (Array.isArray(value))
		return value.filter((entry) => !(typeof entry === 'string' && entry.trim() === ''));
	const text = String(value).trim();
	const separator = /\r?\n/.test(text) ? /\r?\n/ : /,/;
	return text
		.split(separator)
		.map((part) => part.trim())
		.filter(Boolean);
}

/** A required number the tool names as an ID (`task_id`, `project_id`). */
const isId = (field: ToolField) => field.required === true && /(^|_)id$/.test(field.param);

/** One field's value as the tool takes it, or an error naming the field and the rule. */
function valueOf(ctx: IExecuteFunctions, itemIndex: number, field: ToolField, raw: unknown) {
	const name = inWords(field.param);
	switch (field.type) {
		case 'number': {
			if (isId(field)) {
				const id = idFrom(raw);
				if (id !== undefined) return id;
				throw fail(
					ctx,
					itemIndex,
					`${name}: "${String(raw)}" is not an ID`,
					`An ID is ${ID_RULE}. Nothing was sent.`,
				);
			}
			const number = typeof raw === 'number' ? raw : Number(String(raw).trim());
			if (Number.isFinite(number)) return number;
			throw fail(ctx, itemIndex, `${name}: "${String(raw)}" is not a number`, 'Nothing was sent.');
		}
		case 'boolean':
			return raw === true || raw === 'true';
		case 'date':
			return dateOnly(ctx, itemIndex, name, raw);
		case 'numberList': {
			const numbers = listOf(raw).map((part) => (typeof part === 'number' ? part : Number(part)));
			const bad = numbers.findIndex((number) => !Number.isFinite(number));
			if (bad < 0) return numbers;
			throw fail(
				ctx,
				itemIndex,
				`${name}: "${String(listOf(raw)[bad])}" is not a number`,
				'Give numbers, one per line or separated by commas. Nothing was sent.',
			);
		}
		case 'list':
			return listOf(raw).map(String);
		case 'json': {
			if (typeof raw !== 'string') return raw;
			try {
				return JSON.parse(raw) as unknown;
			} catch {
				throw fail(ctx, itemIndex, `${name}: the text is not JSON`, 'Nothing was sent.');
			}
		}
		default:
			return typeof raw === 'string' ? raw.trim() : raw;
	}
}

/**
 * The tool's arguments from the item's fields, each converted to the type its declaration says;
 * a required field left empty, or a value of the wrong kind, stops the item before anything is sent.
 */
export function readToolFields(
	ctx: IExecuteFunctions,
	itemIndex: number,
	declaration: ToolDeclaration,
): IDataObject {
	const additional = itemParameter<IDataObject>(ctx, ADDITIONAL, itemIndex, {}) ?? {};
	const args: IDataObject = {};
	for (const field of declaration.fields ?? []) {
		const name = fieldName(field.param);
		const raw = field.required
			? itemParameter<unknown>(ctx, name, itemIndex, '')
			: additional[name];
		if (empty(raw)) {
			if (field.required)
				throw fail(
					ctx,
					itemIndex,
					`${inWords(field.param)}: a value is required`,
					`The tool ${declaration.tool} needs ${field.param}. Nothing was sent.`,
				);
			continue;
		}
		const value = valueOf(ctx, itemIndex, field, raw);
		if (Array.isArray(value) && value.length === 0 && field.required)
			throw fail(
				ctx,
				itemIndex,
				`${inWords(field.param)}: give at least one value`,
				`The tool ${declaration.tool} needs ${field.param}. Nothing was sent.`,
			);
		args[field.param] = value as IDataObject[string];
	}
	return args;
}

/**
 * The arguments with each field of described choices turned into the value the tool's live
 * schema lists for the choice (enumChoice.ts); a schema where none or several fit stops the
 * item before anything is sent.
 */
export async function choicesSent(
	ctx: IExecuteFunctions,
	itemIndex: number,
	declaration: ToolDeclaration,
	args: IDataObject,
): Promise<IDataObject> {
	for (const field of declaration.fields ?? []) {
		if (!field.choices || args[field.param] === undefined) continue;
		args[field.param] = await enumValue(
			ctx,
			itemIndex,
			{
				tool: declaration.tool,
				field: field.param,
				label: inWords(field.param),
				options: field.choices,
			},
			String(args[field.param]),
		);
	}
	return args;
}

/** The fields of a declared tool and how an item's values become its arguments. */
export const toolFields = {
	properties: toolFieldProperties,
	read: readToolFields,
	choices: choicesSent,
};
