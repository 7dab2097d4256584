import type { IDataObject } from 'n8n-workflow';
import { idsAsNumbers } from '../../nodes/SeoTools/shared/numericIds';
import { readableDiff } from '../../nodes/SeoTools/shared/robotsDiff';
import { readParseMessage } from '../../nodes/SeoTools/actions/project/runPositionCheck.operation';
import { summarizeUptime } from '../../nodes/SeoTools/shared/uptimeSummary';
import {
	ASPECT_RATIO_OPTIONS,
	ASPECT_RATIOS,
	characterCount,
	editProblems,
	generateProblems,
	isLocalAddress,
	QUALITIES,
	QUALITY_OPTIONS,
	type CatalogModel,
} from '../../nodes/SeoTools/actions/video/rules';
import { explainRefusal, explainRefusals } from '../../nodes/SeoTools/actions/video/refusals';
import { describeDuration, resultJson } from '../../nodes/SeoTools/shared/video/result';
import { chunk, splitLines } from '../../nodes/SeoTools/shared/lists';
import { parseProjectId } from '../../nodes/SeoTools/shared/project';
import { buildMultipart } from '../../nodes/SeoTools/transport/multipart';
import { redact, redactDeep } from '../../nodes/SeoTools/transport/redact';
import { isFresh, sessionFromPair } from '../../nodes/SeoTools/transport/jwt/session';
import { parseMultipart } from '../../simulator/core/request';

describe('redact', () => {
	it('removes secrets, their URL-encoded form and token/key query values', () => {
		expect(redact('x sim-key+1 y', ['sim-key+1'])).toBe('x [redacted] y');
		expect(redact('GET /a?token=abc&x=1 and ?key=zzz', [])).toBe(
			'GET /a?token=[redacted]&x=1 and ?key=[redacted]',
		);
		expect(redact('q=sim-key%2B1', ['sim-key+1'])).toBe('q=[redacted]');
		expect(redactDeep({ a: ['secret-1'], b: { c: 'secret-1!' } }, ['secret-1'])).toEqual({
			a: ['[redacted]'],
			b: { c: '[redacted]!' },
		});
	});
});

describe('project references', () => {
	it.each([
		['101', 101],
		[' 42 ', 42],
		['https://seo-tools.example/projects/205/positions', 205],
		['https://seo-tools.example/project/7', 7],
		['https://x.example/app?project_id=33&tab=1', 33],
		[{ __rl: true, mode: 'id', value: '9' }, 9],
		['shop', undefined],
		['', undefined],
	])('%p → %p', (input, expected) => {
		expect(parseProjectId(input)).toBe(expected);
	});
});

describe('lists', () => {
	it('splits lines and chunks', () => {
		expect(splitLines(' a \n\n b\r\nc ')).toEqual(['a', 'b', 'c']);
		expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
	});
});

describe('robots diff', () => {
	it('turns the inverted old/new into added/removed', () => {
		expect(readableDiff({ old: ['Disallow: /search'], new: ['Disallow: /tmp'] })).toEqual({
			lines_added: ['Disallow: /search'],
			lines_removed: ['Disallow: /tmp'],
			changed: true,
			diff: '+ Disallow: /search\n- Disallow: /tmp',
		});
		expect(readableDiff({ old: [], new: [] })).toMatchObject({ changed: false, diff: '' });
	});
});

describe('uptime summary', () => {
	it('averages checked intervals and counts missing and bot-blocked ones', () => {
		const summary = summarizeUptime([
			{ date: 'a', percent: 100, bot_blocked: false },
			{ date: 'b', percent: 33.33, bot_blocked: true },
			{ date: 'c', percent: null, bot_blocked: null },
		]);
		expect(summary.mean_percent).toBeCloseTo(66.67, 1);
		expect(summary).toMatchObject({
			intervals: 3,
			checked_intervals: 2,
			missing_intervals: 1,
			min_percent: 33.33,
			bot_blocked_intervals: 1,
			bot_blocked_dates: ['b'],
		});
	});
});

describe('position check message', () => {
	it('recognises an open update by its date', () => {
		expect(readParseMessage('Update already in progress since 2026-11-20 06:00:00')).toMatchObject({
			queued: false,
			open_update: true,
			open_update_started: '2026-11-20 06:00:00',
		});
		expect(readParseMessage('Project queries were queued for a position check')).toMatchObject({
			queued: true,
			open_update_started: null,
		});
	});
});

