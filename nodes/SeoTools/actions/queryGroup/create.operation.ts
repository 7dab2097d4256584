import {
	NodeOperationError,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';
import { postToProject, aboutProject } from '../projectCall';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { splitLines } from '../../../shared/parts/parseIds';
import type { OperationModule } from '../types';
import { itemParameter } from '../../../shared/utils/itemParameter';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';

/**
 * docs/service/project-api.md#query-groups: more than 50 queries are added in the background; a
 * notification follows.
 */
const BACKGROUND_THRESHOLD = 50;

export class CreateGroup implements OperationModule {
	readonly value = 'create';
	readonly name = 'Create';
	readonly action = 'Create a query group';
	readonly description =
		'Create a group, optionally with queries. If a group with that name exists (or the name is "Общая"), the queries are added to it instead.';
	readonly credential = 'apiKey';
	readonly itemsInOrder = true;
	readonly properties: INodeProperties[] = [
		projectLocator,
		{
			displayName: 'Name',
			name: 'name',
			type: 'string',
			default: '',
			required: true,
			description: 'Name of the group',
		},
		{
			displayName: 'Queries',
			name: 'queries',
			type: 'string',
			typeOptions: { rows: 6 },
			default: '',
			description: 'Search queries to add to the group, one per line',
		},
		{
			displayName: 'Options',
			name: 'options',
			type: 'collection',
			placeholder: 'Add Option',
			default: {},
			options: [
				{
					displayName: 'Keep Case',
					name: 'keepCase',
					type: 'boolean',
					default: false,
					description:
						'Whether to keep the letter case of the queries (otherwise they are lower-cased)',
				},
				{
					displayName: 'Order',
					name: 'order',
					type: 'number',
					typeOptions: { minValue: 0 },
					default: 100,
					description: 'Sort order of the group (0 also means 100)',
				},
			],
		},
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const name = String(itemParameter(ctx, 'name', itemIndex)).trim();
		if (!name) throw new NodeOperationError(ctx.getNode(), 'Name must not be empty', { itemIndex });
		const queries = splitLines(itemParameter(ctx, 'queries', itemIndex, ''));
		const options = itemParameter<IDataObject>(ctx, 'options', itemIndex, {});
		const body: IDataObject = { project_id: projectId, name };
		if (queries.length) body.queries = queries;
		if (options.order !== undefined) body.order = options.order;
		if (options.keepCase) body.keep_case = 1;
		const result = await postToProject(ctx, 'groups/add', body, itemIndex);
		// The item is the new group: its ID is `id`, as in Get Many (docs/decisions/editor-ux.md#one-name-per-fact-in-the-output).
		return itemsFrom(
			{
				id: String(result.group_id ?? ''),
				name,
				queries_sent: queries.length,
				added_in_background: queries.length > BACKGROUND_THRESHOLD,
				message: result.message ?? '',
			},
			aboutProject(projectId),
		);
	}
}
