import type { IDataObject } from 'n8n-workflow';
import { REFUSAL_BODIES, type RefusalBody } from '../../../simulator';
import { MIN_POLL_SECONDS } from '../../../nodes/SeoTools/actions/video/waitForVideo';
import { videoState } from '../../../simulator/tools-api/state';
import { generateVideo, numberedItems, SEED } from '../helpers';
import { useHarness } from './useHarness';

/**
 * Charging operations against a service that accepts 5 requests per second and answers HTTP 429
 * above that (the simulator's network profile), in every body a rate limiter puts in its 429. No
 * item may be lost to the node's own burst, and each charge must be carried out exactly once:
 * counted in the simulator's state. The same rules against a second server that shares no code
 * with the simulator: refusalServer.test.ts.
 */
const RATE = 5;
const PROJECTS = 20;
const VIDEOS = 8;
/** JSON bodies: the forms a rule reading JSON fields could take for an answer of the service. */
const JSON_BODIES: RefusalBody[] = ['simulator', 'jsonCode', 'jsonStatusError'];

const items = numberedItems;

describe('charging operations under a request-rate limit: no item lost, each charge once', () => {
	const h = useHarness({}, { perTest: true });

	it.each(REFUSAL_BODIES)(
		`Project → Run Position Check: ${PROJECTS} projects, ${PROJECTS} checks, none twice (429 body: %s)`,
		async (refusalBody) => {
			// Setup without a rate limit: the account's own projects, created through the node.
			const created = await h.run(
				{
					resource: 'project',
					operation: 'create',
					domain: '={{ "throttle-" + $json.n + ".example" }}',
					keywords: 'кроссовки',
					dryRun: false,
				},
				{ input: items(PROJECTS) },
			);
			expect(created.status).toBe('success');
			const ids = created.output.map((item) => Number(item.json.project_id));
			expect(new Set(ids).size).toBe(PROJECTS);
			const owner = h.sim.state.accountById(SEED.paid.id)!;
			const limitsBefore = owner.limits;

			h.sim.network.configure({ ratePerSecond: RATE, refusalBody });
			h.sim.network.resetCounters();
			const result = await h.run(
				{
					resource: 'project',
					operation: 'parse',
					project: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
				},
				{ input: ids.map((id) => ({ id })), continueOnFail: true },
			);
			const failed = result.output.filter((item) => item.json.error);
			expect(failed.map((item) => item.json.error)).toEqual([]);
			expect(result.output).toHaveLength(PROJECTS);
			result.output.forEach((item, i) => expect(item.pairedItem).toEqual({ item: i }));
			// The limit was met (else this test shows nothing), and every check ran exactly once.
			expect(h.sim.network.stats().rateLimited).toBeGreaterThan(0);
			const projects = ids.map((id) => h.sim.state.project(id)!);
			expect(projects.map((project) => project.updates.length)).toEqual(ids.map(() => 1));
			const cost = projects.reduce((sum, project) => sum + project.checkCost, 0);
			expect(limitsBefore - owner.limits).toBe(cost);
		},
		60_000,
	);

	const parse = {
		resource: 'project',
		operation: 'parse',
		project: { __rl: true, mode: 'id', value: String(SEED.projects.shop) },
	};
	const parseRoute = '/projects/api/v1/project/parse';

	it.each(REFUSAL_BODIES)(
		'a charging call refused by HTTP 429 goes again; one that keeps being refused says nothing was charged (429 body: %s)',
		async (body) => {
			const seeded = h.sim.state.project(SEED.projects.shop)!.updates.length;
			const updates = () => h.sim.state.project(SEED.projects.shop)!.updates.length - seeded;
			h.sim.setFault({
				route: parseRoute,
				kind: 'status',
				status: 429,
				retryAfter: 0,
				body,
				times: 1,
			});
			const once = await h.run(parse);
			expect(once.status).toBe('success');
			expect(h.received(parseRoute)).toHaveLength(2);
			expect(updates()).toBe(1);

			h.clear();
			h.sim.setFault({ route: parseRoute, kind: 'status', status: 429, retryAfter: 0, body });
			const refused = await h.run(parse, { continueOnFail: true });
			const item = refused.output[0].json;
			expect(String(item.error)).toMatch(/rate limiting requests \(HTTP 429\)/);
			expect(String(item.description)).toMatch(
				/refused this call .* 4 times.*nothing was done or charged/,
			);
			expect(h.received(parseRoute)).toHaveLength(4);
			expect(updates()).toBe(1);
		},
	);

	it('a 429 that carries the answer of a call the service carried out is not repeated: Project → Pause and Video → Generate', async () => {
		const stopRoute = '/projects/api/v1/project/stop';
		h.sim.setFault({ route: stopRoute, kind: 'status', status: 429, body: 'answer', times: 1 });
		const paused = await h.run(
			{ resource: 'project', operation: 'stop', project: parse.project },
			{ continueOnFail: true },
		);
		expect(String(paused.output[0].json.description)).toMatch(
			/may have been carried out.*Check in the service/,
		);
		expect(h.received(stopRoute)).toHaveLength(1);
		expect(h.sim.state.project(SEED.projects.shop)!.status).not.toBe('1');

		h.sim.setFault({
			route: '/api/aivideo',
			method: 'POST',
			kind: 'status',
			status: 429,
			body: 'answer',
			times: 1,
		});
		const video = await h.run(generateVideo(), { input: items(1), continueOnFail: true });
		const item = video.output[0].json;
		expect(item.report_id).toBeUndefined();
		expect(String(item.description)).toMatch(/may have been carried out.*Check in the service/);
		expect(h.received('/api/aivideo').filter((r) => r.method === 'POST')).toHaveLength(1);
		expect(videoState(h.sim.state).tasks).toHaveLength(1);
	});

	it.each(JSON_BODIES)(
		`Video → Generate with Wait for Completion: ${VIDEOS} items, ${VIDEOS} tasks, all done (429 body: %s)`,
		async (refusalBody) => {
			videoState(h.sim.state).taskDurationMs = 1;
			h.sim.network.configure({ ratePerSecond: RATE, refusalBody });
			// The simulator's clock is frozen: each of the node's poll waits moves it on instead.
			const wait: IDataObject = {
				waitForCompletion: true,
				pollInterval: MIN_POLL_SECONDS,
				waitTimeout: 3,
			};
			const result = await h.withWarpedWait(MIN_POLL_SECONDS * 1000, () =>
				h.run(generateVideo(wait), { input: items(VIDEOS), continueOnFail: true }),
			);
			const failed = result.output.filter((item) => item.json.error);
			expect(failed.map((item) => item.json.error)).toEqual([]);
			result.output.forEach((item, i) => {
				expect(item.pairedItem).toEqual({ item: i });
				expect(item.json).toMatchObject({ status: 'done' });
			});
			expect(h.sim.network.stats().rateLimited).toBeGreaterThan(0);
			// One task per item: the items' report IDs are exactly the tasks the service created,
			// and each item's result is its own task's (its prompt).
			const tasks = videoState(h.sim.state).tasks;
			expect(tasks).toHaveLength(VIDEOS);
			result.output.forEach((item, i) => {
				const task = tasks.find((t) => String(t.id) === String(item.json.report_id))!;
				expect(task.request.prompt).toBe(`кот номер ${i}`);
			});
		},
		60_000,
	);
});
