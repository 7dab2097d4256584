// jest.mock below is hoisted above these imports: the governor sleeps on the simulated clock.
import { Governor, type Outcome } from '../../../../nodes/shared/transport/governor';
import { refusalCounts } from '../../../../nodes/shared/transport/send';
import { modelledService, seeded, SimulatedClock } from './refusingService';

let clock = new SimulatedClock();
jest.mock('n8n-workflow', () => ({
	...jest.requireActual('n8n-workflow'),
	sleep: async (ms: number) => await clock.sleep(ms),
}));
const ITEMS = 200;
const RATE = 20;

/**
 * 200 safe reads, 64 at a time (the default), against a gateway refusing half of all requests at
 * random (HTTP 429, no Retry-After) in front of a service accepting 20 a second: each item tries
 * again as the node's send loop does (4 counted refusals, 20 tries in all).
 */
async function run(seed: number) {
	clock = new SimulatedClock();
	const service = modelledService(clock, seeded(seed), { refusedShare: 0.5, ratePerSecond: RATE });
	const governor = new Governor(64, clock.now);
	let lost = 0;
	let done = 0;
	let next = 0;
	const item = async () => {
		let tried = 0;
		let counted = 0;
		let acceptedBefore = governor.stats.accepted;
		for (;;) {
			if (tried > 0 && (counted > 3 || tried >= 20)) return false;
			tried += 1;
			const ticket = await governor.acquire();
			const outcome: Outcome = await service.send();
			governor.release(ticket, outcome);
			if (outcome.kind === 'ok') return true;
			const { accepted, lastAcceptedAt } = governor.stats;
			if (refusalCounts({ count: accepted, lastAt: lastAcceptedAt }, acceptedBefore, clock.time))
				counted += 1;
			acceptedBefore = accepted;
		}
	};
	const worker = async () => {
		while (next < ITEMS) {
			next += 1;
			if (!(await item())) lost += 1;
			done += 1;
		}
	};
	void Array.from({ length: 64 }, worker);
	await clock.run(() => done >= ITEMS, 600_000);
	return { seconds: clock.time / 1000, lost, maxInFlight: governor.stats.maxInFlight };
}

describe('governor under random refusals behind a rate limit (simulated clock)', () => {
	it('never stalls and loses nothing, whatever the first refusals draw', async () => {
		const runs = [];
		for (let seed = 1; seed <= 30; seed++) runs.push(await run(seed));
		// The accepted rate allows 200 items in 10 s. Before the fix, a refusal of the second or
		// third request of the run set a pace of 1-5 a second: 4 of 20 seeds took 130-360 s.
		for (const r of runs) {
			expect(r.seconds).toBeLessThanOrEqual(35);
			expect(r.lost).toBe(0);
			expect(r.maxInFlight).toBeLessThanOrEqual(64);
		}
		const sorted = runs.map((r) => r.seconds).sort((a, b) => a - b);
		expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThanOrEqual(25);
	}, 120_000);
});
