import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { projectLocator } from '../../../shared/parts/projectLocator';
import type { OperationModule } from '../types';
import { recommendationCall, taskIdField } from './recommendationCall';

export class GetRecommendation implements OperationModule {
	readonly value = 'get';
	readonly name = 'Get';
	readonly action = 'Get a recommendation';
	readonly description = 'Get the details of one task of the recommendation board';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [projectLocator, taskIdField];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		return await recommendationCall(ctx, itemIndex, 'get_recommendation_details');
	}
}
