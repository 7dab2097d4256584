import type { IDataObject, IExecuteFunctions, ILoadOptionsFunctions } from 'n8n-workflow';
import { toolsApiRequest } from '../../../shared/transport';
import type { CatalogModel } from './promptProblems';

export interface VideoModels {
	models: CatalogModel[];
	default: string;
}

/** GET /api/aivideo?models=1: free, and depends on the key's tariff. */
export async function fetchVideoModels(
	ctx: IExecuteFunctions | ILoadOptionsFunctions,
	itemIndex?: number,
): Promise<VideoModels> {
	const answer = await toolsApiRequest(ctx, {
		method: 'GET',
		tool: 'aivideo',
		qs: { models: 1 },
		retry: 'safe',
		itemIndex,
	});
	const data = answer.state === 'done' ? answer.data : {};
	const models = ((data.models as IDataObject[]) ?? []).map((m) => ({
		name: String(m.name ?? m.value),
		value: String(m.value),
		promptLength: Number(m.promptLength ?? 0),
		isVideoEdit: m.isVideoEdit === true || m.isVideoEdit === 'true' || m.isVideoEdit === 1,
	}));
	return { models, default: String(data.default ?? models[0]?.value ?? '') };
}
