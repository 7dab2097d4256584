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
		// One name per fact: the catalog's promptLength (0 for the default limit) and isVideoEdit
		// are given once, as max_prompt_length and can_edit_video.
		return catalog.models.map(({ promptLength, isVideoEdit, ...model }) => ({
			json: {
				...model,
				max_prompt_length: promptLength || 2000,
				can_edit_video: isVideoEdit,
				is_default: model.value === catalog.default,
			},
		}));
	}
}
