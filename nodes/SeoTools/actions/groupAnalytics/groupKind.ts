import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { enumChoice, enumField, type EnumOption } from '../../../shared/parts/agent/enumChoice';
import { pickerField } from '../../../shared/parts/agent/pickerField';
import { itemParameter } from '../../../shared/utils/itemParameter';

/**
 * `kind` chooses between query groups and URL groups (docs/service/agent-interface.md#catalog-sections);
 * the service's documentation does not spell its values, so the tool's schema is read for them (`enumChoice`) and
 * `query` / `url` are sent when it lists none (docs/decisions/agent-interface.md#rank-tracker-data-through-the-agent-interface).
 */
export const GROUP_KINDS: readonly EnumOption[] = [
	{ value: 'query', name: 'Query Groups', pattern: /quer|keyword|phrase/i },
	{ value: 'url', name: 'URL Groups', pattern: /url|page/i },
];

export const groupKindField = enumField(GROUP_KINDS, {
	displayName: 'Kind',
	name: 'kind',
	description: 'Whether to work with the project’s query groups or its URL groups',
});

/** The value of `kind` the tool takes for the item's choice. */
export const groupKind = async (ctx: IExecuteFunctions, itemIndex: number, tool: string) =>
	await enumChoice(ctx, itemIndex, {
		tool,
		field: 'kind',
		label: 'Kind',
		options: GROUP_KINDS,
	});

/** `group` → `urlGroup`, `compareGroup` → `compareUrlGroup`. */
const urlFieldName = (name: string) =>
	name.replace(/(g|G)roup$/, (_, g: string) => `${g === 'g' ? 'u' : 'U'}rlGroup`);

/**
 * One group picked from the project's query groups or from its URL groups, whichever Kind shows:
 * two fields, one per list, sent as the same parameter.
 */
export function groupKindFields(name: string, prefix = ''): INodeProperties[] {
	const description =
		'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>. Empty leaves the choice to the service.';
	return [
		pickerField('getGroups', {
			displayName: `${prefix}Query Group Name or ID`,
			name,
			description,
			displayOptions: { show: { kind: ['query'] } },
		}),
		pickerField('getUrlGroups', {
			displayName: `${prefix}URL Group Name or ID`,
			name: urlFieldName(name),
			description,
			displayOptions: { show: { kind: ['url'] } },
		}),
	];
}

/** The group of the picker Kind shows, or undefined when it is empty. */
export function groupOf(ctx: IExecuteFunctions, itemIndex: number, name: string) {
	const kind = itemParameter<string>(ctx, 'kind', itemIndex, 'query');
	const field = kind === 'url' ? urlFieldName(name) : name;
	const value = itemParameter<string | number>(ctx, field, itemIndex, '');
	return value === '' ? undefined : String(value);
}
