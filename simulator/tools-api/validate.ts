import type { UploadedFile } from '../core/request';
import { catalogFor, type CatalogProfile, type VideoModel } from './catalog';
import { ADULT_WORDS, TEXT } from './messages';
import type { Tariff } from '../core/model';

export const RATIOS = ['1:1', '2:3', '3:2', '3:4', '4:3', '9:16', '16:9', 'portrait', 'landscape'];
export const QUALITIES = ['480p', '720p', '1080p', '4k'];
const IMAGE_EXT = ['png', 'jpg', 'jpeg', 'webp'];
const IMAGE_MIME = ['image/png', 'image/jpeg', 'image/webp'];
const VIDEO_EXT = ['mp4', 'mov', 'mkv', 'webm', 'avi', 'wmv', 'mpeg', 'mpg'];
export const MAX_VIDEO_BYTES = 10 * 1024 * 1024;

export interface TaskRequest {
	mode: 'generate' | 'edit';
	prompt: string;
	model: VideoModel;
	aspect_ratio: string;
	quality: string;
	duration: number;
	audio_description?: string;
	image_url?: string;
	video_url?: string;
	upload?: { field: string; filename: string; size: number };
}

const ext = (name: string) => (name.split(/[?#]/)[0].split('.').pop() ?? '').toLowerCase();

function isLocal(url: string): boolean {
	try {
		const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
		return (
			host === 'localhost' ||
			host.endsWith('.localhost') ||
			host === '::1' ||
			/^(127\.|10\.|192\.168\.|169\.254\.|0\.0\.0\.0)/.test(host) ||
			/^172\.(1[6-9]|2\d|3[01])\./.test(host)
		);
	} catch {
		return true;
	}
}

/**
 * docs/service/tools-api.md#video-tool counts the prompt in characters: code points, so an emoji is
 * one (not two UTF-16 units).
 */
export const characterCount = (text: string): number => Array.from(text).length;

/** Every 4.6.1 rule; returns the effective task or the Russian reasons for code -100. */
export function validateTask(
	fields: Record<string, string | undefined>,
	files: UploadedFile[],
	tariff: Tariff,
	profile: CatalogProfile,
): { task?: TaskRequest; details: string[] } {
	const details: string[] = [];
	const edit = fields.tab === 'edit';
	const prompt = (fields.prompt ?? '').trim();
	if (!prompt) details.push(TEXT.promptMissing);

	const modelValue = fields.model === undefined ? profile.default : fields.model.trim();
	const model = catalogFor(profile, tariff).find((m) => m.value === modelValue);
	if (!modelValue) details.push(TEXT.modelMissing);
	else if (!model || profile.disabled.includes(modelValue)) details.push(TEXT.modelUnavailable);

	if (model) {
		const limit = model.promptLength || 2000;
		if (characterCount(prompt) > limit) details.push(TEXT.promptTooLong(limit));
	}
	if (/(^|\s)--[a-z][\w-]*/i.test(prompt)) details.push(TEXT.params);
	if (/(https?:\/\/|www\.)\S+/i.test(prompt)) details.push(TEXT.links);
	if (ADULT_WORDS.some((w) => prompt.toLowerCase().includes(w))) details.push(TEXT.adult);

	const ratio = fields.aspect_ratio === undefined ? '1:1' : fields.aspect_ratio.trim();
	if (!RATIOS.includes(ratio)) details.push(TEXT.ratioMissing);
	const quality = fields.quality === undefined ? '720p' : fields.quality.trim();
	if (!QUALITIES.includes(quality)) details.push(TEXT.qualityMissing);

	const task: Partial<TaskRequest> = {
		mode: edit ? 'edit' : 'generate',
		prompt,
		model,
		aspect_ratio: ratio,
		quality,
	};
	if (edit) {
		if (model && !model.isVideoEdit) details.push(TEXT.editModel);
		const upload = files.find((f) => f.field === 'upload_video');
		const url = fields.video_url?.trim();
		if (!upload && !url) details.push(TEXT.videoSource);
		if (url && (!VIDEO_EXT.includes(ext(url)) || isLocal(url))) details.push(TEXT.videoFormat);
		if (upload) {
			if (upload.size > MAX_VIDEO_BYTES) details.push(TEXT.videoTooLarge);
			if (!VIDEO_EXT.includes(ext(upload.filename))) details.push(TEXT.videoFormat);
			task.upload = { field: upload.field, filename: upload.filename, size: upload.size };
		}
		if (url) task.video_url = url;
	} else {
		if (fields.audio_description !== undefined) {
			if (!fields.audio_description.trim()) details.push(TEXT.audioEmpty);
			else if (model?.sound === 'refused') details.push(TEXT.noSound(model.brand));
			else if (model?.sound === 'at16:9' && ratio !== '16:9') details.push(TEXT.soundWideOnly);
			else task.audio_description = fields.audio_description.trim();
		}
		const imageUrl = fields.image_url?.trim();
		// "The resource must answer 200": the simulator makes no requests; paths with /missing do not.
		if (
			imageUrl &&
			(!/^https?:\/\//i.test(imageUrl) ||
				!IMAGE_EXT.includes(ext(imageUrl)) ||
				isLocal(imageUrl) ||
				imageUrl.includes('/missing'))
		) {
			details.push(TEXT.imageInvalid);
		}
		if (imageUrl) task.image_url = imageUrl;
		const image = files.find((f) => f.field === 'upload_image');
		if (image) {
			if (!IMAGE_MIME.includes(image.mimeType.toLowerCase())) details.push(TEXT.imageFormat);
			task.upload = { field: image.field, filename: image.filename, size: image.size };
		}
	}
	if (details.length || !model) return { details };
	// An invalid duration is replaced silently by the model default
	// (docs/service/tools-api.md#video-tool).
	const requested = Number(fields.duration);
	task.duration = model.durations.allowed.includes(requested) ? requested : model.durations.default;
	return { task: task as TaskRequest, details };
}
