/**
 * The simulator's notion of "now". It runs with real time from a fixed start (so seeded data is
 * deterministic), and tests can advance it to expire tokens, finish tasks or open uptime windows.
 */
export interface ClockOptions {
	/** Start instant, ms since epoch. Default: 2026-11-20T09:00:00Z. */
	start?: number;
	/** When true, real time does not move the clock; only advance() does. */
	frozen?: boolean;
}

export const DEFAULT_START = Date.UTC(2026, 10, 20, 9, 0, 0);

export class VirtualClock {
	private readonly start: number;
	private readonly realStart = Date.now();
	private offset = 0;
	private readonly frozen: boolean;

	constructor(options: ClockOptions = {}) {
		this.start = options.start ?? DEFAULT_START;
		this.frozen = options.frozen ?? false;
	}

	now(): number {
		const realElapsed = this.frozen ? 0 : Date.now() - this.realStart;
		return this.start + realElapsed + this.offset;
	}

	date(): Date {
		return new Date(this.now());
	}

	advance(ms: number): number {
		if (!Number.isFinite(ms) || ms < 0)
			throw new Error('advance() needs a non-negative number of ms');
		this.offset += ms;
		return this.now();
	}
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The service's server-side formats; the simulator's server time zone is UTC. */
export const formatDate = (ms: number) => {
	const d = new Date(ms);
	return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};
export const formatDateTime = (ms: number) => {
	const d = new Date(ms);
	return `${formatDate(ms)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};
export const formatHour = (ms: number) => {
	const d = new Date(ms);
	return `${formatDate(ms)} ${pad(d.getUTCHours())}:00`;
};
export const formatDottedDate = (ms: number) => {
	const d = new Date(ms);
	return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
};

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
