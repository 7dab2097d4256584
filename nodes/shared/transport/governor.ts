import { sleep } from 'n8n-workflow';
import { maxParallelRequests } from './requestSettings';

/**
 * How starts are paced (docs/decisions/parallel-requests.md#the-window-and-its-governor). Until
 * the window has been full once, nothing is paced: Max Parallel Requests go out as soon as their
 * items are ready, as the HTTP Request node sends every item at once. After it, a start that
 * replaces an answered request takes one from a budget of STARTS_PER_MS for every millisecond
 * since the last one (START_BURST kept in hand at most), and at least STARTS_PER_TURN per turn of
 * the event loop however the clock goes: answers the process reads together do not send their
 * followers as one burst (which would come back as one burst), yet a turn in which the process
 * reads many answers, and so lasts many milliseconds, does not leave the window half empty.
 * A start that finds the budget in hand, with no start waiting before it, goes out at once: no
 * promise chained and no turn waited (in the measured runs every start after the first window
 * found it so: docs/benchmarks.md#the-starts-after-the-first-window-and-the-first-wave-2026-11-27-shared-machine).
 */
const STARTS_PER_MS = 2;
const START_BURST = 8;
const STARTS_PER_TURN = 2;
/** A pause asked by the service is honoured up to this long; a longer one fails the request. */
export const MAX_PAUSE_MS = 10_000;
/**
 * Latency that counts as "clearly risen": three times the fastest answer and at least this much
 * above it (a busy client machine alone adds tens of milliseconds; a queueing service adds more).
 */
const LATENCY_RISE_MS = 250;
/** After a 429 set the pace, try 5 % faster after this long without another. */
const PACE_PROBE_MS = 10_000;
/** Share of the accepted rate kept as the pace: the margin absorbs uneven delays on the way. */
const PACE_SHARE = 0.95;
/**
 * The pace never falls below this share of the most requests the service accepted in the second
 * before a refusal (nor below one a second): a service that refuses at random, not from a rate, would otherwise
 * slow the pace after every refusal round until nothing moves
 * (docs/decisions/redirects-and-base-urls.md#sustained-refusals).
 */
const PACE_FLOOR_SHARE = 0.5;
/**
 * A rate limit refuses less once the pace slows below it. When at least this share of answers is
 * still refused at the slower pace, and not clearly fewer than before it (SLOWER_HELPED), the
 * refusals are taken as not coming from a rate.
 */
const RANDOM_REFUSAL_SHARE = 0.25;
const SLOWER_HELPED = 0.7;
/** Once refusals are found random, a pace is learnt again only when this much more of the answers is refused. */
const RANDOM_MARGIN = 0.2;
/**
 * Answers a pace must have drawn before it is judged (fewer say nothing either way), and requests
 * that must have started in the second before a refusal for their count to set a pace.
 */
const MIN_ANSWERS_TO_JUDGE = 8;
/** Weight of each answer in the moving share of refusals. */
const SHARE_WEIGHT = 0.05;

export type Outcome =
	| { kind: 'ok' }
	/** HTTP 429, or HTTP 503 (overloaded); waitMs from Retry-After. */
	| { kind: 'throttled'; status: 429 | 503; waitMs?: number }
	| { kind: 'timeout' }
	| { kind: 'unreachable' };

export interface Ticket {
	readonly startedAt: number;
	/** Set on its answer (HTTP 429 or accepted), for pace learning. */
	accepted?: boolean;
}

export interface GovernorStats {
	limit: number;
	maxInFlight: number;
	throttled: number;
	/** Answers the service accepted (not refused, not lost). */
	accepted: number;
	/** Requests per second the service was found to accept (undefined: no rate limit met). */
	pace?: number;
}

/**
 * How many requests one execution keeps in flight, learnt from the service's answers
 * (AIMD, as TCP does): it starts at Max Parallel Requests (no slow start: a window that starts
 * small and grows costs round trips on every execution and saves nothing under a rate limit,
 * docs/decisions/parallel-requests.md#the-window-and-its-governor); it halves on HTTP 429, HTTP 503, timeouts and lost connections, trims by
 * a tenth when latency clearly rises (3× the fastest answer and 250 ms above it), and grows back
 * by one per round trip of fast answers. An HTTP 429 also sets a pace (requests per second) from
 * what the service accepted in the second before it, and everyone waits out its Retry-After,
 * also a start already waiting for its turn. Never more than Max Parallel Requests at once; the
 * first window fills at once, later starts are paced by the clock (STARTS_PER_MS). Max Parallel Requests
 * defaults to 64 (DEFAULT_MAX_PARALLEL in requestSettings.ts). Calls that charge start fewer at a time
 * still (chargingWindow.ts).
 */
