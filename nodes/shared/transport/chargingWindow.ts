/**
 * Calls that consume limits or money start fewer at a time than reads: the first round sends
 * FIRST_WINDOW of them, and each accepted answer lets one more start (the window doubles per
 * round trip while the service accepts them); a refusal, timeout or lost connection halves it.
 * So a service that refuses bursts meets a small one, not the execution's whole window (Max
 * Parallel Requests, which the governor starts at).
 * Inside this window each call still goes through the execution's governor (pace, pauses).
 */
const FIRST_WINDOW = 2;

export class ChargingWindow {
	private limit: number;
	private inFlight = 0;
	private readonly waiting: Array<() => void> = [];

	constructor(private readonly max: number) {
		this.limit = Math.min(FIRST_WINDOW, max);
	}

	get size(): number {
		return Math.floor(this.limit);
	}

	async acquire(): Promise<void> {
		while (this.inFlight >= this.size)
			await new Promise<void>((resolve) => this.waiting.push(resolve));
		this.inFlight += 1;
	}

	/** `accepted`: the service answered (whatever the answer said); otherwise it pushed back or did not answer. */
	release(accepted: boolean): void {
		this.inFlight -= 1;
		this.limit = accepted ? Math.min(this.max, this.limit + 1) : Math.max(1, this.limit / 2);
		for (let free = this.size - this.inFlight; free > 0 && this.waiting.length; free--)
			this.waiting.shift()?.();
	}
}

/** One charging window per execution (the node's context object), as the governor. */
const windows = new WeakMap<object, ChargingWindow>();

export function chargingWindowFor(ctx: object, max: number): ChargingWindow {
	let window = windows.get(ctx);
	if (!window) {
		window = new ChargingWindow(max);
		windows.set(ctx, window);
	}
	return window;
}
