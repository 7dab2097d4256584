import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { projectLocator } from '../../../shared/parts/projectLocator';
import { itemParameter } from '../../../shared/utils/itemParameter';
import type { OperationModule } from '../types';
import { STATUS_OPTIONS } from './statusOptions';
import { recommendationCall, taskIdField } from './recommendationCall';

export class SetRecommendationStatus implements OperationModule {
	readonly value = 'setStatus';
	readonly name = 'Set Status';
	readonly action = 'Set the status of a recommendation';
	readonly description = 'Move a task of the recommendation board to new, in progress or done';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		taskIdField,
		{
			displayName: 'Status',
			name: 'status',
			description: 'The task’s new status on the recommendation board',
			type: 'options',
			options: STATUS_OPTIONS,
			default: 'in_progress',
		},
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const status = itemParameter<string>(ctx, 'status', itemIndex, 'in_progress');
		return await recommendationCall(ctx, itemIndex, 'set_recommendation_status', { status });
	}
}