export class Governor {
	private limit: number;
	private inFlight = 0;
	/** Start of the first request refused (429) since the pace was last learnt: learnt once its round has answered. */
	private refusedStartedAt?: number;
	private lastDecreaseAt = 0;
	private pausedUntil = 0;
	private intervalMs = 0;
	private lastStartAt = 0;
	/** Start times of the last second while a pace holds. */
	private readonly recentStarts: number[] = [];
	private lastPaceChangeAt = 0;
	private fastestMs = Number.POSITIVE_INFINITY;
	private smoothedMs = 0;
	private readonly waiting: Array<() => void> = [];
	/** Whether the window has been full once: until then it fills without pacing. */
	private filled = false;
	/** Starts waiting for their turn, in order; the budget of starts and when it was last counted. */
	private startQueue: Promise<void> = Promise.resolve();
	/** Starts in startQueue that have not taken their turn yet. */
	private queuedStarts = 0;
	private startBudget = 0;
	private budgetAt = 0;
	/**
	 * Requests answered, accepted or refused (HTTP 429), that started in the last two seconds (and,
	 * while a refusal waits to set the pace, since the second before it), in the order of their
	 * answers, each marked accepted or not (pace learning).
	 */
	private readonly answered: Ticket[] = [];
	/** The requests in flight: counted once per refusal (openBeforeRefused), never per answer. */
	private readonly open = new Set<Ticket>();
	/** Requests in flight that started at or before refusedStartedAt (while it is set). */
	private openBeforeRefused = 0;
	/** When the service last accepted a request of this execution (this governor's clock). */
	private lastAcceptedAt?: number;
	/** The most requests the service accepted in the second before a refusal, so far. */
	private bestAcceptedPerSecond = 0;
	/** Share of recent answers refused with HTTP 429 (moving average, about the last 20). */
	private refusedShare = 0;
	private shareSamples = 0;
	/**
	 * Answers to requests started since the pace was last learnt (or undone), accepted and refused:
	 * what the current pace drew. The share the pace before it drew, and that pace (0: none).
	 */
	private epochStartedAt = 0;
	private epochAccepted = 0;
	private epochRefused = 0;
	private shareBefore?: number;
	private pacedBefore = 0;
	/** The share of refusals found not to come from a rate: no slowing down for as many. */
	private randomShare?: number;
	readonly stats: GovernorStats;

	/** `now`: the clock (tests drive the governor with simulated times). */
	constructor(
		readonly max: number,
		private readonly now: () => number = Date.now,
	) {
		this.limit = max;
		this.stats = { limit: this.limit, maxInFlight: 0, throttled: 0, accepted: 0 };
	}

	/**
	 * The start, when it may go out now: a free place, no pause, the pace kept and a start in hand
	 * with none waiting before it. Undefined otherwise, with nothing taken (acquire then waits).
	 * The same decisions as acquire's without a promise: a read whose place is free reaches
	 * n8n's helper in the same turn of the microtask queue (send.ts).
	 */
	tryAcquire(): Ticket | undefined {
		const now = this.now();
		if (this.waitToStart(now) > 0) return undefined;
		if (this.inFlight >= Math.floor(this.limit)) return undefined;
		if (this.filled && !this.startInHand()) return undefined;
		this.takePlace();
		return this.started(now);
	}

	/** Waits until a request may start: a free slot, the service's pause over, the pace kept. */
	async acquire(): Promise<Ticket> {
		for (;;) {
			const wait = this.waitToStart(this.now());
			if (wait > 0) {
				await sleep(wait);
				continue;
			}
			if (this.inFlight < Math.floor(this.limit)) break;
			await new Promise<void>((resolve) => this.waiting.push(resolve));
		}
		// The place is taken before the pacing wait, so no other request can claim it meanwhile.
		const paced = this.takePlace();
		// A start with budget in hand and none waiting before it goes out at once: no promise
		// chained, no turn of the microtask queue.
		if (paced && !this.startInHand()) await this.paced();
		// A pause the service asked for while this start waited for its turn holds it too: its
		// start would otherwise go out after the refusal came back.
		for (let wait = this.pausedUntil - this.now(); wait > 0; wait = this.pausedUntil - this.now())
			await sleep(wait);
		return this.started(this.now());
	}

