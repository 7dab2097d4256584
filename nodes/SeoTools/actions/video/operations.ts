import { NodeOperationError, type IDataObject, type IExecuteFunctions, type INodeExecutionData } from 'n8n-workflow';
import { toolsApiRequest } from '../../transport/toolsApi';
import { apiKeyCredential } from '../../transport/credentials';
import { serviceError } from '../../transport/errors';
import type { FilePart } from '../../transport/multipart';
import type { OperationModule } from '../types';
import { registerTask } from '../../shared/taskRegistry';
import { fetchCatalog, type Catalog } from './catalog';
import { completionOptions, modelField, promptField } from './fields';
import { describeDuration } from './result';
import { explainRefusals, mentionsSound, SOUND_HINT } from './refusals';
import { ASPECT_RATIOS, editProblems, generateProblems, QUALITIES } from './rules';
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

/** A refused task: the service's reasons (code -100 details) in English, each with its original text. */
async function refusedTask(ctx: IExecuteFunctions, itemIndex: number, code: number, message: string, details: IDataObject = {}) {
	const reasons = code === -100 ? explainRefusals(details.details) : [];
	const { apiKey } = await apiKeyCredential(ctx, itemIndex);
	return serviceError(ctx.getNode(), {
		surface: 'tools',
		code,
		message: reasons[0] ?? message,
		details: reasons.length > 1 ? `all reasons: ${reasons.join('; ')}` : Object.keys(details).length && !reasons.length ? details : undefined,
		hint: reasons.length ? `${mentionsSound(reasons) ? SOUND_HINT : 'The service refused the task parameters.'} Nothing was queued and no limits were charged.` : undefined,
		itemIndex,
		secrets: [apiKey],
	});
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
	const answer = await toolsApiRequest(ctx, { method: 'POST', tool: 'aivideo', form, files, retry: 'never', itemIndex, returnErrors: true });
	if (answer.state === 'error') throw await refusedTask(ctx, itemIndex, answer.code, answer.message, answer.details);
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
			description:
				'Length of the video in seconds; 0 sends none and the model default applies. Each model offers its own lengths and the service replaces one it does not offer by the model default (and charges for that); the finished result says which length was made.',
		},
		{
			displayName: 'Audio Description',
			name: 'audioDescription',
			type: 'string',
			default: '',
			description: 'Sound or music to add; empty means no sound. Only some models support sound, some only at 16:9; the service says when the chosen model refuses it.',
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
		const audio = String(this.getNodeParameter('audioDescription', itemIndex, '')).trim();
		const duration = Number(this.getNodeParameter('duration', itemIndex, 0));
		const image = await readSource(this, itemIndex, 'image', 'upload_image');
		rejectProblems(
			this,
			itemIndex,
			generateProblems({ prompt, model, modelValue: value, aspectRatio, quality, duration, imageUrl: image.url, imageMimeType: image.file?.mimeType }),
		);
		// Durations and sound depend on the model in ways the spec does not name: the service decides.
		// 0 keeps the model default, so no duration is sent at all.
		const form: IDataObject = { prompt: prompt.trim(), model: value, aspect_ratio: aspectRatio, quality };
		if (duration > 0) form.duration = duration;
		if (audio) form.audio_description = audio;
		if (image.url) form.image_url = image.url;
		const reportId = await queue(this, itemIndex, form, image.file ? [image.file] : []);
		const items = await finish(this, reportId, { model: value, duration_requested: duration > 0 ? duration : null }, itemIndex);
		for (const item of items) {
			const note = describeDuration(item.json);
			if (note) this.addExecutionHints({ message: note, type: 'warning', location: 'outputPane' });
		}
		return items;
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
