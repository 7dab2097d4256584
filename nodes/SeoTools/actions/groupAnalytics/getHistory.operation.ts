import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { searchSystemField, searchSystemOf } from '../../../shared/parts/agent/searchSystemField';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { returnAllProperties, wanted } from '../../../shared/parts/returnAllProperties';
import { readAgentToolRows } from '../../../shared/parts/agent/readAgentToolRows';
import type { OperationModule } from '../types';
import { dateRangeFields } from '../../../shared/parts/dateRangeFields';
import { groupKind, groupKindField, groupKindFields, groupOf } from './groupKind';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';
import { aboutProject } from '../projectCall';

export class GetGroupHistory implements OperationModule {
	readonly value = 'getHistory';
	readonly name = 'Get History';
	readonly action = 'Get the group analytics history of a group';
	readonly description =
		'Get how a query group’s or URL group’s visibility and average position changed from check to check';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		groupKindField,
		...groupKindFields('group'),
		searchSystemField,
		...dateRangeFields.properties('period'),
		...returnAllProperties(),
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const tool = 'get_group_history';
		const args = {
			project_id: projectId,
			kind: await groupKind(ctx, itemIndex, tool),
			group: groupOf(ctx, itemIndex, 'group'),
			search_system: searchSystemOf(ctx, itemIndex),
			...dateRangeFields.read(ctx, itemIndex),
		};
		const rows = await readAgentToolRows(ctx, itemIndex, {
			tool,
			args,
			limit: wanted(ctx, itemIndex),
		});
		return itemsFrom(rows, aboutProject(projectId));
	}
}
