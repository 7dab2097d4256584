import type { ServerResponse } from 'node:http';
import { isRefusalBody, refusalBody, type RefusalBody } from './refusalBodies';

/**
 * A network profile for the simulator: what a far, busy service looks like to a client. The
 * service's request-rate limits are not published (docs/service/limits.md); this lets tests and
 * benchmarks choose one. Times here are real (wall-clock) milliseconds, not the simulator's virtual
 * clock: latency and rate are about the wire, not the service's business dates.
 */
export interface NetworkProfile {
	/** Added to every answer (ms). */
	latencyMs?: number;
	/** Each answer's latency varies uniformly by up to ± this (ms). */
	jitterMs?: number;
	/** Requests accepted per second (sliding one-second window); above it: HTTP 429 with Retry-After. */
	ratePerSecond?: number;
	/** Requests handled at once; a request above it is answered HTTP 503 with Retry-After: 1 (like nginx limit_conn). */
	maxConnections?: number;
	/** The body of the 429 and 503 refusals (refusalBodies.ts; default `simulator`). */
	refusalBody?: RefusalBody;
}

export interface NetworkCounters {
	/** Service requests received (control API excluded). */
	requests: number;
	inFlight: number;
	maxInFlight: number;
	/** HTTP 429 answers sent by the rate limit. */
	rateLimited: number;
	/** HTTP 503 answers sent by the connection cap. */
	overloaded: number;
}

const RATE_WINDOW_MS = 1000;

function random(): number {
	return Math.random();
}

export class NetworkShaper {
	private profile: NetworkProfile = {};
	private counters: NetworkCounters = {
		requests: 0,
		inFlight: 0,
		maxInFlight: 0,
		rateLimited: 0,
		overloaded: 0,
	};
	/** Arrival times (ms) of accepted requests within the last rate window, oldest first. */
	private accepted: number[] = [];

	constructor(
		profile: NetworkProfile = {},
		private readonly now: () => number = Date.now,
	) {
		this.configure(profile);
	}

	/** Replaces the profile (fields left out switch that effect off). */
	configure(profile: NetworkProfile): void {
		const positive = (value: unknown) =>
			Number.isFinite(Number(value)) && Number(value) > 0 ? Number(value) : undefined;
		this.profile = {
			latencyMs: positive(profile.latencyMs),
			jitterMs: positive(profile.jitterMs),
			ratePerSecond: positive(profile.ratePerSecond),
			maxConnections: positive(profile.maxConnections),
			refusalBody: isRefusalBody(profile.refusalBody) ? profile.refusalBody : undefined,
		};
		this.accepted = [];
	}

	current(): NetworkProfile {
		return { ...this.profile };
	}

	stats(): NetworkCounters {
		return { ...this.counters };
	}

	/** Zeroes the counters (requests still in flight keep counting in `inFlight`). */
	resetCounters(): void {
		this.counters = {
			requests: 0,
			inFlight: this.counters.inFlight,
			maxInFlight: this.counters.inFlight,
			rateLimited: 0,
			overloaded: 0,
		};
	}

	/** One answer's latency: the profile's latency ± jitter, never below 0. */
	private latency(): number {
		const base = this.profile.latencyMs ?? 0;
		const jitter = this.profile.jitterMs ?? 0;
		return Math.max(0, base + (random() * 2 - 1) * jitter);
	}

	/** Seconds a rate-limited client should wait: until the oldest accepted request leaves the window. */
	private retryAfterSeconds(now: number): number {
		const oldest = this.accepted[0] ?? now;
		return Math.max(1, Math.ceil((oldest + RATE_WINDOW_MS - now) / 1000));
	}

	/** Decides whether a request arriving now is refused by the rate limit or the connection cap. */
	private refusal(now: number): { status: 429 | 503; retryAfter: number } | undefined {
		const { ratePerSecond, maxConnections } = this.profile;
		if (maxConnections !== undefined && this.counters.inFlight > maxConnections) {
			this.counters.overloaded += 1;
			return { status: 503, retryAfter: 1 };
		}
		if (ratePerSecond !== undefined) {
			while (this.accepted.length && this.accepted[0] <= now - RATE_WINDOW_MS)
				this.accepted.shift();
			if (this.accepted.length >= ratePerSecond) {
				this.counters.rateLimited += 1;
				return { status: 429, retryAfter: this.retryAfterSeconds(now) };
			}
			this.accepted.push(now);
		}
		return undefined;
	}

	/**
	 * Runs one service request through the profile: counts it while it is in flight (until its
	 * answer is sent or the connection closes), refuses it when over the rate or the cap, and
	 * delays its handling by the latency. `serve` produces the normal answer.
	 */
	async shape(res: ServerResponse, serve: () => Promise<void>): Promise<void> {
		const counters = this.counters;
		counters.requests += 1;
		counters.inFlight += 1;
		counters.maxInFlight = Math.max(counters.maxInFlight, counters.inFlight);
		let done = false;
		const leave = () => {
			if (done) return;
			done = true;
			this.counters.inFlight -= 1;
		};
		res.once('close', leave);
		res.once('finish', leave);
		const refused = this.refusal(this.now());
		const delay = this.latency();
		// unref: a closing simulator does not wait for a delayed answer nobody reads.
		if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay).unref());
		if (refused) {
			if (res.headersSent || res.destroyed) return;
			const { contentType, text } = refusalBody(refused.status, this.profile.refusalBody);
			res.writeHead(refused.status, {
				'content-type': contentType,
				'retry-after': String(refused.retryAfter),
			});
			res.end(text);
			return;
		}
		await serve();
	}
}
