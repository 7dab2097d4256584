import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import type { OperationModule } from '../types';
import { fetchCatalog } from './catalog';
import { completionOptions, modelField, promptField } from './fields';
import { editProblems } from './rules';
import { readSource, sourceFields } from './source';
import { pickModel, queue, rejectProblems } from './submission';
import { finish } from './task';
import { itemParameter } from '../../utils/parameters';

export const editVideo: OperationModule = {
	value: 'edit',
	name: 'Edit',
	action: 'Edit a video',
	description:
		'Queue an edit of an existing video with an edit model. Limits are charged at queueing; never queued twice.',
	credential: 'apiKey',
	properties: [modelField(true), promptField(true), ...sourceFields('video'), ...completionOptions],
	async execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const catalog = await fetchCatalog(this, itemIndex);
		const { value, model } = pickModel(this, itemIndex, catalog);
		const prompt = String(itemParameter(this, 'prompt', itemIndex, ''));
		const video = await readSource(this, itemIndex, 'video', 'upload_video');
		rejectProblems(
			this,
			itemIndex,
			editProblems({
				prompt,
				model,
				modelValue: value,
				videoUrl: video.url || undefined,
				upload: video.file
					? { fileName: video.file.fileName, size: video.file.data.length }
					: undefined,
			}),
		);
		const form: IDataObject = { tab: 'edit', prompt: prompt.trim(), model: value };
		if (video.url) form.video_url = video.url;
		const reportId = await queue(this, itemIndex, form, video.file ? [video.file] : []);
		return await finish(this, reportId, { model: value, mode: 'edit' }, itemIndex);
	},
};
