import { NodeOperationError, type IDataObject, type IExecuteFunctions, type INodeExecutionData } from 'n8n-workflow';
import { toolsApiRequest } from '../../transport/toolsApi';
import type { FilePart } from '../../transport/multipart';
import type { OperationModule } from '../types';
import { registerTask } from '../../shared/taskRegistry';
import { fetchCatalog, type Catalog } from './catalog';
import { completionOptions, modelField, promptField } from './fields';
import { ASPECT_RATIOS, editProblems, effectiveDuration, generateProblems, QUALITIES } from './rules';
import { readSource, sourceFields } from './source';
import { downloadVideo, fetchResult, finish } from './task';
import { reserveVideoSlot } from './taskCap';

function rejectProblems(ctx: IExecuteFunctions, itemIndex: number, problems: string[]): void {
	if (!problems.length) return;
	throw new NodeOperationError(ctx.getNode(), problems[0], {
		itemIndex,
		description: problems.length > 1 ? `All problems: ${problems.join('; ')}. Nothing was sent.` : 'Nothing was sent.',
	});
}

function pickModel(ctx: IExecuteFunctions, itemIndex: number, catalog: Catalog) {
	const value = String(ctx.getNodeParameter('model', itemIndex, '')).trim() || catalog.default;
	return { value, model: catalog.models.find((m) => m.value === value) };
}

/** Queues a task: sent once, never repeated (limits are charged at queueing). */
async function queue(ctx: IExecuteFunctions, itemIndex: number, form: IDataObject, files: FilePart[]): Promise<string> {
	// Never a sixth running task because of this node (taskCap.ts).
	const slot = await reserveVideoSlot(ctx, itemIndex);
	let reportId: string | undefined;
	try {
		reportId = await queueOnce(ctx, itemIndex, form, files);
		return reportId;
	} finally {
		if (reportId === undefined) slot.abandon();
		else slot.queued(reportId);
	}
}

async function queueOnce(ctx: IExecuteFunctions, itemIndex: number, form: IDataObject, files: FilePart[]): Promise<string> {
	const answer = await toolsApiRequest(ctx, { method: 'POST', tool: 'aivideo', form, files, retry: 'never', itemIndex });
	if (answer.state === 'alreadyRunning') {
		registerTask(ctx.getWorkflow().id, ctx.getWorkflowStaticData('global'), answer.reportId);
		return answer.reportId;
	}
	const reportId = answer.state === 'done' ? answer.data.report_id : undefined;
	if (reportId === undefined || reportId === null) {
		throw new NodeOperationError(ctx.getNode(), 'The service queued nothing: its answer had no report_id', { itemIndex });
	}
	registerTask(ctx.getWorkflow().id, ctx.getWorkflowStaticData('global'), String(reportId));
	return String(reportId);
}

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
			json: { ...m, max_prompt_length: m.promptLength || 2000, is_default: m.value === catalog.default },
		}));
	},
};

