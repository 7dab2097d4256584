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

	it('fills the window at once: with a cap of N and N requests ready, N are in flight before the first answer', async () => {
		for (const max of [10, 64, 200, 1000]) {
			const governor = new Governor(max, () => 0);
			let started = 0;
			const all = Array.from({ length: max }, async () => {
				await governor.acquire();
				started += 1;
			});
			// Only the microtask queue runs: no timer fires, no turn of the event loop passes.
			await drainMicrotasks();
			expect(started).toBe(max);
			expect(governor.stats.maxInFlight).toBe(max);
			await Promise.all(all);
		}
	});

	it('once an answer is in, starts are paced by the clock: two per millisecond, a few kept in hand', async () => {
		let clock = 0;
		const governor = new Governor(64, () => clock);
		const first = await Promise.all(Array.from({ length: 64 }, () => governor.acquire()));
		clock = 50;
		// Every answer of the first window comes back at once, and 64 followers are ready at once.
		for (const ticket of first) governor.release(ticket, { kind: 'ok' });
		let started = 0;
		const followers = Array.from({ length: 64 }, async () => {
			await governor.acquire();
			started += 1;
		});
		await drainMicrotasks();
		// 50 ms since the clock began: the budget is full (eight), and no more start in this turn.
		expect(started).toBe(8);
		clock = 51;
		// One turn later, a millisecond on: two more, and at least two per turn however the clock goes.
		await nextTurn();
		expect(started).toBe(10);
		await nextTurn();
		expect(started).toBe(12);
		clock = 100;
		await Promise.all(followers);
		expect(started).toBe(64);
		expect(governor.stats.maxInFlight).toBe(64);
	});

	it('a window not yet full fills at once, also after an answer (a sign-in before the items)', async () => {
		const governor = new Governor(64, () => 0);
		governor.release(await governor.acquire(), { kind: 'ok' });
		let started = 0;
		const all = Array.from({ length: 64 }, async () => {
			await governor.acquire();
			started += 1;
		});
		await drainMicrotasks();
		expect(started).toBe(64);
		await Promise.all(all);
	});

	it('a start waiting for its turn waits out a pause the service asked for meanwhile', async () => {
		let clock = 0;
		const governor = new Governor(10, () => clock);
		// The window has been full: later starts are paced, and at this instant none may start yet.
		const first = await Promise.all(Array.from({ length: 10 }, () => governor.acquire()));
		for (const ticket of first.slice(0, 8)) governor.release(ticket, { kind: 'ok' });
		const startedAt: number[] = [];
		const all = Array.from({ length: 8 }, async () => {
			const ticket = await governor.acquire();
			startedAt.push(ticket.startedAt);
		});
		await drainMicrotasks();
		expect(startedAt).toHaveLength(0);
		// While they wait for their turn, an answer is a 429 asking for 50 ms.
		governor.release(first[8], { kind: 'throttled', status: 429, waitMs: 50 });
		// Many turns later, on the governor's clock still before the pause's end, none has started
		// (unpaused, all eight would have started within four turns).
		for (let turn = 0; turn < 20; turn++) await nextTurn();
		expect(startedAt).toHaveLength(0);
		clock = 50;
		await Promise.all(all);
		expect(startedAt).toHaveLength(8);
		expect(startedAt.every((at) => at >= 50)).toBe(true);
		expect(governor.stats.maxInFlight).toBe(10);
	});
});

/** Lets every pending promise callback run, and nothing else (no timer, no I/O). */
async function drainMicrotasks(): Promise<void> {
	for (let i = 0; i < 1000; i++) await Promise.resolve();
}

/** One turn of the event loop, after the governor's own pacing timers set before it. */
async function nextTurn(): Promise<void> {
	await new Promise((resolve) => setTimeout(resolve, 0));
}

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
