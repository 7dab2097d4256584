import { requestOptions } from '../../../../nodes/SeoTools/actions/requestOptions';
import { Governor, type Outcome } from '../../../../nodes/shared/transport/governor';
import { sleep } from 'n8n-workflow';

/**
 * The adaptive window driven directly with simulated times: requests are started while the
 * window allows and answered in order of their simulated answer time.
 */
class Simulation {
	clock = 0;
	readonly governor: Governor;
	private readonly open: Array<{ at: number; done: (outcome: Outcome) => void }> = [];

	constructor(max: number) {
		this.governor = new Governor(max, () => this.clock);
	}

	get limit(): number {
		return this.governor.stats.limit;
	}

	/** Starts `count` requests, each answered after `latency()` ms. */
	async send(count: number, latency: () => number) {
		for (let i = 0; i < count; i++) {
			const ticket = await this.governor.acquire();
			const at = this.clock + latency();
			this.open.push({ at, done: (outcome) => this.governor.release(ticket, outcome) });
		}
	}

	/** Answers the earliest open request with `outcome`, moving the clock to its answer time. */
	answerNext(outcome: Outcome = { kind: 'ok' }): void {
		this.open.sort((a, b) => a.at - b.at);
		const next = this.open.shift();
		if (!next) throw new Error('nothing in flight');
		this.clock = Math.max(this.clock, next.at);
		next.done(outcome);
	}

	/** Keeps the window full for `answers` answers, each new request with `latency()`. */
	async keepFull(answers: number, latency: () => number): Promise<void> {
		for (let i = 0; i < answers; i++) {
			this.answerNext();
			const free = this.limit - this.open.length;
			if (free > 0) await this.send(free, latency);
		}
	}
}

/** 50 ± 20 ms, spread evenly (a fixed sequence: the test does not depend on chance). */
function jittered(): () => number {
	let n = 0;
	return () => 30 + ((n++ * 37) % 41);
}

/** A window of `max` grown to its cap by fast, jittered answers. */
async function grownWindow(max: number, latency: () => number): Promise<Simulation> {
	const sim = new Simulation(max);
	await sim.send(sim.limit, latency);
	await sim.keepFull(300, latency);
	return sim;
}

describe('Governor (adaptive window)', () => {
	it('starts with Max Parallel Requests in flight (no slow start)', () => {
		expect(new Governor(64).stats.limit).toBe(64);
		expect(new Governor(1000).stats.limit).toBe(1000);
		expect(new Governor(10).stats.limit).toBe(10);
		expect(new Governor(1).stats.limit).toBe(1);
	});

	it('after a cut, grows back to Max Parallel Requests while answers stay fast, however they jitter', async () => {
		const latency = jittered();
		const sim = await grownWindow(64, latency);
		// A timeout halves the window (a 429 would also set a pace, which this clock never lets pass).
		sim.answerNext({ kind: 'timeout' });
		expect(sim.limit).toBe(32);
		await sim.keepFull(4000, latency);
		expect(sim.limit).toBe(64);
		expect(sim.governor.stats.maxInFlight).toBe(64);
	});

	it('jitter alone never shrinks a full window', async () => {
		const latency = jittered();
		const sim = await grownWindow(64, latency);
		expect(sim.limit).toBe(64);
		let lowest = sim.limit;
		for (let i = 0; i < 3000; i++) {
			await sim.keepFull(1, latency);
			lowest = Math.min(lowest, sim.limit);
		}
		expect(lowest).toBe(64);
	});

	it('a clear, lasting rise in latency shrinks the window', async () => {
		const sim = await grownWindow(64, jittered());
		await sim.keepFull(300, () => 50 + 400);
		expect(sim.limit).toBeLessThan(64);
	});

	it('halves on HTTP 429 and never exceeds Max Parallel Requests', async () => {
		const sim = await grownWindow(16, jittered());
		expect(sim.limit).toBe(16);
		expect(sim.governor.stats.maxInFlight).toBe(16);
		sim.answerNext({ kind: 'throttled', status: 429, waitMs: 0 });
		expect(sim.limit).toBe(8);
	});

	it('starts at most two requests per turn of the event loop, however many places are free', async () => {
		const governor = new Governor(64);
		// Set before the requests: timers of equal delay fire in the order they were set, so this
		// one fires before the governor's first pacing timer, one turn after the requests began.
		const afterFirstTurn = new Promise<number>((resolve) => setTimeout(() => resolve(started), 0));
		let started = 0;
		const all = Array.from({ length: 8 }, async () => {
			await governor.acquire();
			started += 1;
		});
		expect(await afterFirstTurn).toBe(2);
		await Promise.all(all);
		expect(started).toBe(8);
		expect(governor.stats.maxInFlight).toBe(8);
	});

	it('a start waiting for its turn waits out a pause the service asked for meanwhile', async () => {
		let clock = 0;
		const governor = new Governor(64, () => clock);
		const startedAt: number[] = [];
		const all = Array.from({ length: 8 }, async () => {
			const ticket = await governor.acquire();
			startedAt.push(ticket.startedAt);
			return ticket;
		});
		// The first two start in the first turn; the first answer is a 429 asking for 50 ms.
		const first = await all[0];
		governor.release(first, { kind: 'throttled', status: 429, waitMs: 50 });
		// Many turns later, on the governor's clock still before the pause's end, none has started
		// since (unpaused, all eight start within four turns).
		for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
		expect(startedAt).toHaveLength(2);
		clock = 50;
		await Promise.all(all);
		expect(startedAt).toHaveLength(8);
		expect(startedAt.slice(2).every((at) => at >= 50)).toBe(true);
		expect(governor.stats.maxInFlight).toBeLessThanOrEqual(8);
	});
});

