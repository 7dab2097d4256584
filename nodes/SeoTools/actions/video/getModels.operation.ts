import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import type { OperationModule } from '../types';
import { fetchVideoModels } from './videoModels';

export class GetModels implements OperationModule {
	readonly value = 'getModels';
	readonly name = 'Get Models';
	readonly action = 'Get video models';
	readonly description = 'List the video models of your tariff with their prompt limits (free)';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const catalog = await fetchVideoModels(ctx, itemIndex);
		return catalog.models.map((m) => ({
			json: {
				...m,
				max_prompt_length: m.promptLength || 2000,
				is_default: m.value === catalog.default,
			},
		}));
	}
}
