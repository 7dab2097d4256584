import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { pickerField } from '../../../shared/parts/agent/pickerField';
import { searchSystemField, searchSystemOf } from '../../../shared/parts/agent/searchSystemField';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { returnAllProperties, wanted } from '../../../shared/parts/returnAllProperties';
import { itemParameter } from '../../../shared/utils/itemParameter';
import { readAgentToolRows } from '../../../shared/parts/agent/readAgentToolRows';
import type { OperationModule } from '../types';
import { domainList, domainListField } from './domainList';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';
import { aboutProject } from '../projectCall';

const checkIdField = (displayName: string, name: string, description: string) => ({
	displayName,
	name,
	type: 'number' as const,
	typeOptions: { minValue: 1 },
	default: 1,
	description,
});

export class GetCompetitorPositions implements OperationModule {
	readonly value = 'getPositions';
	readonly name = 'Get Positions';
	readonly action = 'Get the positions of competitors';
	readonly description =
		'Get the positions of competitor domains beside the project’s own, one item per query';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		domainListField({
			description:
				'Competitor domains, one per line or separated by commas; empty lets the service choose',
		}),
		searchSystemField,
		...returnAllProperties(),
		{
			displayName: 'Filters',
			name: 'filters',
			type: 'collection',
			placeholder: 'Add Filter',
			default: {},
			options: [
				checkIdField(
					'Check ID',
					'checkId',
					'The ID of the position check to show; the last check when not set',
				),
				checkIdField('Compare With Check ID', 'compareCheckId', 'A position check to compare with'),
				{
					displayName: 'Query',
					name: 'query',
					type: 'string',
					default: '',
					description: 'Only the queries the service finds by this text',
				},
				pickerField('getGroups', { displayName: 'Query Group Name or ID', name: 'groupId' }),
				{
					displayName: 'Include Snippets',
					name: 'includeSnippets',
					type: 'boolean',
					default: false,
					description: 'Whether to add the competitors’ snippets',
				},
			],
		},
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const filters = itemParameter<IDataObject>(ctx, 'filters', itemIndex, {});
		const args = {
			project_id: projectId,
			domains: domainList(ctx, itemIndex, { required: false }),
			ss_id: searchSystemOf(ctx, itemIndex),
			update_id: filters.checkId,
			compare_update_id: filters.compareCheckId,
			query: String(filters.query ?? '').trim() || undefined,
			group_id: filters.groupId,
			include_snippets: filters.includeSnippets,
		} as IDataObject;
		const rows = await readAgentToolRows(ctx, itemIndex, {
			tool: 'get_competitor_positions',
			args,
			limit: wanted(ctx, itemIndex),
		});
		return itemsFrom(rows, aboutProject(projectId));
	}
}
