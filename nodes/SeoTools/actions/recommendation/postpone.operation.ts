import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { optionalDate } from '../../../shared/parts/optionalDate';
import { projectLocator } from '../../../shared/parts/projectLocator';
import type { OperationModule } from '../types';
import { recommendationCall, taskIdField } from './recommendationCall';

export class PostponeRecommendation implements OperationModule {
	readonly value = 'postpone';
	readonly name = 'Postpone';
	readonly action = 'Postpone a recommendation';
	readonly description =
		'Hide a task of the recommendation board from the current list until a day';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		taskIdField,
		{
			displayName: 'Until',
			name: 'date',
			type: 'dateTime',
			default: '',
			description: 'The day the task shows again; empty: 3 days ahead, the service’s default',
		},
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const date = optionalDate(ctx, itemIndex, 'date', 'Until');
		return await recommendationCall(ctx, itemIndex, 'postpone_recommendation', { date });
	}
}