	/**
	 * How long until a start may go out (0 or less: now): the service's pause and the pace. A
	 * refusal's pace is learnt here once its pause is over. acquire and tryAcquire both ask it.
	 */
	private waitToStart(now: number): number {
		if (this.refusedStartedAt !== undefined && now >= this.pausedUntil) this.learnPace(now);
		return Math.max(this.pausedUntil, this.paceAllowsAt(now)) - now;
	}

	/** Takes a place in the window; whether this start is paced (the window was full once before it). */
	private takePlace(): boolean {
		this.inFlight += 1;
		this.stats.maxInFlight = Math.max(this.stats.maxInFlight, this.inFlight);
		const paced = this.filled;
		if (this.inFlight >= Math.floor(this.limit)) this.filled = true;
		return paced;
	}

	/** Hands out the ticket of a start whose place is taken. */
	private started(now: number): Ticket {
		const ticket: Ticket = { startedAt: now };
		this.open.add(ticket);
		if (this.intervalMs) {
			this.lastStartAt = now;
			this.recentStarts.push(now);
		}
		return ticket;
	}

	/** Takes a start from the budget now if none is waiting for its turn and one is in hand. */
	private startInHand(): boolean {
		if (this.queuedStarts > 0) return false;
		this.refillBudget();
		if (this.startBudget < 1) return false;
		this.startBudget -= 1;
		return true;
	}

	/** Waits for this start's turn (see STARTS_PER_MS), in order. */
	private async paced(): Promise<void> {
		this.queuedStarts += 1;
		const mine = this.startQueue.then(async () => await this.takeStart());
		this.startQueue = mine;
		try {
			await mine;
		} finally {
			this.queuedStarts -= 1;
		}
	}

	/** Adds to the budget what the clock gave since it was last counted. */
	private refillBudget(): void {
		const now = this.now();
		this.startBudget = Math.min(
			START_BURST,
			this.startBudget + Math.max(0, now - this.budgetAt) * STARTS_PER_MS,
		);
		this.budgetAt = now;
	}

	/** Takes one start from the budget, waiting a turn of the event loop while it is spent. */
	private async takeStart(): Promise<void> {
		for (let turnPassed = false; ; turnPassed = true) {
			this.refillBudget();
			if (turnPassed) this.startBudget = Math.max(this.startBudget, STARTS_PER_TURN);
			if (this.startBudget >= 1) {
				this.startBudget -= 1;
				return;
			}
			await sleep(0);
		}
	}

	/**
	 * The pace is kept over a sliding second (no more starts in any second than the pace allows),
	 * not as a fixed gap after each start: a start delayed by a busy machine is made up later
	 * instead of being lost. Starts stay at least half a gap apart, so making up is no burst.
	 */
	private paceAllowsAt(now: number): number {
		if (!this.intervalMs) return 0;
		while (this.recentStarts.length && this.recentStarts[0] <= now - 1000)
			this.recentStarts.shift();
		const perSecond = Math.max(1, Math.floor(1000 / this.intervalMs));
		const full =
			this.recentStarts.length >= perSecond
				? this.recentStarts[this.recentStarts.length - perSecond] + 1000
				: 0;
		return Math.max(full, this.lastStartAt + this.intervalMs / 2);
	}

	/**
	 * Whether the service accepted any request of this execution in the last `ms`, by this
	 * governor's clock (the one that stamped the answer).
	 */
	acceptedWithin(ms: number): boolean {
		return this.lastAcceptedAt !== undefined && this.now() - this.lastAcceptedAt <= ms;
	}

	/** Ends a request and learns from how it went. */
	release(ticket: Ticket, outcome: Outcome): void {
		const now = this.now();
		const busy = this.inFlight >= Math.floor(this.limit) / 2;
		this.inFlight -= 1;
		if (
			this.open.delete(ticket) &&
			this.refusedStartedAt !== undefined &&
			ticket.startedAt <= this.refusedStartedAt
		)
			this.openBeforeRefused -= 1;
		if (outcome.kind === 'ok') this.onAnswer(ticket, now, busy);
		else this.onPushBack(ticket, now, outcome);
		this.stats.limit = Math.floor(this.limit);
		// Wake only as many waiters as there are free places: waking all of them on every answer
		// (64 waiters, 64 answers per round trip) only sends most back to wait again.
		for (let free = Math.floor(this.limit) - this.inFlight; free > 0 && this.waiting.length; free--)
			this.waiting.shift()?.();
	}