export const generateVideo: OperationModule = {
	value: 'generate',
	name: 'Generate',
	action: 'Generate a video',
	description: 'Queue an AI video from a prompt. Limits are charged at queueing and refunded if generation fails; never queued twice.',
	credential: 'apiKey',
	properties: [
		modelField(false),
		promptField(false),
		{
			displayName: 'Aspect Ratio',
			name: 'aspectRatio',
			type: 'options',
			default: '1:1',
			options: ASPECT_RATIOS.map((r) => ({ name: r, value: r })).sort((a, b) => a.name.localeCompare(b.name)),
		},
		{ displayName: 'Quality', name: 'quality', type: 'options', default: '720p', options: QUALITIES.map((q) => ({ name: q, value: q })).sort((a, b) => a.name.localeCompare(b.name)) },
		{
			displayName: 'Duration (Seconds)',
			name: 'duration',
			type: 'number',
			default: 0,
			description: 'Length of the video; 0 uses the model default. A length the model does not offer is replaced by its default (the output says so).',
		},
		{
			displayName: 'Audio Description',
			name: 'audioDescription',
			type: 'string',
			default: '',
			description: 'Sound or music to add; empty means no sound. Only some models support sound, at 16:9.',
		},
		...sourceFields('image'),
		...completionOptions,
		{
			displayName: 'Queueing a video consumes limits (by model, quality and duration); a failed generation is refunded. The node never queues the same item twice.',
			name: 'costNotice',
			type: 'notice',
			default: '',
		},
	],
	async execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const catalog = await fetchCatalog(this, itemIndex);
		const { value, model } = pickModel(this, itemIndex, catalog);
		const prompt = String(this.getNodeParameter('prompt', itemIndex, ''));
		const aspectRatio = String(this.getNodeParameter('aspectRatio', itemIndex, '1:1'));
		const quality = String(this.getNodeParameter('quality', itemIndex, '720p'));
		const audio = String(this.getNodeParameter('audioDescription', itemIndex, ''));
		const image = await readSource(this, itemIndex, 'image', 'upload_image');
		rejectProblems(
			this,
			itemIndex,
			generateProblems({
				prompt,
				model,
				modelValue: value,
				aspectRatio,
				quality,
				audioDescription: audio.trim() ? audio : undefined,
				imageUrl: image.url,
				imageMimeType: image.file?.mimeType,
			}),
		);
		const requested = Number(this.getNodeParameter('duration', itemIndex, 0)) || null;
		const duration = effectiveDuration(value, requested);
		const form: IDataObject = { prompt: prompt.trim(), model: value, aspect_ratio: aspectRatio, quality, duration: duration.used };
		if (audio.trim()) form.audio_description = audio.trim();
		if (image.url) form.image_url = image.url;
		const reportId = await queue(this, itemIndex, form, image.file ? [image.file] : []);
		if (duration.fellBack) {
			this.addExecutionHints({
				message: `Duration: the model ${value} does not offer ${duration.requested} s, so the service makes a ${duration.used} s video (and charges for that).`,
				type: 'warning',
				location: 'outputPane',
			});
		}
		return await finish(
			this,
			reportId,
			{
				model: value,
				duration_requested: duration.requested,
				duration_used: duration.used,
				duration_fallback: duration.fellBack,
				...(duration.fellBack ? { duration_note: `The model ${value} does not offer ${duration.requested} s; the service uses ${duration.used} s.` } : {}),
			},
			itemIndex,
		);
	},
};

export const editVideo: OperationModule = {
	value: 'edit',
	name: 'Edit',
	action: 'Edit a video',
	description: 'Queue an edit of an existing video with an edit model. Limits are charged at queueing; never queued twice.',
	credential: 'apiKey',
	properties: [modelField(true), promptField(true), ...sourceFields('video'), ...completionOptions],
	async execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const catalog = await fetchCatalog(this, itemIndex);
		const { value, model } = pickModel(this, itemIndex, catalog);
		const prompt = String(this.getNodeParameter('prompt', itemIndex, ''));
		const video = await readSource(this, itemIndex, 'video', 'upload_video');
		rejectProblems(
			this,
			itemIndex,
			editProblems({
				prompt,
				model,
				modelValue: value,
				videoUrl: video.url || undefined,
				upload: video.file ? { fileName: video.file.fileName, size: video.file.data.length } : undefined,
			}),
		);
		const form: IDataObject = { tab: 'edit', prompt: prompt.trim(), model: value };
		if (video.url) form.video_url = video.url;
		const reportId = await queue(this, itemIndex, form, video.file ? [video.file] : []);
		return await finish(this, reportId, { model: value, mode: 'edit' }, itemIndex);
	},
};

export const getResult: OperationModule = {
	value: 'getResult',
	name: 'Get Result',
	action: 'Get the result of a video task',
	description: 'Fetch a task by report ID (free, repeatable): progress while it runs, links and cost when done',
	credential: 'apiKey',
	properties: [
		{ displayName: 'Report ID', name: 'reportId', type: 'string', default: '', required: true, description: 'The report_id returned by Generate or Edit' },
		...completionOptions,
	],
	async execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const reportId = String(this.getNodeParameter('reportId', itemIndex, '')).trim();
		if (!/^\d+$/.test(reportId)) throw new NodeOperationError(this.getNode(), `Report ID: "${reportId}" is not a report ID (a whole number)`, { itemIndex });
		const first = await fetchResult(this, reportId, itemIndex);
		if (first.finished || !this.getNodeParameter('waitForCompletion', itemIndex, false)) {
			const binary = first.finished && this.getNodeParameter('download', itemIndex, false) ? await downloadVideo(this, first.json, itemIndex) : {};
			return [{ json: first.json, ...(Object.keys(binary).length ? { binary } : {}) }];
		}
		return await finish(this, reportId, {}, itemIndex);
	},
};
