import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import type { OperationModule } from '../types';
import { fetchCatalog } from './catalog';

export const getModels: OperationModule = {
	value: 'getModels',
	name: 'Get Models',
	action: 'Get video models',
	description: 'List the video models of your tariff with their prompt limits (free)',
	credential: 'apiKey',
	properties: [],
	async execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const catalog = await fetchCatalog(this, itemIndex);
		return catalog.models.map((m) => ({
			json: {
				...m,
				max_prompt_length: m.promptLength || 2000,
				is_default: m.value === catalog.default,
			},
		}));
	},
};