describe('video option lists', () => {
	it('lists every allowed value once, in alphabetical (collation) order for the editor', () => {
		const collated = (values: string[]) => [...values].sort((a, b) => a.localeCompare(b));
		expect(ASPECT_RATIO_OPTIONS).toEqual(collated(ASPECT_RATIOS));
		expect(QUALITY_OPTIONS).toEqual(collated(QUALITIES));
	});
});

// docs/service/tools-api.md#video-tool
describe('video rules', () => {
	// Catalog entries as a live catalog could give them: the rules read promptLength and isVideoEdit, never the value.
	const general: CatalogModel = {
		name: 'Studio One',
		value: 'studio-one',
		promptLength: 0,
		isVideoEdit: false,
	};
	const short: CatalogModel = {
		name: 'Studio Short',
		value: 'studio-short',
		promptLength: 500,
		isVideoEdit: false,
	};
	const editor: CatalogModel = {
		name: 'Studio Edit',
		value: 'studio-edit',
		promptLength: 0,
		isVideoEdit: true,
	};
	const base = {
		aspectRatio: '1:1',
		quality: '720p',
		duration: 0,
		imageUrl: undefined,
		imageMimeType: undefined,
	};
	const of = (model: CatalogModel) => ({ model, modelValue: model.value });

	it('checks prompt length per catalog model, links, parameters, model, ratio, quality and duration', () => {
		expect(generateProblems({ ...base, prompt: 'a cat', ...of(general) })).toEqual([]);
		expect(generateProblems({ ...base, prompt: 'x'.repeat(501), ...of(short) })[0]).toMatch(
			/at most 500/,
		);
		expect(generateProblems({ ...base, prompt: 'x'.repeat(500), ...of(short) })).toEqual([]);
		expect(generateProblems({ ...base, prompt: 'x'.repeat(2001), ...of(general) })[0]).toMatch(
			/at most 2000/,
		);
		expect(
			generateProblems({ ...base, prompt: 'see https://a.example', ...of(general) }),
		).toContain('Prompt: remove links');
		expect(generateProblems({ ...base, prompt: 'cat --ar 16:9', ...of(general) })).toContain(
			'Prompt: remove parameters of the form --param',
		);
		expect(
			generateProblems({ ...base, prompt: 'cat', model: undefined, modelValue: 'nope' })[0],
		).toMatch(/not in the catalog/);
		expect(
			generateProblems({
				...base,
				prompt: 'cat',
				...of(general),
				aspectRatio: '5:4',
				quality: '8k',
			}),
		).toHaveLength(2);
		expect(generateProblems({ ...base, prompt: 'cat', ...of(general), duration: 7 })).toEqual([]);
		expect(generateProblems({ ...base, prompt: 'cat', ...of(general), duration: 2.5 })[0]).toMatch(
			/Duration \(Seconds\): a whole number/,
		);
		expect(generateProblems({ ...base, prompt: 'cat', ...of(general), duration: -5 })[0]).toMatch(
			/Duration/,
		);
	});

	it('counts the prompt in characters (code points), not UTF-16 units', () => {
		const emoji = '🎬'.repeat(400);
		expect(emoji.length).toBe(800);
		expect(characterCount(emoji)).toBe(400);
		expect(generateProblems({ ...base, prompt: emoji, ...of(short) })).toEqual([]);
		expect(generateProblems({ ...base, prompt: '🎬'.repeat(501), ...of(short) })[0]).toBe(
			'Prompt: at most 500 characters for this model (now 501)',
		);
	});

	it('leaves sound to the service and checks the reference image rules', () => {
		expect(
			generateProblems({
				...base,
				prompt: 'cat',
				...of(general),
				imageUrl: 'http://localhost/a.png',
			})[0],
		).toMatch(/local addresses/);
		expect(
			generateProblems({
				...base,
				prompt: 'cat',
				...of(general),
				imageUrl: 'https://a.example/a.gif',
			})[0],
		).toMatch(/must end in/);
		expect(
			generateProblems({ ...base, prompt: 'cat', ...of(general), imageMimeType: 'image/gif' })[0],
		).toMatch(/PNG, JPEG or WebP/);
		expect(isLocalAddress('http://192.168.1.5/x.png')).toBe(true);
		expect(isLocalAddress('https://cdn.example/x.png')).toBe(false);
	});

	it('checks edit mode rules', () => {
		const edit = { prompt: 'make it night', ...of(editor) };
		expect(editProblems({ ...edit, videoUrl: undefined, upload: undefined })[0]).toMatch(
			/give a video URL/,
		);
		expect(
			editProblems({ ...edit, videoUrl: 'https://a.example/v.mp4', upload: undefined }),
		).toEqual([]);
		expect(
			editProblems({
				...edit,
				videoUrl: undefined,
				upload: { fileName: 'v.mp4', size: 11 * 1024 * 1024 },
			})[0],
		).toMatch(/at most 10 MB/);
		expect(
			editProblems({ ...edit, videoUrl: undefined, upload: { fileName: 'v.gif', size: 10 } })[0],
		).toMatch(/unsupported format/);
		expect(
			editProblems({
				...edit,
				...of(general),
				videoUrl: 'https://a.example/v.mp4',
				upload: undefined,
			})[0],
		).toMatch(/cannot edit/);
	});

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

	it('reports the duration and cost from the answer and marks a replaced duration', () => {
		const done = resultJson('7', {
			request: { duration: '10' },
			response: { success: true, data: ['https://x/v.mp4'], error: null },
			cost: '70',
			time: 't',
		});
		expect(done).toMatchObject({ duration_used: 10, cost: 70, success: true });
		const replaced: IDataObject = { model: 'studio-one', duration_requested: 30, ...done };
		expect(describeDuration(replaced)).toBe(
			'The model studio-one does not offer 30 s: the service used 10 s and charged 70 limits for it.',
		);
		expect(replaced.duration_replaced).toBe(true);
		const kept: IDataObject = { model: 'studio-one', duration_requested: null, ...done };
		expect(describeDuration(kept)).toBeUndefined();
		expect(kept.duration_replaced).toBe(false);
		expect(resultJson('8', { response: { success: true, data: [] } })).toMatchObject({
			duration_used: null,
			cost: null,
		});
		expect(
			describeDuration({ model: 'studio-one', duration_requested: 30, status: 'queued' }),
		).toBeUndefined();
	});
});

