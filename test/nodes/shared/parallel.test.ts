import { expectNoSecrets, SEED } from '../helpers';
import { useHarness } from './useHarness';

/** Project → Get for the project id of each input item. */
const getEach = (requestOptions = {}) => ({
	resource: 'project',
	operation: 'get',
	project: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
	requestOptions,
});
const GET_PATH = '/projects/api/v1/project/get';
const DOMAINS: Record<string, string> = {
	[SEED.projects.shop]: 'example-shop.ru',
	[SEED.projects.blog]: 'example-blog.ru',
};

/** 101, 102, 101, 102, … so that each output item's domain says which input it answers. */
const inputs = (count: number) =>
	Array.from({ length: count }, (_, i) => ({
		id: String(i % 2 ? SEED.projects.blog : SEED.projects.shop),
		n: i,
	}));

describe('parallel items: a sliding window through n8n’s engine, in input order', () => {
	const h = useHarness();
	beforeEach(() => {
		h.clear();
		h.sim.faults.clear();
		h.sim.network.configure({});
		h.sim.network.resetCounters();
	});

	it('keeps input order and pairedItem while answers arrive out of order, with several requests in flight', async () => {
		// Jitter makes later requests overtake earlier ones.
		h.sim.network.configure({ latencyMs: 15, jitterMs: 14 });
		const input = inputs(60);
		const result = await h.run(getEach(), { input });
		expect(result.status).toBe('success');
		expect(result.output).toHaveLength(60);
		result.output.forEach((item, i) => {
			expect(item.pairedItem).toEqual({ item: i });
			expect(item.json.domain).toBe(DOMAINS[input[i].id]);
		});
		const { maxInFlight, requests } = h.sim.network.stats();
		expect(requests).toBe(60);
		expect(maxInFlight).toBeGreaterThan(4);
		expect(maxInFlight).toBeLessThanOrEqual(64);
	});

	it('never has more requests in flight than Max Parallel Requests (1 = one at a time)', async () => {
		h.sim.network.configure({ latencyMs: 5 });
		for (const max of [1, 3]) {
			h.sim.network.resetCounters();
			const result = await h.run(getEach({ maxParallelRequests: max }), { input: inputs(20) });
			expect(result.output).toHaveLength(20);
			expect(h.sim.network.stats().maxInFlight).toBe(max);
		}
	});

	it('under continue-on-fail gives one error item per failing item, in place, while the others finish', async () => {
		h.sim.network.configure({ latencyMs: 10, jitterMs: 9 });
		const input = inputs(30).map((item, i) => (i % 7 === 3 ? { id: '999999', n: i } : item));
		const result = await h.run(getEach(), { input, continueOnFail: true });
		expect(result.status).toBe('success');
		expect(result.output).toHaveLength(30);
		result.output.forEach((item, i) => {
			expect(item.pairedItem).toEqual({ item: i });
			if (i % 7 === 3) expect(String(item.json.error)).toMatch(/Project → Get: .*wrong project id/);
			else expect(item.json.domain).toBe(DOMAINS[input[i].id]);
		});
		expect(h.received(GET_PATH)).toHaveLength(30);
		expectNoSecrets(result.serialized());
	});

	it('without continue-on-fail stops starting items at a failure, lets sent requests finish and reports the earliest failing item', async () => {
		h.sim.network.configure({ latencyMs: 20 });
		const input = inputs(400).map((item, i) =>
			i === 5 || i === 9 ? { id: '999999', n: i } : item,
		);
		const result = await h.run(getEach({ maxParallelRequests: 8 }), { input });
		expect(result.status).toBe('error');
		const error = result.error('Node')!;
		expect(error.message).toMatch(/wrong project id/);
		expect((error as { context?: { itemIndex?: number } }).context?.itemIndex).toBe(5);
		// Items already started were answered (none cancelled), but far fewer than all 400 were sent.
		const { requests, inFlight } = h.sim.network.stats();
		expect(inFlight).toBe(0);
		expect(requests).toBeLessThan(100);
	});

	it('one at a time (Max Parallel Requests 1) stops at a failing item: no later item is sent, and continue-on-fail keeps its error item in place', async () => {
		const input = inputs(12).map((item, i) => (i === 4 ? { id: '999999', n: i } : item));
		const stopped = await h.run(getEach({ maxParallelRequests: 1 }), { input });
		expect(stopped.status).toBe('error');
		const error = stopped.error('Node')!;
		expect(error.message).toMatch(/wrong project id/);
		expect((error as { context?: { itemIndex?: number } }).context?.itemIndex).toBe(4);
		// Items 0-4 were sent, one after another; none after the failing one.
		expect(h.received(GET_PATH)).toHaveLength(5);
		expect(h.sim.network.stats().maxInFlight).toBe(1);

		h.clear();
		const kept = await h.run(getEach({ maxParallelRequests: 1 }), { input, continueOnFail: true });
		expect(kept.status).toBe('success');
		expect(kept.output).toHaveLength(12);
		kept.output.forEach((item, i) => {
			expect(item.pairedItem).toEqual({ item: i });
			if (i === 4) expect(String(item.json.error)).toMatch(/Project → Get: .*wrong project id/);
			else expect(item.json.domain).toBe(DOMAINS[input[i].id]);
		});
		expect(h.received(GET_PATH)).toHaveLength(12);
	});

	it('slows down on HTTP 429, honours Retry-After, and loses no item under a request-rate limit', async () => {
		h.sim.network.configure({ ratePerSecond: 20, latencyMs: 5 });
		/** Runs `count` items in a fresh execution (its own window) and gives the refusals it drew. */
		const refusalsFor = async (count: number) => {
			// Let the simulator's one-second window empty so that each run meets the limit afresh.
			await new Promise((resolve) => setTimeout(resolve, 1100));
			h.sim.network.resetCounters();
			h.clear();
			const input = inputs(count);
			const result = await h.run(getEach(), { input });
			expect(result.status).toBe('success');
			expect(result.output).toHaveLength(count);
			result.output.forEach((item, i) => expect(item.json.domain).toBe(DOMAINS[input[i].id]));
			const { rateLimited, requests } = h.sim.network.stats();
			expect(requests).toBe(count + rateLimited);
			return rateLimited;
		};
		const short = await refusalsFor(80);
		const long = await refusalsFor(120);
		// The first burst is refused: the node cannot know an unpublished limit before meeting it.
		// It is what was sent before the first refusal came back (the first window and what its
		// accepted answers started), never more than Max Parallel Requests.
		expect(short).toBeGreaterThan(0);
		expect(short).toBeLessThanOrEqual(64);
		// After it the node keeps the pace it learnt: 40 more items (two more seconds at the limit)
		// draw next to no refusals. The node and the service share this process and its wall clock,
		// so on a busy machine a stalled event loop delivers paced requests in clumps and draws a
		// few more (up to 8 seen at a load of 5, none on a quiet machine). Without the learnt pace
		// the first run alone draws more than 64 and the second 15 more than the first.
		expect(long - short).toBeLessThanOrEqual(12);
	});

	it('says it was throttled and what to set when the service keeps refusing', async () => {
		h.sim.setFault({ route: GET_PATH, kind: 'status', status: 429, retryAfter: 0 });
		const result = await h.run(getEach({ maxParallelRequests: 16 }), {
			input: inputs(1),
			continueOnFail: true,
		});
		const item = result.output[0].json;
		expect(String(item.error)).toMatch(/rate limiting requests \(HTTP 429\)/);
		expect(String(item.description)).toMatch(/Max Parallel Requests \(now 16\)/);
		expect(String(item.description)).toMatch(/Tried 4 times .* too many/);
		expect(h.received(GET_PATH)).toHaveLength(4);
	});

	it('runs items that depend on each other one at a time (query groups created by name)', async () => {
		h.sim.network.configure({ latencyMs: 5 });
		const result = await h.run(
			{
				resource: 'queryGroup',
				operation: 'create',
				project: { __rl: true, mode: 'id', value: String(SEED.projects.shop) },
				name: '={{ $json.name }}',
			},
			{ input: [{ name: 'Parallel A' }, { name: 'Parallel A' }, { name: 'Parallel B' }] },
		);
		expect(result.status).toBe('success');
		expect(h.sim.network.stats().maxInFlight).toBe(1);
	});
});
