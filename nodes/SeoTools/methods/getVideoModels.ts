import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { fetchCatalog, type Catalog } from '../actions/video/catalog';

function modelOptions(catalog: Catalog, edit: boolean): INodePropertyOptions[] {
	return catalog.models
		.filter((m) => (edit ? m.isVideoEdit : true))
		.map((m) => ({
			name: `${m.name}${m.value === catalog.default ? ' (default)' : ''}`,
			value: m.value,
			description: `Prompt up to ${m.promptLength || 2000} characters${m.isVideoEdit ? '; can edit videos' : ''}`,
		}));
}

export async function getVideoModels(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return modelOptions(await fetchCatalog(this), false);
}

export async function getVideoEditModels(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	return modelOptions(await fetchCatalog(this), true);
}
