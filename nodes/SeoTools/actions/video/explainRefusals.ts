/**
 * The video tool refuses a task with code -100 and Russian texts in `details`
 * (docs/service/tools-api.md#video-tool). Rules the service's documentation ties to models it does not name (sound,
 * durations) are only known to the service, so its reasons are what the user sees: translated here,
 * with the original kept beside.
 */
interface Refusal {
	pattern: RegExp;
	english: (match: RegExpExecArray) => string;
}

/** Matched at the start of a text, ignoring case and the closing punctuation (the service's documentation shows some with "…"). */
const REFUSALS: Refusal[] = [
	{ pattern: /^Введите запрос/i, english: () => 'Prompt: the prompt is missing' },
	{
		pattern: /^Уменьшите размер запроса до (\d+)/i,
		english: (m) => `Prompt: at most ${m[1]} characters for this model`,
	},
	{ pattern: /^Выберите модель/i, english: () => 'Model: choose a model' },
	{
		pattern: /^Выбранная модель недоступна/i,
		english: () => 'Model: the chosen model is not available (disabled or unknown)',
	},
	{
		pattern: /^Выберите соотношение сторон/i,
		english: () => 'Aspect Ratio: choose an aspect ratio',
	},
	{ pattern: /^Выберите качество/i, english: () => 'Quality: choose a video quality' },
	{
		pattern: /^Модель\s+(.+?)\s+не поддерживает звук/i,
		english: (m) => `Audio Description: the model ${m[1]} does not support sound`,
	},
	{
		pattern: /^Уберите из запроса параметры/i,
		english: () => 'Prompt: remove parameters of the form --param',
	},
	{ pattern: /^Уберите из запроса ссылки/i, english: () => 'Prompt: remove links' },
	{
		pattern: /^Исправьте запрос.*18\+/i,
		english: () => 'Prompt: refused by the adult-content (18+) filter',
	},
	{
		pattern: /^Укажите ссылку на видео/i,
		english: () => 'Source Video: give a video link or upload a file',
	},
	{
		pattern: /^Размер загруженного видео/i,
		english: () => 'Source Video: the uploaded video must be at most 10 MB',
	},
	{
		pattern: /^Недопустимый формат видео/i,
		english: () => 'Source Video: unsupported video format',
	},
	{
		pattern: /платным тарифам/i,
		english: () => 'The video tool is available on paid tariffs only',
	},
];

/** One reason in English with the service's own text: `Quality: choose a video quality («Выберите…»)`. */
export function explainRefusal(text: string): string {
	const original = text.trim();
	for (const { pattern, english } of REFUSALS) {
		const match = pattern.exec(original);
		if (match) return `${english(match)} (service: «${original}»)`;
	}
	return `The service refused the task (its reason, in Russian: «${original}»)`;
}

/** The -100 details as English reasons; an answer without readable details gets one general reason. */
export function explainRefusals(details: unknown): string[] {
	const texts = (
		Array.isArray(details) ? details : details === undefined || details === null ? [] : [details]
	)
		.map(String)
		.filter((t) => t.trim());
	return texts.map(explainRefusal);
}

/**
 * Sound rules depend on the model and the aspect ratio, which only the service knows
 * (docs/service/tools-api.md#video-tool).
 */
export const SOUND_HINT =
	'Sound depends on the model: the service refuses it for some models and allows it on others only at aspect ratio 16:9. Try 16:9, another model from Get Models, or leave Audio Description empty.';

export const mentionsSound = (texts: string[]): boolean => texts.some((t) => /звук|sound/i.test(t));
