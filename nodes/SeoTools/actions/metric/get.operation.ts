import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { searchSystemField, searchSystemOf } from '../../../shared/parts/agent/searchSystemField';
import { optionalDate } from '../../../shared/parts/optionalDate';
import { agentToolCall } from '../../../shared/parts/agent/agentToolCall';
import type { OperationModule } from '../types';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';
import { aboutProject } from '../projectCall';

export class GetMetrics implements OperationModule {
	readonly value = 'get';
	readonly name = 'Get';
	readonly action = 'Get the visibility metrics of a project';
	readonly description =
		'Get a project’s visibility, average position and top-N counts, with their trend between two dates';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		searchSystemField,
		{
			displayName: 'Trend From',
			name: 'trendFrom',
			type: 'dateTime',
			default: '',
			description: 'First day of the trend; empty lets the service choose',
		},
		{
			displayName: 'Trend To',
			name: 'trendTo',
			type: 'dateTime',
			default: '',
			description: 'Last day of the trend; empty lets the service choose',
		},
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const args = {
			project_id: projectId,
			search_system: searchSystemOf(ctx, itemIndex),
			trend_from: optionalDate(ctx, itemIndex, 'trendFrom', 'Trend From'),
			trend_to: optionalDate(ctx, itemIndex, 'trendTo', 'Trend To'),
		};
		const data = await agentToolCall(ctx, itemIndex, { tool: 'get_metrics', args });
		return itemsFrom(data, aboutProject(projectId), { whole: true });
	}
}
