import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { searchSystemField, searchSystemOf } from '../../../shared/parts/agent/searchSystemField';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { returnAllProperties, wanted } from '../../../shared/parts/returnAllProperties';
import { itemParameter } from '../../../shared/utils/itemParameter';
import { readAgentToolRows } from '../../../shared/parts/agent/readAgentToolRows';
import type { OperationModule } from '../types';
import { groupKind, groupKindField } from './groupKind';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';
import { aboutProject } from '../projectCall';

export class GetManyGroupAnalytics implements OperationModule {
	readonly value = 'getAll';
	readonly name = 'Get Many';
	readonly action = 'Get the group analytics of many groups';
	readonly description =
		'Get the visibility, positions and top counts of a project’s query groups or URL groups';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		groupKindField,
		{
			displayName: 'Focus',
			name: 'focus',
			type: 'string',
			default: '',
			description:
				'What the analysis focuses on, as the service names it (e.g. a metric); empty lets the service choose',
		},
		{
			displayName: 'Group Name',
			name: 'name',
			type: 'string',
			default: '',
			description: 'Only the groups the service finds by this name; empty for all',
		},
		searchSystemField,
		...returnAllProperties(),
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const tool = 'get_groups_analytics';
		const args = {
			project_id: projectId,
			kind: await groupKind(ctx, itemIndex, tool),
			focus: itemParameter<string>(ctx, 'focus', itemIndex, '').trim() || undefined,
			name: itemParameter<string>(ctx, 'name', itemIndex, '').trim() || undefined,
			search_system: searchSystemOf(ctx, itemIndex),
		};
		const rows = await readAgentToolRows(ctx, itemIndex, {
			tool,
			args,
			limit: wanted(ctx, itemIndex),
		});
		return itemsFrom(rows, aboutProject(projectId));
	}
}