describe('the Max Parallel Requests hint says what the governor does', () => {
	const field = requestOptions.options?.find(
		(option) => 'name' in option && option.name === 'maxParallelRequests',
	);
	const hint = field && 'description' in field ? String(field.description) : '';
	/** Each claim of the hint, and the governor's behaviour that makes it true. */
	const claims: Array<[string, () => Promise<void>]> = [
		[
			'starts with this many',
			async () => {
				for (const max of [1, 10, 64, 1000]) expect(new Governor(max).stats.limit).toBe(max);
			},
		],
		[
			'"too many requests" (HTTP 429)',
			async () => {
				const sim = await grownWindow(16, jittered());
				sim.answerNext({ kind: 'throttled', status: 429, waitMs: 0 });
				expect(sim.limit).toBeLessThan(16);
			},
		],
		[
			'"overloaded" (HTTP 503)',
			async () => {
				const sim = await grownWindow(16, jittered());
				sim.answerNext({ kind: 'throttled', status: 503, waitMs: 0 });
				expect(sim.limit).toBeLessThan(16);
			},
		],
		[
			'does not answer in time',
			async () => {
				const sim = await grownWindow(16, jittered());
				sim.answerNext({ kind: 'timeout' });
				expect(sim.limit).toBeLessThan(16);
			},
		],
		[
			'gets clearly slower',
			async () => {
				const sim = await grownWindow(64, jittered());
				await sim.keepFull(300, () => 50 + 400);
				expect(sim.limit).toBeLessThan(64);
			},
		],
		[
			'goes back up while answers are fast',
			async () => {
				const latency = jittered();
				const sim = await grownWindow(64, latency);
				sim.answerNext({ kind: 'timeout' });
				await sim.keepFull(4000, latency);
				expect(sim.limit).toBe(64);
			},
		],
		[
			'1 sends one at a time',
			async () => {
				const sim = await grownWindow(1, jittered());
				expect(sim.governor.stats.maxInFlight).toBe(1);
			},
		],
	];

	it.each(claims)('says "%s", and the governor does it', async (claim, check) => {
		expect(hint).toContain(claim);
		await check();
	});

	it('says nothing else about how the window moves', () => {
		let rest = hint;
		for (const [claim] of claims) rest = rest.replace(claim, '');
		expect(rest).not.toMatch(/\d/);
	});
});

describe('governor under refusals that are not a rate limit', () => {
	afterEach(() => jest.useRealTimers());

	/**
	 * Eight requests kept in flight on n8n's `sleep` under jest's simulated clock (nothing depends
	 * on the machine's speed): each answered after 50 ms, every other one refused with HTTP 429
	 * while `refusing` holds. Returns the answers accepted in each simulated second.
	 */
	async function run(seconds: { refusing: number; after: number }) {
		jest.useFakeTimers();
		const governor = new Governor(8);
		let refusing = true;
		let stop = false;
		let answered = 0;
		const acceptedAt: number[] = [];
		const started = Date.now();
		const worker = async () => {
			while (!stop) {
				const ticket = await governor.acquire();
				await sleep(50);
				const refuse = refusing && answered++ % 2 === 0;
				governor.release(ticket, refuse ? { kind: 'throttled', status: 429 } : { kind: 'ok' });
				if (!refuse) acceptedAt.push(Date.now() - started);
			}
		};
		const workers = Array.from({ length: 8 }, worker);
		await jest.advanceTimersByTimeAsync(seconds.refusing * 1000);
		refusing = false;
		await jest.advanceTimersByTimeAsync(seconds.after * 1000);
		stop = true;
		await jest.advanceTimersByTimeAsync(2000);
		await Promise.all(workers);
		const perSecond = (from: number, to: number) =>
			acceptedAt.filter((at) => at >= from * 1000 && at < to * 1000).length / (to - from);
		return { perSecond };
	}

	it('keeps its rate under sustained refusals of half the requests, and climbs back once they stop', async () => {
		const { perSecond } = await run({ refusing: 120, after: 60 });
		// Eight in flight answered after 50 ms: at most 160 a second sent, 80 accepted while half
		// are refused. Two minutes of refusals later the node still gets at least a quarter of
		// that through, no less than in its first ten seconds (slowing down would not make a
		// service that refuses at random refuse less).
		expect(perSecond(110, 120)).toBeGreaterThanOrEqual(20);
		expect(perSecond(110, 120)).toBeGreaterThanOrEqual(perSecond(0, 10));
		// Once every answer is accepted again, the full window: 160 a second, within a tenth.
		expect(perSecond(170, 180)).toBeGreaterThanOrEqual(144);
	}, 60_000);
});
