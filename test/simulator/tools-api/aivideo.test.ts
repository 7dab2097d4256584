import {
	catalogProfile,
	CATALOG_PROFILES,
	HOUR,
	MINUTE,
	type CatalogProfileName,
	type Simulator,
} from '../../../simulator';
import { call, frozenSimulator, SEED } from '../helpers';

/**
 * Durations per model (docs/service/tools-api.md#generation-fields), written here from the
 * document: the roles stand for the service documentation's <model_a> … <model_d> and "all other models". Only the
 * role → value map comes from the simulator.
 */
const SPEC_DURATIONS = {
	a: { allowed: [10, 15], default: 10 },
	b: { allowed: [6, 10, 15, 30], default: 6 },
	c: { allowed: [4, 6, 8, 10], default: 10 },
	d: { allowed: [5, 8], default: 5 },
	other: { allowed: [5, 10, 15], default: 5 },
} as const;

/**
 * Exact charges, worked out by hand from the cost rule in docs/decisions-simulator-tools-api.md
 * (limits per 5 s at 720p × duration / 5) and each profile's listed base costs.
 */
const CHARGES: Record<CatalogProfileName, { dAt8s: number; cAtDefault: number }> = {
	// d: Runway Gen-4 Turbo, 20 per 5 s → 8 s = 32. c: Hailuo 02 Pro, 35 per 5 s, default 10 s → 70.
	standard: { dAt8s: 32, cAtDefault: 70 },
	// d: Pika 2.2, 18 per 5 s → 8 s = 28.8 → 29. c: Ray 2 Flash, 28 per 5 s, default 10 s → 56.
	alt: { dAt8s: 29, cAtDefault: 56 },
};

const SPEC_PLACEHOLDER = /^<?model[-_ ]?[a-e]>?$|^model-(edit|old)$/i;

