import type { IDataObject } from 'n8n-workflow';
import { MIN_POLL_SECONDS } from '../../../nodes/SeoTools/actions/video/waitForVideo';
import { generateVideo, numberedItems } from '../helpers';
import { REFUSALS, startRefusalServer, type RefusalServer } from './httpRefusalServer';
import { useHarness } from './useHarness';

/**
 * The exactly-once rules of the project API and the tools API against a second server
 * (httpRefusalServer.ts, no code shared with the simulator) that answers what the simulator does
 * not: its own 429 bodies, a 429 that carries the work's result, -32 with the running task's id
 * in another field, answers that echo the key. The credential's Base URL points at it.
 */
const KEY = 'second-server-key-7f3a91c2';
const RATE = 5;
const PROJECTS = 20;
const VIDEOS = 8;
/** Items of the run against a server that refuses half of all requests. */
const COUNT = 200;

const parse = {
	resource: 'project',
	operation: 'parse',
	project: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
};
/** The server's catalog default is taken when no model is given. */
const generate = (extra: IDataObject = {}) => generateVideo({ model: '', ...extra });
const projects = (count: number) => Array.from({ length: count }, (_, n) => ({ id: 700 + n }));

describe('exactly once against a second server of the project and tools APIs', () => {
	const h = useHarness({}, { perTest: true });
	let server: RefusalServer;
	const start = async (options: Partial<RefusalServer['options']> = {}) => {
		server = await startRefusalServer({ apiKey: KEY, ...options });
	};
	const run = (parameters: IDataObject, input: IDataObject[] = [{}]) =>
		h.run(parameters, { baseUrl: server.baseUrl, apiKey: KEY, input, continueOnFail: true });
	/** Runs with the node's poll waits let pass at once (the server finishes tasks by reads, not time). */
	const runWaiting = (parameters: IDataObject, input: IDataObject[] = [{}]) =>
		h.withWarpedWait(MIN_POLL_SECONDS * 1000, () => run(parameters, input));
	const posts = () => server.received.filter((r) => r.method === 'POST' && !r.refused);
	const noKeyIn = (text: string) => expect(text).not.toContain(KEY);

	afterEach(async () => {
		await server?.close();
	});

	it.each([0, undefined])(
		`${COUNT} Run Position Check items against a server refusing every other request (Retry-After %s): the run completes, each project checked once`,
		async (retryAfter) => {
			await start({
				refuseHalf: true,
				refusal: { contentType: 'text/plain', body: 'Too Many Requests', retryAfter },
			});
			const result = await run(parse, projects(COUNT));
			expect(server.received.filter((r) => r.refused)).toHaveLength(COUNT);
			expect(result.output.filter((item) => item.json.error).map((i) => i.json.error)).toEqual([]);
			result.output.forEach((item, i) => expect(item.pairedItem).toEqual({ item: i }));
			expect([...server.checks.values()]).toEqual(projects(COUNT).map(() => 1));
		},
		120_000,
	);

	describe.each(Object.keys(REFUSALS))('HTTP 429 with a body of its own: %s', (form) => {
		it(`${PROJECTS} Run Position Check items at ${RATE} requests/s: none lost, each project checked once`, async () => {
			await start({ ratePerSecond: RATE, refusal: REFUSALS[form] });
			const result = await run(parse, projects(PROJECTS));
			expect(result.output.filter((item) => item.json.error).map((i) => i.json.error)).toEqual([]);
			result.output.forEach((item, i) => expect(item.pairedItem).toEqual({ item: i }));
			expect(server.received.some((r) => r.refused)).toBe(true);
			expect([...server.checks.values()]).toEqual(projects(PROJECTS).map(() => 1));
		}, 60_000);
	});

	describe.each(
		Object.keys(REFUSALS).filter((form) => REFUSALS[form].contentType === 'application/json'),
	)('HTTP 429 with JSON: %s', (form) => {
		it(`${VIDEOS} Video → Generate items waiting for completion: none lost, one task each, each its own`, async () => {
			await start({ ratePerSecond: RATE, refusal: REFUSALS[form], readsToFinish: 2 });
			const result = await runWaiting(
				generate({ waitForCompletion: true, pollInterval: MIN_POLL_SECONDS, waitTimeout: 5 }),
				numberedItems(VIDEOS),
			);
			expect(result.output.filter((item) => item.json.error).map((i) => i.json.error)).toEqual([]);
			expect(server.received.some((r) => r.refused)).toBe(true);
			expect(server.tasks).toHaveLength(VIDEOS);
			result.output.forEach((item, i) => {
				expect(item.pairedItem).toEqual({ item: i });
				expect(item.json).toMatchObject({ status: 'done' });
				const task = server.tasks.find((t) => String(t.id) === String(item.json.report_id))!;
				expect(task.prompt).toBe(`кот номер ${i}`);
				expect((item.json.request as IDataObject).prompt).toBe(task.prompt);
			});
		}, 60_000);
	});

	it('a 429 that carries the result of a position check it carried out is not repeated; the error says to check the service', async () => {
		await start();
		server.answerWith429('GET', '/projects/api/v1/project/parse', 1);
		const result = await run(parse, projects(1));
		const item = result.output[0].json;
		expect(String(item.error)).toMatch(/HTTP 429/);
		expect(String(item.description)).toMatch(/may have been carried out.*Check in the service/);
		expect(server.received).toHaveLength(1);
		expect(server.checks.get('700')).toBe(1);
	});

	it('a 429 that carries a queued task’s report_id is not repeated: one task, one charge', async () => {
		await start();
		server.answerWith429('POST', '/api/aivideo', 1);
		const result = await run(generate());
		const item = result.output[0].json;
		expect(item.report_id).toBeUndefined();
		expect(String(item.description)).toMatch(/may have been carried out.*Check in the service/);
		expect(posts()).toHaveLength(1);
		expect(server.tasks).toHaveLength(1);
	});

	describe.each(['error', 'result'] as const)(
		'-32 with the running task’s id under `%s`',
		(field) => {
			it('without Wait for Completion: an error naming the running task; nothing queued, nothing this item’s', async () => {
				await start({ oneTaskAtATime: field, readsToFinish: 100 });
				const first = await run(generate());
				const running = String(server.tasks[0].id);
				expect(first.output[0].json.report_id).toBe(running);
				const staticData: IDataObject = {};
				const second = await h.run(generate(), {
					baseUrl: server.baseUrl,
					apiKey: KEY,
					continueOnFail: true,
					staticData,
				});
				const item = second.output[0].json;
				expect(item.report_id).toBeUndefined();
				expect(String(item.error)).toContain(`already runs task ${running}`);
				expect(String(item.error)).toContain('code -32');
				expect(String(item.description)).toMatch(/Nothing was queued and nothing was charged/);
				expect(server.tasks).toHaveLength(1);
				expect(JSON.stringify(staticData)).not.toContain(running);
			});

			it('with Wait for Completion: waits for the running task to end, then queues and returns its own', async () => {
				await start({ oneTaskAtATime: field, readsToFinish: 3 });
				await run(generate({ prompt: 'чужая задача' }));
				const other = server.tasks[0];
				const result = await runWaiting(
					generate({ waitForCompletion: true, pollInterval: MIN_POLL_SECONDS, waitTimeout: 5 }),
					numberedItems(1),
				);
				const item = result.output[0].json;
				// A finished task's own error field: null when it succeeded.
				expect(item.error).toBeNull();
				expect(server.tasks).toHaveLength(2);
				const own = server.tasks[1];
				expect(item).toMatchObject({ report_id: String(own.id), status: 'done' });
				expect(item.report_id).not.toBe(String(other.id));
				expect((item.request as IDataObject).prompt).toBe('кот номер 0');
				// The other run's POST, this item's refused one (-32) while the other ran, then its own.
				expect(posts().filter((r) => r.path === '/api/aivideo')).toHaveLength(3);
			});
		},
	);

	it('-32 with Wait for Completion: the Timeout passes while the other task runs; nothing queued', async () => {
		await start({ oneTaskAtATime: 'error', readsToFinish: 1000 });
		await run(generate());
		// One real poll interval passes before the 15 s Timeout does.
		const result = await run(
			generate({ waitForCompletion: true, pollInterval: MIN_POLL_SECONDS, waitTimeout: 0.25 }),
		);
		const item = result.output[0].json;
		expect(String(item.error)).toContain(`still runs task ${server.tasks[0].id}`);
		expect(String(item.description)).toMatch(/Nothing was queued and nothing was charged/);
		expect(server.tasks).toHaveLength(1);
	}, 30_000);

	it('answers that echo the key reach no output item nor the execution data', async () => {
		await start({ echoKey: true });
		const checked = await run(parse, projects(1));
		expect(String(checked.output[0].json.message)).toContain('token=[redacted]');
		noKeyIn(checked.serialized());
		const video = await runWaiting(
			generate({ waitForCompletion: true, pollInterval: MIN_POLL_SECONDS, waitTimeout: 5 }),
		);
		const request = video.output[0].json.request as IDataObject;
		expect(request.key).toBe('[redacted]');
		expect(String(request.url)).toContain('key=[redacted]');
		noKeyIn(video.serialized());
	});
});
