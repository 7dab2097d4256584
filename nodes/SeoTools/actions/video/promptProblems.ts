/**
 * The video tool's rules that hold for every model (docs/service/tools-api.md#video-tool) or come
 * from the live catalog (promptLength, isVideoEdit), checked before anything is sent so that a bad
 * input costs nothing and the message names the field and the rule. What the service's documentation ties to models it
 * does not name (durations, sound) is left to the service: its refusal is translated in
 * `explainRefusals.ts`.
 */
export const ASPECT_RATIOS = [
	'1:1',
	'2:3',
	'3:2',
	'3:4',
	'4:3',
	'9:16',
	'16:9',
	'portrait',
	'landscape',
];
export const QUALITIES = ['480p', '720p', '1080p', '4k'];
/**
 * The same values in the editor's alphabetical (collation) order, written out: sorting with
 * localeCompare at load time starts ICU's collator, 8 ms of every cold load of the package.
 * A unit test keeps them equal to the lists above.
 */
export const ASPECT_RATIO_OPTIONS = [
	'1:1',
	'16:9',
	'2:3',
	'3:2',
	'3:4',
	'4:3',
	'9:16',
	'landscape',
	'portrait',
];
export const QUALITY_OPTIONS = ['1080p', '480p', '4k', '720p'];
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'];
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const VIDEO_EXTENSIONS = ['mp4', 'mov', 'mkv', 'webm', 'avi', 'wmv', 'mpeg', 'mpg'];
export const MAX_UPLOAD_VIDEO_BYTES = 10 * 1024 * 1024;
export const GENERAL_PROMPT_LIMIT = 2000;

export interface CatalogModel {
	name: string;
	value: string;
	promptLength: number;
	isVideoEdit: boolean;
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

/** Characters as the service's documentation counts them: code points, so an emoji is one character, not two UTF-16 units. */
export const characterCount = (text: string): number => Array.from(text).length;

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
	const length = characterCount(text);
	if (length > limit)
		problems.push(`Prompt: at most ${limit} characters for this model (now ${length})`);
	if (/(^|\s)--[a-z][\w-]*/i.test(text))
		problems.push('Prompt: remove parameters of the form --param');
	if (/(https?:\/\/|www\.)\S+/i.test(text)) problems.push('Prompt: remove links');
	return problems;
}

export interface GenerateInput extends PromptInput {
	aspectRatio: string;
	quality: string;
	duration: number;
	imageUrl: string | undefined;
	imageMimeType: string | undefined;
}

export function generateProblems(input: GenerateInput): string[] {
	const problems = promptProblems(input);
	if (!ASPECT_RATIOS.includes(input.aspectRatio))
		problems.push(`Aspect Ratio: one of ${ASPECT_RATIOS.join(', ')}`);
	if (!QUALITIES.includes(input.quality)) problems.push(`Quality: one of ${QUALITIES.join(', ')}`);
	if (!Number.isInteger(input.duration) || input.duration < 0) {
		problems.push(
			`Duration (Seconds): a whole number of seconds, or 0 for the model default (got ${input.duration})`,
		);
	}
	if (input.imageUrl !== undefined) {
		if (!/^https?:\/\//i.test(input.imageUrl))
			problems.push('Reference Image URL: must start with http:// or https://');
		else if (isLocalAddress(input.imageUrl))
			problems.push(
				'Reference Image URL: local addresses and localhost are refused by the service',
			);
		if (!IMAGE_EXTENSIONS.includes(extensionOf(input.imageUrl)))
			problems.push(`Reference Image URL: the file must end in .${IMAGE_EXTENSIONS.join(', .')}`);
	}
	if (input.imageMimeType !== undefined && !IMAGE_MIME_TYPES.includes(input.imageMimeType)) {
		problems.push(
			`Reference Image: PNG, JPEG or WebP only (got ${input.imageMimeType || 'an unknown type'})`,
		);
	}
	return problems;
}

export interface EditInput extends PromptInput {
	videoUrl: string | undefined;
	upload: { fileName: string; size: number } | undefined;
}

export function editProblems(input: EditInput): string[] {
	const problems = promptProblems(input);
	if (input.model && !input.model.isVideoEdit)
		problems.push(`Model: "${input.modelValue}" cannot edit videos; choose an edit model`);
	if (input.videoUrl === undefined && !input.upload)
		problems.push('Source Video: give a video URL or an input binary property');
	if (input.videoUrl !== undefined) {
		if (!/^https?:\/\//i.test(input.videoUrl))
			problems.push('Source Video URL: must start with http:// or https://');
		else if (isLocalAddress(input.videoUrl))
			problems.push('Source Video URL: local addresses and localhost are refused by the service');
		if (!VIDEO_EXTENSIONS.includes(extensionOf(input.videoUrl)))
			problems.push(`Source Video URL: the file must end in .${VIDEO_EXTENSIONS.join(', .')}`);
	}
	if (input.upload) {
		if (!VIDEO_EXTENSIONS.includes(extensionOf(input.upload.fileName))) {
			problems.push(
				`Source Video: unsupported format "${input.upload.fileName}" (${VIDEO_EXTENSIONS.join(', ')})`,
			);
		}
		if (input.upload.size > MAX_UPLOAD_VIDEO_BYTES) {
			problems.push(
				`Source Video: at most 10 MB (the file has ${(input.upload.size / 1024 / 1024).toFixed(1)} MB)`,
			);
		}
	}
	return problems;
}
