/**
 * A model, written for the tests, of a service behind a flaky gateway: the gateway refuses a share
 * of all requests at random with HTTP 429 and no Retry-After, answering at once; the service
 * behind it accepts at most `ratePerSecond` in any sliding second (a 429 with Retry-After in whole
 * seconds above that) and answers after 30-70 ms. Everything runs on a simulated clock: the
 * governor's `sleep` and `Date.now` are this clock's, and each event is followed by every promise
 * it settles, so a run depends only on the seed, not on the machine.
 */
import type { Outcome } from '../../../../nodes/shared/transport/governor';

/** A small seeded generator (mulberry32): the same seed draws the same refusals and latencies. */
export function seeded(seed: number): () => number {
	let state = seed >>> 0;
	return () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/** A clock that moves only from one scheduled event to the next. */
export class SimulatedClock {
	time = 0;
	private seq = 0;
	private readonly events: Array<{ at: number; seq: number; run: () => void }> = [];

	readonly now = (): number => this.time;

	/** As a timer does: at least a millisecond, even for 0. */
	readonly sleep = async (ms: number): Promise<void> =>
		await new Promise<void>((resolve) => this.at(this.time + Math.max(1, ms), resolve));

	at(time: number, run: () => void): void {
		this.events.push({ at: time, seq: this.seq++, run });
	}

	/** Runs events in time order until `done` or the clock passes `untilMs`. */
	async run(done: () => boolean, untilMs: number): Promise<void> {
		for (;;) {
			// Everything the last event settled runs before the next event (as a turn of the loop).
			await new Promise((resolve) => setImmediate(resolve));
			if (done() || !this.events.length) return;
			let next = 0;
			for (let i = 1; i < this.events.length; i++) {
				const a = this.events[i];
				const b = this.events[next];
				if (a.at < b.at || (a.at === b.at && a.seq < b.seq)) next = i;
			}
			const [event] = this.events.splice(next, 1);
			this.time = Math.max(this.time, event.at);
			if (this.time > untilMs) return;
			event.run();
		}
	}
}

export interface ServiceModel {
	/** Share of requests the gateway refuses at random. */
	refusedShare: number;
	ratePerSecond: number;
}

/** Sends one request to the modelled service and resolves with its outcome when it answers. */
export function modelledService(clock: SimulatedClock, random: () => number, model: ServiceModel) {
	const accepted: number[] = [];
	const counts = { refusedAtRandom: 0, rateLimited: 0, accepted: 0 };
	const send = async (): Promise<Outcome> =>
		await new Promise<Outcome>((resolve) => {
			const now = clock.time;
			if (random() < model.refusedShare) {
				counts.refusedAtRandom += 1;
				clock.at(now + 1, () => resolve({ kind: 'throttled', status: 429 }));
				return;
			}
			const latency = 30 + random() * 40;
			while (accepted.length && accepted[0] <= now - 1000) accepted.shift();
			if (accepted.length >= model.ratePerSecond) {
				counts.rateLimited += 1;
				const waitMs = Math.max(1, Math.ceil((accepted[0] + 1000 - now) / 1000)) * 1000;
				clock.at(now + latency, () => resolve({ kind: 'throttled', status: 429, waitMs }));
				return;
			}
			accepted.push(now);
			counts.accepted += 1;
			clock.at(now + latency, () => resolve({ kind: 'ok' }));
		});
	return { send, counts };
}
