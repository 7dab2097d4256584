/**
 * Texts of the video tool's validation errors (docs/service/tools-api.md#video-tool; the ones
 * marked "chosen" are not shown there).
 */
export const TEXT = {
	promptMissing: 'Введите запрос, пожалуйста.',
	promptTooLong: (n: number) => `Уменьшите размер запроса до ${n} символов, пожалуйста.`,
	modelMissing: 'Выберите модель нейросети, пожалуйста.',
	modelUnavailable: 'Выбранная модель недоступна.',
	ratioMissing: 'Выберите соотношение сторон, пожалуйста.',
	qualityMissing: 'Выберите качество видео, пожалуйста.',
	/** Spec: "Модель Runway не поддерживает звук…", the model name being a brand. */
	noSound: (brand: string) => `Модель ${brand} не поддерживает звук…`,
	soundWideOnly: 'Звук доступен только при соотношении сторон 16:9.', // chosen
	audioEmpty: 'Опишите звук, пожалуйста.', // chosen
	params: 'Уберите из запроса параметры, пожалуйста…',
	links: 'Уберите из запроса ссылки, пожалуйста.',
	adult: 'Исправьте запрос — фильтр 18+.',
	imageInvalid: 'Недопустимая ссылка на изображение.', // chosen
	imageFormat: 'Недопустимый формат изображения.', // chosen
	editModel: 'Выбранная модель не умеет редактировать видео.', // chosen
	videoSource: 'Укажите ссылку на видео или загрузите файл.',
	videoTooLarge: 'Размер загруженного видео не должен превышать 10 МБ.',
	videoFormat: 'Недопустимый формат видео.',
	paidOnly: 'Данный метод доступен только платным тарифам!.',
} as const;

/** A small deterministic stand-in for the service's adult-content filter (chosen). */
export const ADULT_WORDS = ['18+', 'nsfw', 'порно', 'эротика', 'nude'];