describe('JWT session lifetime', () => {
	it('uses valid - dt as the lifetime, whatever the clocks', () => {
		const session = sessionFromPair(
			{ jwt_token: 'a', refresh_token: 'r', valid: '2026-11-20 10:00:00' },
			'2026-11-20 09:00:00',
			1_000_000,
		);
		expect(session.accessExpiresAt).toBe(1_000_000 + 3_600_000);
		expect(isFresh(session, 1_000_000 + 3_500_000)).toBe(true);
		expect(isFresh(session, 1_000_000 + 3_550_000)).toBe(false);
	});
});

describe('multipart', () => {
	it('round-trips fields and files through the simulator parser', () => {
		const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]);
		const { body, contentType } = buildMultipart(
			{ prompt: 'кот "в" сапогах', model: 'studio-one' },
			[{ field: 'upload_image', fileName: 'ref.png', mimeType: 'image/png', data: png }],
		);
		const boundary = /boundary=(.+)$/.exec(contentType)![1];
		const parsed = parseMultipart(body, boundary);
		expect(parsed.form).toEqual({ prompt: 'кот "в" сапогах', model: 'studio-one' });
		expect(parsed.files[0]).toMatchObject({
			field: 'upload_image',
			filename: 'ref.png',
			mimeType: 'image/png',
			size: png.length,
		});
		expect(parsed.files[0].data.equals(png)).toBe(true);
	});
});

describe('IDs as Numbers', () => {
	it('turns digit-string ids into numbers at any depth and leaves other text alone', () => {
		const converted = idsAsNumbers({
			id: '101',
			project_id: '7',
			name: '2026',
			groups: [{ group_id: '12', phrase: '123' }],
			report_id: 'abc',
			date: '2026-11-01',
		});
		expect(converted).toEqual({
			id: 101,
			project_id: 7,
			name: '2026',
			groups: [{ group_id: 12, phrase: '123' }],
			report_id: 'abc',
			date: '2026-11-01',
		});
	});
});
