import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { searchSystemField, searchSystemOf } from '../../../shared/parts/agent/searchSystemField';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { agentToolCall } from '../../../shared/parts/agent/agentToolCall';
import type { OperationModule } from '../types';
import { dateRangeFields } from '../../../shared/parts/dateRangeFields';
import { groupKind, groupKindField, groupKindFields, groupOf } from './groupKind';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';
import { aboutProject } from '../projectCall';

export class GetGroupGrowth implements OperationModule {
	readonly value = 'getGrowth';
	readonly name = 'Get Growth';
	readonly action = 'Get the group analytics growth of a group';
	readonly description =
		'Get how much a query group’s or URL group’s visibility grew over a period, optionally beside another group';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		groupKindField,
		...groupKindFields('group'),
		...groupKindFields('compareGroup', 'Compare With '),
		searchSystemField,
		...dateRangeFields.properties('period'),
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const tool = 'get_group_growth';
		const args = {
			project_id: projectId,
			kind: await groupKind(ctx, itemIndex, tool),
			group: groupOf(ctx, itemIndex, 'group'),
			compare_group: groupOf(ctx, itemIndex, 'compareGroup'),
			search_system: searchSystemOf(ctx, itemIndex),
			...dateRangeFields.read(ctx, itemIndex),
		};
		return itemsFrom(await agentToolCall(ctx, itemIndex, { tool, args }), aboutProject(projectId), {
			whole: true,
		});
	}
}