describe.each(CATALOG_PROFILES)(
	// docs/service/tools-api.md#task-life-cycle, docs/service/tools-api.md#video-tool,
	// docs/service/errors.md#tools-api-codes
	'Tools API: aivideo, catalog profile %s',
	(profileName) => {
		const profile = catalogProfile(profileName);
		const role = profile.roles;
		let sim: Simulator;
		beforeEach(async () => {
			sim = await frozenSimulator({ catalog: profileName });
		});
		afterEach(() => sim.close());

		const get = (query: Record<string, string | number>) => call(sim, '/api/aivideo', { query });
		const queue = (form: Record<string, string>, key: string = SEED.paid.apiKey) =>
			call(sim, '/api/aivideo', { query: { key }, form });
		const limits = () => sim.state.accountById(SEED.paid.id)!.limits;
		const catalog = async () =>
			(await get({ key: SEED.paid.apiKey, models: 1 })).body as {
				models: Array<{ value: string; promptLength: number; isVideoEdit: boolean }>;
				default: string;
			};
		/** Queues, lets the task finish, and returns the result (the effective parameters are in `request`). */
		const finished = async (form: Record<string, string>) => {
			const { body } = await queue(form);
			expect(body).toEqual({ report_id: expect.any(Number) });
			sim.clock.advance(10 * MINUTE);
			return (await get({ key: SEED.paid.apiKey, report_id: body.report_id })).body;
		};

		it('access codes -1, -2, -51, and -100 for a free tariff', async () => {
			expect((await get({ models: 1 })).body).toEqual({ error: 'Access denied', code: -1 });
			expect((await get({ key: 'nope', models: 1 })).body).toEqual({
				error: 'Access denied',
				code: -2,
			});
			expect((await get({ key: SEED.paid.apiKey })).body).toEqual({
				error: 'No requests data',
				code: -51,
			});
			expect((await get({ key: SEED.free.apiKey, models: 1 })).body).toEqual({
				error: 'tools errors',
				code: -100,
				details: ['Данный метод доступен только платным тарифам!.'],
			});
		});

		it('catalog: values unlike the spec placeholders, depends on the tariff, no limits charged, and the control API tells the profile', async () => {
			const before = limits();
			const paid = await catalog();
			expect(paid.default).toBe(profile.default);
			expect(paid.models.map((m) => m.value)).toEqual(profile.models.map((m) => m.value));
			for (const m of paid.models) expect(m.value).not.toMatch(SPEC_PLACEHOLDER);
			expect(paid.models[0]).toEqual({
				name: expect.any(String),
				value: expect.any(String),
				promptLength: expect.any(Number),
				isVideoEdit: expect.any(Boolean),
			});
			expect(paid.models.some((m) => m.isVideoEdit)).toBe(true);
			const promo = (await get({ key: SEED.promo.apiKey, models: 1 })).body;
			expect(promo.models.length).toBeLessThan(paid.models.length);
			expect(limits()).toBe(before);
			expect((await call(sim, '/__sim/video/catalog')).body).toMatchObject({
				name: profileName,
				default: profile.default,
			});
		});

		it('queues with limits charged at queueing, polls in progress with code 50, completes, and repeated fetches are free', async () => {
			const before = limits();
			const { body } = await queue({ prompt: 'кот на пляже', model: role.d, duration: '8' });
			expect(body).toEqual({ report_id: expect.any(Number) });
			expect(before - limits()).toBe(CHARGES[profileName].dAt8s);
			sim.clock.advance(MINUTE);
			const progress = (await get({ key: SEED.paid.apiKey, report_id: body.report_id })).body;
			expect(progress).toMatchObject({
				error: 'In progress',
				code: 50,
				progress: expect.any(Number),
				time: expect.any(String),
			});
			sim.clock.advance(5 * MINUTE);
			const done = (await get({ key: SEED.paid.apiKey, report_id: body.report_id })).body;
			expect(done).toMatchObject({
				request: { prompt: 'кот на пляже', model: role.d, duration: 8 },
				response: { success: true, error: null },
				cost: CHARGES[profileName].dAt8s,
			});
			expect(done.response.data[0]).toMatch(/\/files\/video\/\d+\.mp4$/);
			expect((await get({ key: SEED.paid.apiKey, report_id: body.report_id })).body).toEqual(done);
			expect(limits()).toBe(before - CHARGES[profileName].dAt8s);
			const file = await fetch(done.response.data[0]);
			expect(file.headers.get('content-type')).toBe('video/mp4');
		});

		it('replaces an invalid duration silently with the model default and charges on it', async () => {
			const before = limits();
			const done = await finished({ prompt: 'кот', model: role.c, duration: '30' });
			expect(done.request.duration).toBe(SPEC_DURATIONS.c.default);
			expect(done.cost).toBe(CHARGES[profileName].cAtDefault);
			expect(before - limits()).toBe(CHARGES[profileName].cAtDefault);
		});

		it.each(Object.keys(SPEC_DURATIONS) as Array<keyof typeof SPEC_DURATIONS>)(
			'durations of the model playing <model_%s>: allowed ones kept, others and none give the default',
			async (r) => {
				const spec = SPEC_DURATIONS[r];
				for (const seconds of spec.allowed)
					expect(
						(await finished({ prompt: 'кот', model: role[r], duration: String(seconds) })).request
							.duration,
					).toBe(seconds);
				expect(
					(await finished({ prompt: 'кот', model: role[r], duration: '7' })).request.duration,
				).toBe(spec.default);
				expect((await finished({ prompt: 'кот', model: role[r] })).request.duration).toBe(
					spec.default,
				);
			},
		);

		it('sound: refused with the spec text for every model but two, which take it at 16:9 only', async () => {
			const accepted: string[] = [];
			for (const { value } of profile.models) {
				const { body } = await queue({
					prompt: 'кот',
					model: value,
					audio_description: 'шум моря',
					aspect_ratio: '16:9',
				});
				if (body.report_id !== undefined) {
					accepted.push(value);
					const wide = (
						await queue({
							prompt: 'кот',
							model: value,
							audio_description: 'шум моря',
							aspect_ratio: '1:1',
						})
					).body;
					expect(wide.code).toBe(-100);
				} else {
					expect(body).toMatchObject({ code: -100, error: 'tools errors' });
					expect(body.details[0]).toMatch(/^Модель .+ не поддерживает звук…$/);
				}
				sim.clock.advance(10 * MINUTE);
			}
			expect(accepted.sort()).toEqual([role.a, role.b].sort());
			expect(
				(
					await finished({
						prompt: 'кот',
						model: role.a,
						audio_description: 'шум моря',
						aspect_ratio: '16:9',
					})
				).request.audio_description,
			).toBe('шум моря');
		});

		it('counts the prompt in characters: as many emoji as the limit pass, one more is refused', async () => {
			const limited = (await catalog()).models.find((m) => m.promptLength > 0 && !m.isVideoEdit)!;
			const emoji = '🎬';
			expect(
				(await queue({ prompt: emoji.repeat(limited.promptLength), model: limited.value })).body,
			).toEqual({ report_id: expect.any(Number) });
			expect(
				(await queue({ prompt: emoji.repeat(limited.promptLength + 1), model: limited.value })).body
					.details,
			).toEqual([`Уменьшите размер запроса до ${limited.promptLength} символов, пожалуйста.`]);
			const general = (await catalog()).models.find((m) => m.promptLength === 0)!;
			expect(
				(await queue({ prompt: 'ё'.repeat(1000) + emoji.repeat(1000), model: general.value })).body,
			).toEqual({ report_id: expect.any(Number) });
		});

		it('a failed generation costs 0 and refunds the limits', async () => {
			const before = limits();
			const { body } = await queue({ prompt: 'кот [sim:fail]', model: role.d });
			expect(limits()).toBeLessThan(before);
			sim.clock.advance(10 * MINUTE);
			const failed = (await get({ key: SEED.paid.apiKey, report_id: body.report_id })).body;
			expect(failed).toMatchObject({
				response: { success: false, data: [], error: expect.any(String) },
				cost: 0,
			});
			expect(limits()).toBe(before);
		});

		it.each([
			['cancel', -106, 'The process was canceled by a user'],
			['timeout', -107, 'The process took more than 6 hours and was canceled'],
			['limits-run-out', -105, 'Limits run out'],
			['processing-error', -104, 'Processing error'],
			['unknown-status', -125, 'Processing error'],
		])('terminal outcome %s answers %i on every poll', async (outcome, code, text) => {
			const { body } = await queue({ prompt: 'кот', model: role.d });
			await call(sim, `/__sim/video/${body.report_id}/${outcome}`, { method: 'POST' });
			expect((await get({ key: SEED.paid.apiKey, report_id: body.report_id })).body).toEqual({
				error: text,
				code,
			});
			expect((await get({ key: SEED.paid.apiKey, report_id: body.report_id })).body).toEqual({
				error: text,
				code,
			});
		});

		it('cancels a task running over 6 hours with -107', async () => {
			await call(sim, '/__sim/video/settings', { json: { durationMs: 8 * HOUR } });
			const { body } = await queue({ prompt: 'кот', model: role.d });
			sim.clock.advance(6 * HOUR + MINUTE);
			expect((await get({ key: SEED.paid.apiKey, report_id: body.report_id })).body.code).toBe(
				-107,
			);
		});

		it('-4 for a report of another user; -60 above 5 parallel tasks; not enough limits with available and need', async () => {
			const { body } = await queue({ prompt: 'кот', model: role.d });
			expect((await get({ key: SEED.colleague.apiKey, report_id: body.report_id })).body).toEqual({
				error: 'Access denied',
				code: -4,
			});
			for (let i = 0; i < 4; i++) await queue({ prompt: `кот ${i}`, model: role.d });
			expect((await queue({ prompt: 'шестой', model: role.d })).body).toEqual({
				error: 'MAX_PARALLEL_TASKS_FAIL',
				code: -60,
			});
			sim.state.accountById(SEED.colleague.id)!.limits = 3;
			const poor = (await queue({ prompt: 'кот', model: role.d }, SEED.colleague.apiKey)).body;
			expect(poor).toMatchObject({ code: -81, available: 3, need: expect.any(Number) });
			expect(poor.error).toMatch(/Not enough .* limits/);
		});

		it.each([
			[{ model: role.d }, 'Введите запрос, пожалуйста.'],
			[
				{
					prompt: 'x'.repeat(2001),
					model: profile.models.find((m) => m.promptLength === 0)!.value,
				},
				'Уменьшите размер запроса до 2000 символов, пожалуйста.',
			],
			[{ prompt: 'кот', model: '' }, 'Выберите модель нейросети, пожалуйста.'],
			[{ prompt: 'кот', model: profile.disabled[0] }, 'Выбранная модель недоступна.'],
			[{ prompt: 'кот', model: 'model-d' }, 'Выбранная модель недоступна.'],
			[
				{ prompt: 'кот', model: role.d, aspect_ratio: '' },
				'Выберите соотношение сторон, пожалуйста.',
			],
			[{ prompt: 'кот', model: role.d, quality: '' }, 'Выберите качество видео, пожалуйста.'],
			[{ prompt: 'кот --ar 16:9', model: role.d }, 'Уберите из запроса параметры, пожалуйста…'],
			[
				{ prompt: 'кот https://a.example', model: role.d },
				'Уберите из запроса ссылки, пожалуйста.',
			],
			[{ prompt: 'nsfw кот', model: role.d }, 'Исправьте запрос — фильтр 18+.'],
			[
				{ prompt: 'кот', model: role.edit, tab: 'edit' },
				'Укажите ссылку на видео или загрузите файл.',
			],
			[
				{ prompt: 'кот', model: role.edit, tab: 'edit', video_url: 'https://a.example/v.gif' },
				'Недопустимый формат видео.',
			],
		])('validation case %# → -100 with its Russian text', async (form, text) => {
			const before = limits();
			const { body } = await queue(form as Record<string, string>);
			expect(body.code).toBe(-100);
			expect(body.error).toBe('tools errors');
			expect(body.details).toContain(text);
			expect(limits()).toBe(before);
		});

		it('multipart uploads: an image is accepted, a video over 10 MB is refused', async () => {
			const image = new FormData();
			image.set('prompt', 'кот');
			image.set('model', role.d);
			image.set(
				'upload_image',
				new Blob([Buffer.from([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
				'ref.png',
			);
			const ok = await call(sim, `/api/aivideo?key=${SEED.paid.apiKey}`, {
				method: 'POST',
				body: image,
			});
			expect(ok.body.report_id).toEqual(expect.any(Number));
			expect(sim.received('/api/aivideo').at(-1)!.files[0]).toMatchObject({
				field: 'upload_image',
				filename: 'ref.png',
				mimeType: 'image/png',
			});

			const video = new FormData();
			video.set('tab', 'edit');
			video.set('prompt', 'ночь');
			video.set('model', role.edit);
			video.set(
				'upload_video',
				new Blob([Buffer.alloc(10 * 1024 * 1024 + 1)], { type: 'video/mp4' }),
				'clip.mp4',
			);
			const big = await call(sim, `/api/aivideo?key=${SEED.paid.apiKey}`, {
				method: 'POST',
				body: video,
			});
			expect(big.body).toMatchObject({
				code: -100,
				details: ['Размер загруженного видео не должен превышать 10 МБ.'],
			});
		});
	},
);

describe('Tools API: the two catalog profiles differ', () => {
	it('in values, defaults, prompt limits and edit models', () => {
		const [standard, alt] = CATALOG_PROFILES.map((name) => catalogProfile(name));
		const values = (p: typeof standard) => p.models.map((m) => m.value);
		expect(values(standard).filter((v) => values(alt).includes(v))).toEqual([]);
		expect(standard.default).not.toBe(alt.default);
		expect(standard.models.map((m) => m.promptLength)).not.toEqual(
			alt.models.map((m) => m.promptLength),
		);
		expect(standard.models.filter((m) => m.isVideoEdit).length).not.toBe(
			alt.models.filter((m) => m.isVideoEdit).length,
		);
	});
});
