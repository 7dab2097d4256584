import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { fetchVideoModels, type VideoModels } from '../actions/video/videoModels';

function modelOptions(models: VideoModels, edit: boolean): INodePropertyOptions[] {
	return models.models
		.filter((m) => (edit ? m.isVideoEdit : true))
		.map((m) => ({
			name: `${m.name}${m.value === models.default ? ' (default)' : ''}`,
			value: m.value,
			description: `Prompt up to ${m.promptLength || 2000} characters${m.isVideoEdit ? '; can edit videos' : ''}`,
		}));
}

export async function getVideoModels(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return modelOptions(await fetchVideoModels(this), false);
}

export async function getVideoEditModels(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	return modelOptions(await fetchVideoModels(this), true);
}
