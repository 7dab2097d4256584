/**
 * The video tool's documented rules (spec 4.6.1), checked before anything is sent so that a bad
 * input costs nothing and the message names the field and the rule.
 */
export const ASPECT_RATIOS = ['1:1', '2:3', '3:2', '3:4', '4:3', '9:16', '16:9', 'portrait', 'landscape'];
export const QUALITIES = ['480p', '720p', '1080p', '4k'];
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'];
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const VIDEO_EXTENSIONS = ['mp4', 'mov', 'mkv', 'webm', 'avi', 'wmv', 'mpeg', 'mpg'];
export const MAX_UPLOAD_VIDEO_BYTES = 10 * 1024 * 1024;
export const GENERAL_PROMPT_LIMIT = 2000;

export interface DurationRule {
	allowed: number[];
	default: number;
}

/**
 * Durations per model. The spec names four catalog models <model_a>..<model_d> whose real values
 * carry brand names; the simulator's catalog calls them model-a..model-d. Other models: 5/10/15.
 */
export const DURATIONS: Record<string, DurationRule> = {
	'model-a': { allowed: [10, 15], default: 10 },
	'model-b': { allowed: [6, 10, 15, 30], default: 6 },
	'model-c': { allowed: [4, 6, 8, 10], default: 10 },
	'model-d': { allowed: [5, 8], default: 5 },
};
export const OTHER_DURATIONS: DurationRule = { allowed: [5, 10, 15], default: 5 };

/** The model that refuses sound, and the ones where sound works at 16:9 only. */
export const NO_AUDIO_MODELS = ['model-d'];
export const AUDIO_16_9_MODELS = ['model-a', 'model-b'];

export interface CatalogModel {
	name: string;
	value: string;
	promptLength: number;
	isVideoEdit: boolean;
}

export interface DurationChoice {
	requested: number | null;
	used: number;
	fellBack: boolean;
}

/** The service replaces an invalid duration silently with the model default; we say so. */
export function effectiveDuration(model: string, requested: number | null): DurationChoice {
	const rule = DURATIONS[model] ?? OTHER_DURATIONS;
	if (requested === null) return { requested, used: rule.default, fellBack: false };
	const ok = rule.allowed.includes(requested);
	return { requested, used: ok ? requested : rule.default, fellBack: !ok };
}