	private onAnswer(ticket: Ticket, now: number, busy: boolean): void {
		const latency = now - ticket.startedAt;
		this.countInShare(ticket, now, 0);
		this.stats.accepted += 1;
		this.lastAcceptedAt = now;
		this.fastestMs = Math.min(this.fastestMs, latency);
		this.smoothedMs = this.smoothedMs ? this.smoothedMs * 0.8 + latency * 0.2 : latency;
		if (this.smoothedMs > Math.max(3 * this.fastestMs, this.fastestMs + LATENCY_RISE_MS)) {
			this.decrease(ticket, now, 0.9);
			return;
		}
		if (this.intervalMs && now - this.lastPaceChangeAt > PACE_PROBE_MS) {
			this.intervalMs *= 0.95;
			this.lastPaceChangeAt = now;
			this.stats.pace = Math.round(1000 / this.intervalMs);
		}
		// Grow back (after a cut) only while the window is in use: an idle window says nothing
		// about the service. One more per round trip.
		if (!busy) return;
		this.limit = Math.min(this.max, this.limit + 1 / this.limit);
	}

	private onPushBack(ticket: Ticket, now: number, outcome: Exclude<Outcome, { kind: 'ok' }>): void {
		if (outcome.kind !== 'throttled') {
			this.decrease(ticket, now, 0.5);
			return;
		}
		this.stats.throttled += 1;
		if (outcome.status === 429) this.countInShare(ticket, now, 1);
		// Without Retry-After, a pause of one round trip (a second before any answer): the answers
		// of that round come in before the pace is judged. It was a second, which held the whole
		// execution still for most of each second when a share of requests is refused at random
		// (docs/decisions/parallel-requests.md#the-stall-under-random-refusals). None while the
		// refusals are as many as the service makes at random (a pause would not make them fewer).
		const random = this.refusalsLookRandom();
		const defaultWait = random ? 0 : Math.min(1000, this.roundTripMs());
		this.pausedUntil = Math.max(
			this.pausedUntil,
			now + Math.min(outcome.waitMs ?? defaultWait, MAX_PAUSE_MS),
		);
		if (
			outcome.status === 429 &&
			ticket.startedAt >= this.lastDecreaseAt &&
			this.refusedStartedAt === undefined
		) {
			this.refusedStartedAt = ticket.startedAt;
			// Counted once per refusal round; each of them lowers it on its answer (release).
			this.openBeforeRefused = 0;
			for (const other of this.open)
				if (other.startedAt <= ticket.startedAt) this.openBeforeRefused += 1;
		}
		// Nor a narrower window: it would not make random refusals fewer either.
		if (random && outcome.waitMs === undefined) return;
		// Under a learnt pace a 429 leaves the window what the pace sends during one round trip,
		// or the window, not the service's limit, would set the rate.
		this.decrease(
			ticket,
			now,
			0.5,
			this.intervalMs ? Math.ceil(this.roundTripMs() / this.intervalMs) + 1 : 1,
		);
	}

	/** The time an answer takes, as last measured (a second before any answer). */
	private roundTripMs(): number {
		return this.smoothedMs || (Number.isFinite(this.fastestMs) ? this.fastestMs : 1000);
	}

