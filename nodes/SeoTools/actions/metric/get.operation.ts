import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { pickerField } from '../../../shared/parts/agent/pickerField';
import { dateOnly } from '../../../shared/parts/dateOnly';
import { itemParameter } from '../../../shared/utils/itemParameter';
import { projectItem } from '../projectCall';
import { toolCall } from '../toolCall';
import type { OperationModule } from '../types';
import { isRecord } from '../../../shared/utils/isRecord';

/** A date field of the trend period, read as YYYY-MM-DD or left out when empty. */
const optionalDate = (ctx: IExecuteFunctions, itemIndex: number, name: string, label: string) => {
	const value = itemParameter<string>(ctx, name, itemIndex, '');
	return value ? dateOnly(ctx, itemIndex, label, value) : undefined;
};

export class GetMetrics implements OperationModule {
	readonly value = 'get';
	readonly name = 'Get';
	readonly action = 'Get the visibility metrics of a project';
	readonly description =
		'Get a project’s visibility, average position and top-N counts, with their trend between two dates';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		pickerField('getSearchSystems', {
			displayName: 'Search System Name or ID',
			name: 'searchSystem',
		}),
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
			search_system: itemParameter<string>(ctx, 'searchSystem', itemIndex, '') || undefined,
			trend_from: optionalDate(ctx, itemIndex, 'trendFrom', 'Trend From'),
			trend_to: optionalDate(ctx, itemIndex, 'trendTo', 'Trend To'),
		};
		const data = await toolCall(ctx, itemIndex, { tool: 'get_metrics', args });
		return [projectItem(projectId, isRecord(data) ? data : { value: data as never })];
	}
}
