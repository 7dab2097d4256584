import { catalogProfile, MINUTE, type Simulator } from '../../../simulator';
import { call, frozenSimulator, SEED } from '../helpers';

/**
 * The video tool's switches for what docs/service/tools-api.md#task-life-cycle,
 * docs/service/errors.md#tools-api-codes allow a tool to do: refuse a new task while one runs,
 * answering -32 with the running task's report_id; and a service that echoes everything it got (the
 * key too) in a finished task's `request`.
 */
describe('simulator: video tool switches', () => {
	let sim: Simulator;
	beforeEach(async () => {
		sim = await frozenSimulator();
	});
	afterEach(() => sim.close());

	const model = catalogProfile('standard').default;
	const queue = (prompt: string) =>
		call(sim, '/api/aivideo', { query: { key: SEED.paid.apiKey }, form: { prompt, model } });
	const read = (reportId: unknown) =>
		call(sim, '/api/aivideo', { query: { key: SEED.paid.apiKey, report_id: String(reportId) } });
	const settings = (body: object) => call(sim, '/__sim/video/settings', { json: body });
	const limits = () => sim.state.accountById(SEED.paid.id)!.limits;

	it('one task at a time: -32 names the running task, queues and charges nothing; after its end a task is queued', async () => {
		expect((await settings({ oneTaskAtATime: true, durationMs: MINUTE })).body).toMatchObject({
			oneTaskAtATime: true,
		});
		const first = (await queue('первая')).body;
		const before = limits();
		const refused = (await queue('вторая')).body;
		expect(refused).toMatchObject({ code: -32, report_id: first.report_id });
		expect(limits()).toBe(before);
		sim.clock.advance(MINUTE);
		expect((await read(first.report_id)).body.response.success).toBe(true);
		const second = (await queue('вторая')).body;
		expect(second.report_id).not.toBe(first.report_id);
		expect(limits()).toBeLessThan(before);
	});

	it('off by default: a second task is queued while the first runs', async () => {
		const first = (await queue('первая')).body;
		expect((await queue('вторая')).body.report_id).not.toBe(first.report_id);
	});

	it('echo: a finished task’s request holds the key and the request URL with it', async () => {
		await settings({ echoRequest: true, durationMs: 1 });
		const queued = (await queue('эхо')).body;
		sim.clock.advance(MINUTE);
		const done = (await read(queued.report_id)).body;
		expect(done.request).toMatchObject({
			prompt: 'эхо',
			key: SEED.paid.apiKey,
			url: `${sim.baseUrl}/api/aivideo?key=${SEED.paid.apiKey}`,
		});
	});
});