	/**
	 * The service accepted N requests in the second before the first refused one: keep to 95 % of
	 * N per second. Counted once the pause is over, so that answers of that round still on their
	 * way (accepted requests answer later than refused ones) are counted too.
	 */
	private learnPace(now: number): void {
		const refusedAt = this.refusedStartedAt ?? now;
		// Requests started before the refused one are still on their way: accepted requests
		// answer later than refused ones, so the count waits for them (up to a second).
		if (this.openBeforeRefused > 0 && now < refusedAt + 1000) return;
		this.refusedStartedAt = undefined;
		if (this.refusalsLookRandom()) {
			// As many refusals as the service makes at random: no reason to slow down.
			this.lastPaceChangeAt = now;
			return;
		}
		const answered = this.epochAccepted + this.epochRefused;
		// Too few answers at this pace to tell whether it helped: keep it a while longer.
		if (this.intervalMs && answered < MIN_ANSWERS_TO_JUDGE) return;
		const share = answered ? this.epochRefused / answered : 1;
		const before = this.shareBefore;
		this.startEpoch(now, share);
		if (
			this.intervalMs &&
			before !== undefined &&
			share >= RANDOM_REFUSAL_SHARE &&
			share >= before * SLOWER_HELPED
		) {
			// Slower did not mean refused less: the refusals do not come from a rate, and slowing
			// down further would only stretch the run. Back to the pace before (none, if none).
			this.randomShare = share;
			this.intervalMs = this.pacedBefore;
			this.pacedBefore = 0;
			this.lastPaceChangeAt = now;
			this.stats.pace = this.intervalMs ? Math.round(1000 / this.intervalMs) : undefined;
			return;
		}
		const inSecondBefore = (start: number) => start > refusedAt - 1000 && start <= refusedAt;
		// A second in which the execution had sent only a few requests says nothing of a rate: the
		// refusal of its second or third request, at the start of a run, would otherwise set a pace
		// of one or two a second, and with it the floor below (the stall described in
		// docs/decisions/parallel-requests.md#the-stall-under-random-refusals). The pause and the
		// narrower window still hold.
		let answeredThen = 0;
		let accepted = 0;
		for (const ticket of this.answered) {
			if (!inSecondBefore(ticket.startedAt)) continue;
			answeredThen += 1;
			if (ticket.accepted) accepted += 1;
		}
		if (answeredThen < MIN_ANSWERS_TO_JUDGE) return;
		// Nothing accepted at all: halve the pace, down to one request per second.
		const interval =
			accepted >= 1
				? 1000 / (accepted * PACE_SHARE)
				: Math.min(Math.max(this.intervalMs * 2, 100), 1000);
		// A 429 despite a learnt pace: that pace was too fast, slow it by 5 % at least, but never
		// below the floor (PACE_FLOOR_SHARE).
		this.bestAcceptedPerSecond = Math.max(this.bestAcceptedPerSecond, accepted);
		const slowest = Math.min(1000, 1000 / (this.bestAcceptedPerSecond * PACE_FLOOR_SHARE));
		const next = Math.min(Math.max(this.intervalMs * 1.05, interval), slowest);
		// "The pace before" is the last different one: a pace learnt again at the floor must not
		// make itself the pace to go back to when slowing down is found not to help.
		if (next !== this.intervalMs) this.pacedBefore = this.intervalMs;
		this.intervalMs = next;
		this.lastPaceChangeAt = now;
		this.stats.pace = Math.round(1000 / this.intervalMs);
	}

	/**
	 * A new pace starts counting what it draws a second later: a limit counted over a second still
	 * holds the requests sent before the change.
	 */
	private startEpoch(now: number, share: number): void {
		this.shareBefore = share;
		this.epochStartedAt = now + 1000;
		this.epochAccepted = 0;
		this.epochRefused = 0;
	}

	/** Whether the recent share of refusals is no more than the service was found to refuse at random. */
	private refusalsLookRandom(): boolean {
		return this.randomShare !== undefined && this.refusedShare < this.randomShare + RANDOM_MARGIN;
	}

	/** Adds an answer to the moving share of refusals (a plain average over the first ones). */
	private countInShare(ticket: Ticket, now: number, refused: 0 | 1): void {
		ticket.accepted = refused === 0;
		this.answered.push(ticket);
		// The last two seconds, and, while a refusal waits to set the pace, the second before it
		// however long the pause it asked for: learnPace counts that second once the pause is over,
		// and an answer in a pause of more than a second dropped it.
		const refusedAt = this.refusedStartedAt ?? (refused ? ticket.startedAt : now);
		const keepFrom = Math.min(now - 2000, refusedAt - 1000);
		while (this.answered.length && this.answered[0].startedAt < keepFrom) this.answered.shift();
		if (ticket.startedAt >= this.epochStartedAt) {
			if (refused) this.epochRefused += 1;
			else this.epochAccepted += 1;
		}
		this.shareSamples += 1;
		const weight = Math.max(SHARE_WEIGHT, 1 / this.shareSamples);
		this.refusedShare += (refused - this.refusedShare) * weight;
	}

	/** Shrinks the window once per round trip: answers to requests sent before the last cut do not cut again. */
	private decrease(ticket: Ticket, now: number, factor: number, floor = 1): void {
		if (ticket.startedAt < this.lastDecreaseAt) return;
		this.limit = Math.min(this.max, Math.max(1, floor, this.limit * factor));
		this.lastDecreaseAt = now;
		this.smoothedMs = 0;
	}
}

/** One governor per execution (the node's or the trigger's context object). */
const governors = new WeakMap<object, Governor>();

export function governorFor(ctx: object): Governor {
	let governor = governors.get(ctx);
	if (!governor) {
		governor = new Governor(maxParallelRequests(ctx));
		governors.set(ctx, governor);
	}
	return governor;
}
