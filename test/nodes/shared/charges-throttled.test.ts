import { MINUTE } from '../../../simulator';
import { videoState } from '../../../simulator/tools-api/state';
import { generateVideo, numberedItems, ProductHarness, SEED } from '../helpers';

/**
 * Charging operations against a service that accepts 5 requests per second and answers HTTP 429
 * with Retry-After above that (the simulator's network profile). No item may be lost to the node's
 * own burst, and each charge must be carried out exactly once: counted in the simulator's state.
 */
const RATE = 5;
const PROJECTS = 20;
const VIDEOS = 8;

const items = numberedItems;

describe('charging operations under a request-rate limit: no item lost, each charge once', () => {
	let h: ProductHarness;
	beforeEach(async () => {
		h = await ProductHarness.start();
	});
	afterEach(() => h.stop());

	it(`Project → Run Position Check: ${PROJECTS} projects, ${PROJECTS} checks, none twice`, async () => {
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

		h.sim.network.configure({ ratePerSecond: RATE });
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
	});

	it('a charging call refused by HTTP 429 before it was carried out goes again; one that keeps being refused says nothing was charged', async () => {
		const parse = {
			resource: 'project',
			operation: 'parse',
			project: { __rl: true, mode: 'id', value: String(SEED.projects.shop) },
		};
		const route = '/projects/api/v1/project/parse';
		const seeded = h.sim.state.project(SEED.projects.shop)!.updates.length;
		const updates = () => h.sim.state.project(SEED.projects.shop)!.updates.length - seeded;
		h.sim.setFault({ route, kind: 'status', status: 429, retryAfter: 0, times: 1 });
		const once = await h.run(parse);
		expect(once.status).toBe('success');
		expect(h.received(route)).toHaveLength(2);
		expect(updates()).toBe(1);

		h.clear();
		h.sim.setFault({ route, kind: 'status', status: 429, retryAfter: 0 });
		const refused = await h.run(parse, { continueOnFail: true });
		const item = refused.output[0].json;
		expect(String(item.error)).toMatch(/rate limiting requests \(HTTP 429\)/);
		expect(String(item.description)).toMatch(
			/refused this call .* 4 times.*nothing was done or charged/,
		);
		expect(h.received(route)).toHaveLength(4);
		expect(updates()).toBe(1);
	});

	it(`Video → Generate with Wait for Completion: ${VIDEOS} items, ${VIDEOS} tasks, all done`, async () => {
		videoState(h.sim.state).taskDurationMs = 1;
		h.sim.network.configure({ ratePerSecond: RATE });
		// The simulator's clock is frozen: let virtual minutes pass while the node sleeps its polls.
		const tick = setInterval(() => h.sim.clock.advance(MINUTE), 2000);
		try {
			const result = await h.run(
				generateVideo({ waitForCompletion: true, pollInterval: 10, waitTimeout: 3 }),
				{ input: items(VIDEOS), continueOnFail: true },
			);
			const failed = result.output.filter((item) => item.json.error);
			expect(failed.map((item) => item.json.error)).toEqual([]);
			result.output.forEach((item, i) => {
				expect(item.pairedItem).toEqual({ item: i });
				expect(item.json).toMatchObject({ status: 'done' });
			});
			expect(h.sim.network.stats().rateLimited).toBeGreaterThan(0);
			// One task per item: the items' report IDs are exactly the tasks the service created.
			const tasks = videoState(h.sim.state).tasks.map((task) => String(task.id));
			expect(tasks).toHaveLength(VIDEOS);
			expect(result.output.map((item) => String(item.json.report_id)).sort()).toEqual(
				[...tasks].sort(),
			);
		} finally {
			clearInterval(tick);
		}
	}, 120_000);
});
