import {
	explainRefusal,
	explainRefusals,
} from '../../../../nodes/SeoTools/actions/video/explainRefusals';

// docs/service/tools-api.md#validation
describe('video refusals', () => {
	it('translates every -100 text of the spec into English and keeps the original', () => {
		const texts: Array<[string, string]> = [
			['Введите запрос, пожалуйста.', 'Prompt: the prompt is missing'],
			[
				'Уменьшите размер запроса до 750 символов, пожалуйста.',
				'Prompt: at most 750 characters for this model',
			],
			['Выберите модель нейросети, пожалуйста.', 'Model: choose a model'],
			[
				'Выбранная модель недоступна.',
				'Model: the chosen model is not available (disabled or unknown)',
			],
			['Выберите соотношение сторон, пожалуйста.', 'Aspect Ratio: choose an aspect ratio'],
			['Выберите качество видео, пожалуйста.', 'Quality: choose a video quality'],
			[
				'Модель Runway не поддерживает звук…',
				'Audio Description: the model Runway does not support sound',
			],
			[
				'Модель Some Brand 3 не поддерживает звук.',
				'Audio Description: the model Some Brand 3 does not support sound',
			],
			[
				'Уберите из запроса параметры, пожалуйста…',
				'Prompt: remove parameters of the form --param',
			],
			['Уберите из запроса ссылки, пожалуйста.', 'Prompt: remove links'],
			['Исправьте запрос — фильтр 18+.', 'Prompt: refused by the adult-content (18+) filter'],
			[
				'Укажите ссылку на видео или загрузите файл.',
				'Source Video: give a video link or upload a file',
			],
			[
				'Размер загруженного видео не должен превышать 10 МБ.',
				'Source Video: the uploaded video must be at most 10 MB',
			],
			['Недопустимый формат видео.', 'Source Video: unsupported video format'],
			[
				'Данный метод доступен только платным тарифам!.',
				'The video tool is available on paid tariffs only',
			],
		];
		for (const [russian, english] of texts)
			expect(explainRefusal(russian)).toBe(`${english} (service: «${russian}»)`);
		expect(explainRefusal('Что-то новое.')).toBe(
			'The service refused the task (its reason, in Russian: «Что-то новое.»)',
		);
		expect(explainRefusals(['Выберите качество видео, пожалуйста.', ' '])).toHaveLength(1);
		expect(explainRefusals(undefined)).toEqual([]);
	});
});
