import type { IDataObject, INodeExecutionData } from 'n8n-workflow';
import { MINUTE } from '../../simulator';
import { clearRegistry } from '../../nodes/SeoTools/shared/taskRegistry';
import { expectNoSecrets, ProductHarness, SEED } from './helpers';

const generate = (extra: IDataObject = {}) => ({
	resource: 'video',
	operation: 'generate',
	model: 'model-d',
	prompt: 'рыжий кот на пляже на закате',
	aspectRatio: '16:9',
	quality: '720p',
	duration: 0,
	imageSource: 'none',
	...extra,
});

const binaryItem = (name: string, mimeType: string, bytes: Buffer): INodeExecutionData => ({
	json: {},
	binary: { data: { data: bytes.toString('base64'), mimeType, fileName: name } },
});

describe('Video operations against the simulator', () => {
	let h: ProductHarness;
	beforeEach(async () => {
		h = await ProductHarness.start();
	});
	afterEach(() => h.stop());

	const queued = () => h.received('/api/aivideo').filter((r) => r.method === 'POST');

	it('Get Models lists the catalog of the tariff', async () => {
		const result = await h.run({ resource: 'video', operation: 'getModels' });
		const models = result.json('Node');
		expect(models).toEqual(expect.arrayContaining([expect.objectContaining({ value: 'model-d', is_default: true, max_prompt_length: 2000 })]));
		expect(h.received('/api/aivideo')[0].query).toMatchObject({ key: SEED.paid.apiKey, models: '1' });
	});

	it('Generate queues once, with the key in the query and the fields in a form; reports the duration fallback', async () => {
		const before = h.sim.state.accountById(SEED.paid.id)!.limits;
		const result = await h.run(generate({ duration: 30 }));
		const item = result.json('Node')[0];
		expect(item).toMatchObject({ status: 'queued', model: 'model-d', duration_requested: 30, duration_used: 5, duration_fallback: true, report_id: expect.stringMatching(/^\d+$/) });
		expect(item.duration_note).toMatch(/does not offer 30 s/);
		expect(result.run.data.resultData.runData.Node[0].hints![0].message).toMatch(/makes a 5 s video/);
		expect(queued()).toHaveLength(1);
		expect(queued()[0].query).toEqual({ key: SEED.paid.apiKey });
		expect(queued()[0].form).toMatchObject({ prompt: 'рыжий кот на пляже на закате', model: 'model-d', aspect_ratio: '16:9', quality: '720p', duration: '5' });
		expect(h.sim.state.accountById(SEED.paid.id)!.limits).toBeLessThan(before);
	});

	it('checks the 4.6.1 rules before sending anything', async () => {
		const cases: Array<[IDataObject, RegExp]> = [
			[{ model: 'model-a', prompt: 'x'.repeat(501) }, /at most 500 characters/],
			[{ prompt: 'see https://a.example' }, /remove links/],
			[{ prompt: '   ' }, /describe the scene/],
			[{ audioDescription: 'музыка' }, /does not support sound/],
			[{ model: 'model-x' }, /not in the catalog/],
			[{ imageSource: 'url', imageUrl: 'http://127.0.0.1/ref.png' }, /local addresses/],
		];
		for (const [extra, message] of cases) {
			const result = await h.run(generate(extra), { continueOnFail: true });
			expect(String(result.output[0].json.error)).toMatch(message);
		}
		expect(queued()).toHaveLength(0);
	});

	it('sends a reference image from an input binary property as a multipart file', async () => {
		const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
		const result = await h.run(generate({ imageSource: 'binary', imageBinaryProperty: 'data' }), { input: [binaryItem('ref.png', 'image/png', png)] });
		expect(result.status).toBe('success');
		expect(queued()[0].files).toEqual([{ field: 'upload_image', filename: 'ref.png', mimeType: 'image/png', size: png.length }]);
	});

	it('refuses a source video over 10 MB before sending', async () => {
		const big = Buffer.alloc(10 * 1024 * 1024 + 10);
		const result = await h.run(
			{ resource: 'video', operation: 'edit', model: 'model-edit', prompt: 'сделай ночь', videoSource: 'binary', videoBinaryProperty: 'data' },
			{ input: [binaryItem('clip.mp4', 'video/mp4', big)], continueOnFail: true },
		);
		expect(String(result.output[0].json.error)).toMatch(/at most 10 MB/);
		expect(queued()).toHaveLength(0);
	});

	it('Edit queues with tab=edit and a video URL', async () => {
		const result = await h.run({ resource: 'video', operation: 'edit', model: 'model-edit', prompt: 'сделай ночь', videoSource: 'url', videoUrl: 'https://cdn.example/clip.mp4' });
		expect(result.json('Node')[0]).toMatchObject({ status: 'queued', mode: 'edit' });
		expect(queued()[0].form).toMatchObject({ tab: 'edit', model: 'model-edit', video_url: 'https://cdn.example/clip.mp4' });
	});

	it('never queues twice: a failed queueing request is not repeated', async () => {
		h.sim.setFault({ route: '/api/aivideo', method: 'POST', kind: 'status', status: 502 });
		const result = await h.run(generate(), { continueOnFail: true });
		expect(queued()).toHaveLength(1);
		expect(String(result.output[0].json.description)).toMatch(/not repeated automatically/);
	});

	it('Get Result: progress while running, then a failed task with its refund', async () => {
		const report = String((await h.run(generate({ prompt: 'кот [sim:fail]' }))).json('Node')[0].report_id);
		h.sim.clock.advance(MINUTE);
		const running = await h.run({ resource: 'video', operation: 'getResult', reportId: report });
		expect(running.json('Node')[0]).toMatchObject({ report_id: report, status: 'in_progress', progress: expect.any(Number) });
		h.sim.clock.advance(10 * MINUTE);
		const failed = await h.run({ resource: 'video', operation: 'getResult', reportId: report });
		expect(failed.json('Node')[0]).toMatchObject({ status: 'failed', success: false, cost: 0, refunded: true, links: [] });
	});

	it('Get Result surfaces a canceled task as a node error with the service code', async () => {
		const report = String((await h.run(generate())).json('Node')[0].report_id);
		await fetch(`${h.sim.baseUrl}/__sim/video/${report}/cancel`, { method: 'POST' });
		const result = await h.run({ resource: 'video', operation: 'getResult', reportId: report });
		expect(result.error('Node')!.message).toMatch(/The process was canceled by a user \(code -106\)/);
		expectNoSecrets(result.serialized());
	});

	it('Generate waits for completion (polling no faster than every 10 s) and downloads the video', async () => {
		await fetch(`${h.sim.baseUrl}/__sim/video/settings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ durationMs: 1 }) });
		const started = Date.now();
		// The simulator's clock is frozen: let the task's virtual minute pass while the node sleeps.
		const tick = setTimeout(() => h.sim.clock.advance(MINUTE), 2000);
		const result = await h.run(generate({ waitForCompletion: true, pollInterval: 10, waitTimeout: 2, download: true, binaryPropertyName: 'video' }));
		clearTimeout(tick);
		expect(Date.now() - started).toBeGreaterThanOrEqual(10_000);
		const [item] = result.output;
		expect(item.json).toMatchObject({ status: 'done', success: true, cost: expect.any(Number) });
		expect(item.binary?.video).toMatchObject({ mimeType: 'video/mp4', fileName: expect.stringMatching(/\.mp4$/) });
		const polls = h.received('/api/aivideo').filter((r) => r.method === 'GET' && r.query.report_id);
		expect(polls).toHaveLength(1);
		expect(queued()).toHaveLength(1);
	}, 30_000);
});

describe('SEO Tools Trigger: Video Task Finished', () => {
	let h: ProductHarness;
	beforeEach(async () => {
		h = await ProductHarness.start();
	});
	afterEach(() => h.stop());

	it('watches tasks queued in the same workflow; each ending fires once, including a failure and a cancel', async () => {
		const workflowStatic: IDataObject = {};
		const params = { event: 'videoTaskFinished', watchQueued: true, reportIds: '' };
		expect(await h.poll(params, workflowStatic)).toBeNull();

		const ids: string[] = [];
		for (const prompt of ['кот', 'кот [sim:fail]', 'собака']) {
			ids.push(String((await h.run(generate({ prompt }), { staticData: workflowStatic })).json('Node')[0].report_id));
		}
		expect(await h.poll(params, workflowStatic)).toBeNull(); // all still in progress (code 50)

		await fetch(`${h.sim.baseUrl}/__sim/video/${ids[2]}/cancel`, { method: 'POST' });
		h.sim.clock.advance(10 * MINUTE);
		const fired = (await h.poll(params, workflowStatic))![0].map((i) => i.json);
		expect(fired.map((e) => [e.report_id, e.status])).toEqual([
			[ids[0], 'done'],
			[ids[1], 'failed'],
			[ids[2], 'canceled'],
		]);
		expect(fired[0].links).toHaveLength(1);
		expect(fired[1]).toMatchObject({ cost: 0, refunded: true });
		expect(fired[2]).toMatchObject({ code: -106 });
		expect(await h.poll(params, workflowStatic)).toBeNull();
	});

	it('reads tasks from workflow static data when this process did not queue them', async () => {
		const workflowStatic: IDataObject = {};
		const params = { event: 'videoTaskFinished', watchQueued: true, reportIds: '' };
		await h.poll(params, workflowStatic);
		const id = String((await h.run(generate(), { staticData: workflowStatic })).json('Node')[0].report_id);
		clearRegistry();
		h.sim.clock.advance(10 * MINUTE);
		expect((await h.poll(params, workflowStatic))![0][0].json).toMatchObject({ report_id: id, status: 'done' });
	});

	it('watches listed report IDs; an unreadable task does not lose the others', async () => {
		const id = String((await h.run(generate())).json('Node')[0].report_id);
		const other = String((await h.run(generate(), { apiKey: SEED.colleague.apiKey })).json('Node')[0].report_id);
		const params = { event: 'videoTaskFinished', watchQueued: false, reportIds: `${other}, ${id}` };
		const staticData: IDataObject = {};
		expect(await h.poll(params, staticData)).toBeNull();
		h.sim.clock.advance(10 * MINUTE);
		const fired = (await h.poll(params, staticData))![0].map((i) => i.json);
		expect(fired).toEqual([expect.objectContaining({ report_id: id, status: 'done' })]);
	});
});
