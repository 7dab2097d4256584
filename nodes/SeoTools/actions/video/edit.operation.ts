import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import type { OperationModule } from '../types';
import { fetchVideoModels } from './videoModels';
import { completionOptions, modelField, promptField } from './completionOptions';
import { editProblems } from './promptProblems';
import { readSource, sourceFields } from './readSource';
import { pickModel, queue, rejectProblems } from './queue';
import { finish } from './waitForVideo';
import { itemParameter } from '../../../shared/utils/itemParameter';

export class EditVideo implements OperationModule {
	readonly value = 'edit';
	readonly name = 'Edit';
	readonly action = 'Edit a video';
	readonly description =
		'Queue an edit of an existing video with an edit model. Limits are charged at queueing; never queued twice.';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		modelField(true),
		promptField(true),
		...sourceFields('video'),
		...completionOptions,
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const catalog = await fetchVideoModels(ctx, itemIndex);
		const { value, model } = pickModel(ctx, itemIndex, catalog);
		const prompt = String(itemParameter(ctx, 'prompt', itemIndex, ''));
		const video = await readSource(ctx, itemIndex, 'video', 'upload_video');
		rejectProblems(
			ctx,
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
		const reportId = await queue(ctx, itemIndex, form, video.file ? [video.file] : []);
		return await finish(ctx, reportId, { model: value, mode: 'edit' }, itemIndex);
	}
}
