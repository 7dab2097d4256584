import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { projectLocator } from '../../../shared/parts/projectLocator';
import type { OperationModule } from '../types';
import { recommendationCall, taskIdField } from './recommendationCall';

export class RecheckRecommendation implements OperationModule {
	readonly value = 'recheck';
	readonly name = 'Recheck';
	readonly action = 'Recheck a recommendation';
	readonly description =
		'Have the service check a task of the recommendation board again, in the background';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [projectLocator, taskIdField];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		return await recommendationCall(ctx, itemIndex, 'recheck_recommendation');
	}
}