export function extensionOf(name: string): string {
	const path = name.split(/[?#]/)[0];
	const dot = path.lastIndexOf('.');
	return dot === -1 ? '' : path.slice(dot + 1).toLowerCase();
}

/** Local addresses the service refuses for image_url / video_url. */
export function isLocalAddress(url: string): boolean {
	let host: string;
	try {
		host = new URL(url).hostname.toLowerCase().replace(/^\[|\]$/g, '');
	} catch {
		return false;
	}
	return (
		host === 'localhost' ||
		host.endsWith('.localhost') ||
		host === '::1' ||
		/^127\./.test(host) ||
		/^10\./.test(host) ||
		/^192\.168\./.test(host) ||
		/^172\.(1[6-9]|2\d|3[01])\./.test(host) ||
		/^169\.254\./.test(host) ||
		host === '0.0.0.0'
	);
}

export interface PromptInput {
	prompt: string;
	model: CatalogModel | undefined;
	modelValue: string;
}

/** Problems with prompt and model, each "Field: rule". */
export function promptProblems({ prompt, model, modelValue }: PromptInput): string[] {
	const problems: string[] = [];
	if (!modelValue) problems.push('Model: choose a model');
	else if (!model) problems.push(`Model: "${modelValue}" is not in the catalog of this account`);
	const text = prompt.trim();
	if (!text) problems.push('Prompt: describe the scene');
	const limit = model?.promptLength ? model.promptLength : GENERAL_PROMPT_LIMIT;
	if (text.length > limit) problems.push(`Prompt: at most ${limit} characters for this model (now ${text.length})`);
	if (/(^|\s)--[a-z][\w-]*/i.test(text)) problems.push('Prompt: remove parameters of the form --param');
	if (/(https?:\/\/|www\.)\S+/i.test(text)) problems.push('Prompt: remove links');
	return problems;
}

export interface GenerateInput extends PromptInput {
	aspectRatio: string;
	quality: string;
	audioDescription: string | undefined;
	imageUrl: string | undefined;
	imageMimeType: string | undefined;
}

export function generateProblems(input: GenerateInput): string[] {
	const problems = promptProblems(input);
	if (!ASPECT_RATIOS.includes(input.aspectRatio)) problems.push(`Aspect Ratio: one of ${ASPECT_RATIOS.join(', ')}`);
	if (!QUALITIES.includes(input.quality)) problems.push(`Quality: one of ${QUALITIES.join(', ')}`);
	if (input.audioDescription !== undefined) {
		if (!input.audioDescription.trim()) problems.push('Audio Description: must not be empty (leave the option out for no sound)');
		else if (NO_AUDIO_MODELS.includes(input.modelValue)) problems.push(`Audio Description: the model ${input.modelValue} does not support sound`);
		else if (AUDIO_16_9_MODELS.includes(input.modelValue) && input.aspectRatio !== '16:9') {
			problems.push(`Audio Description: with the model ${input.modelValue} sound works only at aspect ratio 16:9`);
		} else if (!AUDIO_16_9_MODELS.includes(input.modelValue)) {
			problems.push(`Audio Description: sound works only with ${AUDIO_16_9_MODELS.join(' or ')} at 16:9`);
		}
	}
	if (input.imageUrl !== undefined) {
		if (!/^https?:\/\//i.test(input.imageUrl)) problems.push('Reference Image URL: must start with http:// or https://');
		else if (isLocalAddress(input.imageUrl)) problems.push('Reference Image URL: local addresses and localhost are refused by the service');
		if (!IMAGE_EXTENSIONS.includes(extensionOf(input.imageUrl))) problems.push(`Reference Image URL: the file must end in .${IMAGE_EXTENSIONS.join(', .')}`);
	}
	if (input.imageMimeType !== undefined && !IMAGE_MIME_TYPES.includes(input.imageMimeType)) {
		problems.push(`Reference Image: PNG, JPEG or WebP only (got ${input.imageMimeType || 'an unknown type'})`);
	}
	return problems;
}

export interface EditInput extends PromptInput {
	videoUrl: string | undefined;
	upload: { fileName: string; size: number } | undefined;
}

export function editProblems(input: EditInput): string[] {
	const problems = promptProblems(input);
	if (input.model && !input.model.isVideoEdit) problems.push(`Model: "${input.modelValue}" cannot edit videos; choose an edit model`);
	if (input.videoUrl === undefined && !input.upload) problems.push('Source Video: give a video URL or an input binary property');
	if (input.videoUrl !== undefined) {
		if (!/^https?:\/\//i.test(input.videoUrl)) problems.push('Source Video URL: must start with http:// or https://');
		else if (isLocalAddress(input.videoUrl)) problems.push('Source Video URL: local addresses and localhost are refused by the service');
		if (!VIDEO_EXTENSIONS.includes(extensionOf(input.videoUrl))) problems.push(`Source Video URL: the file must end in .${VIDEO_EXTENSIONS.join(', .')}`);
	}
	if (input.upload) {
		if (!VIDEO_EXTENSIONS.includes(extensionOf(input.upload.fileName))) {
			problems.push(`Source Video: unsupported format "${input.upload.fileName}" (${VIDEO_EXTENSIONS.join(', ')})`);
		}
		if (input.upload.size > MAX_UPLOAD_VIDEO_BYTES) {
			problems.push(`Source Video: at most 10 MB (the file has ${(input.upload.size / 1024 / 1024).toFixed(1)} MB)`);
		}
	}
	return problems;
}
