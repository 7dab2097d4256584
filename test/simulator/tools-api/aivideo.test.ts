import { HOUR, MINUTE, type Simulator } from '../../../simulator';
import { call, frozenSimulator, SEED } from '../helpers';

describe('Tools API: aivideo (spec 4.6, 4.6.1, 7.3)', () => {
	let sim: Simulator;
	beforeEach(async () => {
		sim = await frozenSimulator();
	});
	afterEach(() => sim.close());

	const get = (query: Record<string, string | number>) => call(sim, '/api/aivideo', { query });
	const queue = (form: Record<string, string>, key: string = SEED.paid.apiKey) => call(sim, '/api/aivideo', { query: { key }, form });
	const limits = () => sim.state.accountById(SEED.paid.id)!.limits;

	it('access codes -1, -2, -51, and -100 for a free tariff', async () => {
		expect((await get({ models: 1 })).body).toEqual({ error: 'Access denied', code: -1 });
		expect((await get({ key: 'nope', models: 1 })).body).toEqual({ error: 'Access denied', code: -2 });
		expect((await get({ key: SEED.paid.apiKey })).body).toEqual({ error: 'No requests data', code: -51 });
		expect((await get({ key: SEED.free.apiKey, models: 1 })).body).toEqual({ error: 'tools errors', code: -100, details: ['Данный метод доступен только платным тарифам!.'] });
	});

	it('catalog depends on the tariff; no limits charged', async () => {
		const before = limits();
		const paid = (await get({ key: SEED.paid.apiKey, models: 1 })).body;
		expect(paid.default).toBe('model-d');
		expect(paid.models.map((m: { value: string }) => m.value)).toEqual(expect.arrayContaining(['model-a', 'model-b', 'model-c', 'model-d', 'model-edit']));
		expect(paid.models[0]).toEqual({ name: expect.any(String), value: expect.any(String), promptLength: expect.any(Number), isVideoEdit: expect.any(Boolean) });
		const promo = (await get({ key: SEED.promo.apiKey, models: 1 })).body;
		expect(promo.models.length).toBeLessThan(paid.models.length);
		expect(limits()).toBe(before);
	});

	it('queues with limits charged at queueing, polls in progress with code 50, completes, and repeated fetches are free', async () => {
		const before = limits();
		const { body } = await queue({ prompt: 'кот на пляже', model: 'model-d', duration: '8' });
		expect(body).toEqual({ report_id: expect.any(Number) });
		const charged = before - limits();
		expect(charged).toBeGreaterThan(0);
		sim.clock.advance(MINUTE);
		const progress = (await get({ key: SEED.paid.apiKey, report_id: body.report_id })).body;
		expect(progress).toMatchObject({ error: 'In progress', code: 50, progress: expect.any(Number), time: expect.any(String) });
		sim.clock.advance(5 * MINUTE);
		const done = (await get({ key: SEED.paid.apiKey, report_id: body.report_id })).body;
		expect(done).toMatchObject({ request: { prompt: 'кот на пляже', model: 'model-d', duration: 8 }, response: { success: true, error: null }, cost: charged });
		expect(done.response.data[0]).toMatch(/\/files\/video\/\d+\.mp4$/);
		expect((await get({ key: SEED.paid.apiKey, report_id: body.report_id })).body).toEqual(done);
		expect(limits()).toBe(before - charged);
		const file = await fetch(done.response.data[0]);
		expect(file.headers.get('content-type')).toBe('video/mp4');
	});

	it('replaces an invalid duration silently with the model default and charges on it', async () => {
		const { body } = await queue({ prompt: 'кот', model: 'model-d', duration: '30' });
		sim.clock.advance(10 * MINUTE);
		const done = (await get({ key: SEED.paid.apiKey, report_id: body.report_id })).body;
		expect(done.request.duration).toBe(5);
	});

	it('a failed generation costs 0 and refunds the limits', async () => {
		const before = limits();
		const { body } = await queue({ prompt: 'кот [sim:fail]', model: 'model-d' });
		expect(limits()).toBeLessThan(before);
		sim.clock.advance(10 * MINUTE);
		const failed = (await get({ key: SEED.paid.apiKey, report_id: body.report_id })).body;
		expect(failed).toMatchObject({ response: { success: false, data: [], error: expect.any(String) }, cost: 0 });
		expect(limits()).toBe(before);
	});

	it.each([
		['cancel', -106, 'The process was canceled by a user'],
		['timeout', -107, 'The process took more than 6 hours and was canceled'],
		['limits-run-out', -105, 'Limits run out'],
		['processing-error', -104, 'Processing error'],
		['unknown-status', -125, 'Processing error'],
	])('terminal outcome %s answers %i on every poll', async (outcome, code, text) => {
		const { body } = await queue({ prompt: 'кот', model: 'model-d' });
		await call(sim, `/__sim/video/${body.report_id}/${outcome}`, { method: 'POST' });
		expect((await get({ key: SEED.paid.apiKey, report_id: body.report_id })).body).toEqual({ error: text, code });
		expect((await get({ key: SEED.paid.apiKey, report_id: body.report_id })).body).toEqual({ error: text, code });
	});

	it('cancels a task running over 6 hours with -107', async () => {
		await call(sim, '/__sim/video/settings', { json: { durationMs: 8 * HOUR } });
		const { body } = await queue({ prompt: 'кот', model: 'model-d' });
		sim.clock.advance(6 * HOUR + MINUTE);
		expect((await get({ key: SEED.paid.apiKey, report_id: body.report_id })).body.code).toBe(-107);
	});

	it('-4 for a report of another user; -60 above 5 parallel tasks; not enough limits with available and need', async () => {
		const { body } = await queue({ prompt: 'кот', model: 'model-d' });
		expect((await get({ key: SEED.colleague.apiKey, report_id: body.report_id })).body).toEqual({ error: 'Access denied', code: -4 });
		for (let i = 0; i < 4; i++) await queue({ prompt: `кот ${i}`, model: 'model-d' });
		expect((await queue({ prompt: 'шестой', model: 'model-d' })).body).toEqual({ error: 'MAX_PARALLEL_TASKS_FAIL', code: -60 });
		sim.state.accountById(SEED.colleague.id)!.limits = 3;
		const poor = (await queue({ prompt: 'кот', model: 'model-d' }, SEED.colleague.apiKey)).body;
		expect(poor).toMatchObject({ code: -81, available: 3, need: expect.any(Number) });
		expect(poor.error).toMatch(/Not enough .* limits/);
	});

	it.each([
		[{ model: 'model-d' }, 'Введите запрос, пожалуйста.'],
		[{ prompt: 'x'.repeat(501), model: 'model-a' }, 'Уменьшите размер запроса до 500 символов, пожалуйста.'],
		[{ prompt: 'x'.repeat(2001), model: 'model-d' }, 'Уменьшите размер запроса до 2000 символов, пожалуйста.'],
		[{ prompt: 'кот', model: '' }, 'Выберите модель нейросети, пожалуйста.'],
		[{ prompt: 'кот', model: 'model-old' }, 'Выбранная модель недоступна.'],
		[{ prompt: 'кот', model: 'model-d', aspect_ratio: '' }, 'Выберите соотношение сторон, пожалуйста.'],
		[{ prompt: 'кот', model: 'model-d', quality: '' }, 'Выберите качество видео, пожалуйста.'],
		[{ prompt: 'кот', model: 'model-d', audio_description: 'музыка' }, 'Модель Runway не поддерживает звук…'],
		[{ prompt: 'кот --ar 16:9', model: 'model-d' }, 'Уберите из запроса параметры, пожалуйста…'],
		[{ prompt: 'кот https://a.example', model: 'model-d' }, 'Уберите из запроса ссылки, пожалуйста.'],
		[{ prompt: 'nsfw кот', model: 'model-d' }, 'Исправьте запрос — фильтр 18+.'],
		[{ prompt: 'кот', model: 'model-edit', tab: 'edit' }, 'Укажите ссылку на видео или загрузите файл.'],
		[{ prompt: 'кот', model: 'model-edit', tab: 'edit', video_url: 'https://a.example/v.gif' }, 'Недопустимый формат видео.'],
	])('validation %p → -100 with its Russian text', async (form, text) => {
		const before = limits();
		const { body } = await queue(form as Record<string, string>);
		expect(body.code).toBe(-100);
		expect(body.error).toBe('tools errors');
		expect(body.details).toContain(text);
		expect(limits()).toBe(before);
	});

	it('sound works with model-a at 16:9 only', async () => {
		expect((await queue({ prompt: 'кот', model: 'model-a', audio_description: 'музыка', aspect_ratio: '1:1' })).body.code).toBe(-100);
		expect((await queue({ prompt: 'кот', model: 'model-a', audio_description: 'музыка', aspect_ratio: '16:9' })).body.report_id).toEqual(expect.any(Number));
	});

	it('multipart uploads: an image is accepted, a video over 10 MB is refused', async () => {
		const image = new FormData();
		image.set('prompt', 'кот');
		image.set('model', 'model-d');
		image.set('upload_image', new Blob([Buffer.from([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'ref.png');
		const ok = await call(sim, `/api/aivideo?key=${SEED.paid.apiKey}`, { method: 'POST', body: image });
		expect(ok.body.report_id).toEqual(expect.any(Number));
		expect(sim.received('/api/aivideo').at(-1)!.files[0]).toMatchObject({ field: 'upload_image', filename: 'ref.png', mimeType: 'image/png' });

		const video = new FormData();
		video.set('tab', 'edit');
		video.set('prompt', 'ночь');
		video.set('model', 'model-edit');
		video.set('upload_video', new Blob([Buffer.alloc(10 * 1024 * 1024 + 1)], { type: 'video/mp4' }), 'clip.mp4');
		const big = await call(sim, `/api/aivideo?key=${SEED.paid.apiKey}`, { method: 'POST', body: video });
		expect(big.body).toMatchObject({ code: -100, details: ['Размер загруженного видео не должен превышать 10 МБ.'] });
	});
});
