import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { returnAllProperties, wanted } from '../../../shared/parts/returnAllProperties';
import { itemParameter } from '../../../shared/utils/itemParameter';
import { dateRangeFields } from '../../../shared/parts/dateRangeFields';
import { readAgentToolRows } from '../../../shared/parts/agent/readAgentToolRows';
import type { OperationModule } from '../types';
import { eventScope } from './eventScope';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';
import { aboutProject } from '../projectCall';

export class GetManyEvents implements OperationModule {
	readonly value = 'getAll';
	readonly name = 'Get Many';
	readonly action = 'Get many events';
	readonly description =
		'List the events of a project, or of its query groups, between two dates: one item per event';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		...eventScope.properties(false),
		...dateRangeFields.properties('events'),
		{
			displayName: 'Search',
			name: 'query',
			type: 'string',
			default: '',
			description: 'Only events whose text holds these words; empty returns every event',
			displayOptions: { show: { scope: ['project'] } },
		},
		...returnAllProperties(),
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const scope = eventScope.read(ctx, itemIndex, false);
		const { from, to } = dateRangeFields.read(ctx, itemIndex);
		const limit = wanted(ctx, itemIndex);
		const rows =
			scope.kind === 'queryGroup'
				? await readAgentToolRows(ctx, itemIndex, {
						tool: 'get_group_events',
						args: { project_id: projectId, group: scope.group, from, to },
						limit,
					})
				: await readAgentToolRows(ctx, itemIndex, {
						tool: 'get_events',
						args: {
							project_id: projectId,
							from,
							to,
							query: String(itemParameter<unknown>(ctx, 'query', itemIndex, '') ?? '').trim(),
						},
						limit,
					});
		return itemsFrom(rows, aboutProject(projectId));
	}
}
