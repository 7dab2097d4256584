import { NodeOperationError, type IExecuteFunctions, type INodeProperties } from 'n8n-workflow';
import { itemParameter } from '../utils/itemParameter';
import { idFrom } from './idFrom';

/**
 * The project field: picked from a list, typed as an ID, or pasted as the project page address
 * (the id is the number after /projects/ or in project_id=). See docs/decisions/node-conventions.md#node-conventions.
 */
export const projectLocator: INodeProperties = {
	displayName: 'Project',
	name: 'project',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	required: true,
	description: 'The project to work on',
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchProjects', searchable: true },
		},
		{
			displayName: 'By ID',
			name: 'id',
			type: 'string',
			placeholder: 'e.g. 12345',
			validation: [
				{
					type: 'regex',
					properties: { regex: '^\\s*\\d+\\s*$', errorMessage: 'The project ID is a whole number' },
				},
			],
		},
		{
			displayName: 'By URL',
			name: 'url',
			type: 'string',
			placeholder: 'e.g. https://seo-tools.example/projects/12345/positions',
			extractValue: { type: 'regex', regex: '(?:/projects?/|[?&]project_id=)(\\d+)' },
			validation: [
				{
					type: 'regex',
					properties: {
						regex: '.*(?:/projects?/|[?&]project_id=)\\d+.*',
						errorMessage: 'Paste the address of a project page (it contains /projects/<id>)',
					},
				},
			],
		},
	],
};

const URL_ID = /(?:\/projects?\/|[?&]project_id=)(\d+)/;

/** Parses a project reference (id, page URL or locator value) into its integer id. */
export function parseProjectId(raw: unknown): number | undefined {
	const value =
		typeof raw === 'object' && raw !== null && 'value' in raw
			? (raw as { value: unknown }).value
			: raw;
	if (typeof value === 'number') return idFrom(value);
	const text = String(value ?? '').trim();
	if (/^\d+$/.test(text)) return idFrom(text);
	const match = URL_ID.exec(text);
	return match ? idFrom(match[1]) : undefined;
}

/**
 * The one reading of a Project field into its id, for both nodes: the action node per item, the
 * trigger once per poll. It takes the locator as entered, not n8n's extracted value: a page
 * address without an id then gets our message naming the field, not n8n's generic "value is invalid".
 */
export function projectIdFrom(
	ctx: Pick<IExecuteFunctions, 'getNode'>,
	locator: unknown,
	itemIndex?: number,
): number {
	const raw =
		typeof locator === 'object' && locator !== null && 'value' in locator
			? (locator as { value: unknown }).value
			: locator;
	const id = parseProjectId(raw);
	if (id === undefined || id <= 0) {
		throw new NodeOperationError(
			ctx.getNode(),
			`Project: "${String(raw ?? '')}" is not a project ID or project page address`,
			{
				itemIndex,
				description:
					'Use a whole number in decimal digits like 12345 (at most 9007199254740991), pick the project from the list, or paste the address of the project page. Nothing was sent.',
			},
		);
	}
	return id;
}

export function getProjectId(
	ctx: IExecuteFunctions,
	itemIndex: number,
	parameter = 'project',
): number {
	return projectIdFrom(ctx, itemParameter<unknown>(ctx, parameter, itemIndex), itemIndex);
}
