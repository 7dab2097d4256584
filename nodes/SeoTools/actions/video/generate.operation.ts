import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import type { OperationModule } from '../types';
import { fetchVideoModels } from './videoModels';
import { completionOptions, modelField, promptField } from './completionOptions';
import { describeDuration } from '../../../shared/parts/video/resultJson';
import { ASPECT_RATIO_OPTIONS, generateProblems, QUALITY_OPTIONS } from './promptProblems';
import { readSource, sourceFields } from './readSource';
import { pickModel, queue, rejectProblems } from './queue';
import { finish } from './waitForVideo';
import { itemParameter } from '../../../shared/utils/itemParameter';

export class GenerateVideo implements OperationModule {
	readonly value = 'generate';
	readonly name = 'Generate';
	readonly action = 'Generate a video';
	readonly description =
		'Queue an AI video from a prompt. Limits are charged at queueing and refunded if generation fails; never queued twice.';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		modelField(false),
		promptField(false),
		{
			displayName: 'Aspect Ratio',
			name: 'aspectRatio',
			description: 'The width-to-height ratio of the video',
			type: 'options',
			default: '1:1',
			options: ASPECT_RATIO_OPTIONS.map((r) => ({ name: r, value: r })),
		},
		{
			displayName: 'Quality',
			name: 'quality',
			description: 'The resolution of the video',
			type: 'options',
			default: '720p',
			options: QUALITY_OPTIONS.map((q) => ({ name: q, value: q })),
		},
		{
			displayName: 'Duration (Seconds)',
			name: 'duration',
			type: 'number',
			default: 0,
			description:
				'Length of the video in seconds; 0 sends none and the model default applies. Each model offers its own lengths and the service replaces one it does not offer by the model default (and charges for that); the finished result says which length was made.',
		},
		{
			displayName: 'Audio Description',
			name: 'audioDescription',
			type: 'string',
			default: '',
			description:
				'Sound or music to add; empty means no sound. Only some models support sound, some only at 16:9; the service says when the chosen model refuses it.',
		},
		...sourceFields('image'),
		...completionOptions,
		{
			displayName:
				'Queueing a video consumes limits (by model, quality and duration); a failed generation is refunded. The node never queues the same item twice.',
			name: 'costNotice',
			type: 'notice',
			default: '',
		},
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const catalog = await fetchVideoModels(ctx, itemIndex);
		const { value, model } = pickModel(ctx, itemIndex, catalog);
		const prompt = String(itemParameter(ctx, 'prompt', itemIndex, ''));
		const aspectRatio = String(itemParameter(ctx, 'aspectRatio', itemIndex, '1:1'));
		const quality = String(itemParameter(ctx, 'quality', itemIndex, '720p'));
		const audio = String(itemParameter(ctx, 'audioDescription', itemIndex, '')).trim();
		const duration = Number(itemParameter(ctx, 'duration', itemIndex, 0));
		const image = await readSource(ctx, itemIndex, 'image', 'upload_image');
		rejectProblems(
			ctx,
			itemIndex,
			generateProblems({
				prompt,
				model,
				modelValue: value,
				aspectRatio,
				quality,
				duration,
				imageUrl: image.url,
				imageMimeType: image.file?.mimeType,
			}),
		);
		// Durations and sound depend on the model in ways the service's documentation does not name: the service decides.
		// 0 keeps the model default, so no duration is sent at all.
		const form: IDataObject = {
			prompt: prompt.trim(),
			model: value,
			aspect_ratio: aspectRatio,
			quality,
		};
		if (duration > 0) form.duration = duration;
		if (audio) form.audio_description = audio;
		if (image.url) form.image_url = image.url;
		const reportId = await queue(ctx, itemIndex, form, image.file ? [image.file] : []);
		const items = await finish(
			ctx,
			reportId,
			{ model: value, duration_requested: duration > 0 ? duration : null },
			itemIndex,
		);
		for (const item of items) {
			const note = describeDuration(item.json);
			if (note) ctx.addExecutionHints({ message: note, type: 'warning', location: 'outputPane' });
		}
		return items;
	}
}
