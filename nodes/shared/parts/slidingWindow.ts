/**
 * At most `width` tasks running at once: a sliding window, so a new task starts as soon as any
 * one ends (no batches waiting for their slowest member). The caller starts each task itself
 * once `place()` lets it, and hands the running task over with `hold()`: the window only awaits
 * what it is given and never calls back into its caller. Results keep input order. When
 * `stopOnFailure` is set, a failure stops new tasks from starting (`place()` answers false) but
 * never cancels those already running; once they have ended, `results()` throws the failure of
 * the earliest task.
 */
const FREE = Promise.resolve(true);
const STOPPED = Promise.resolve(false);

export class SlidingWindow<T> {
	private running = 0;
	/** Wakes results() once the last held task has settled (set only while it waits). */
	private allSettled?: () => void;
	private readonly finished: T[] = [];
	private readonly failures = new Map<number, unknown>();
	private readonly waiting: Array<() => void> = [];

	constructor(
		private readonly width: number,
		private readonly stopOnFailure = true,
	) {}

	/**
	 * Waits for a free place; false once a failure has stopped the window. A free place is
	 * answered with one settled promise for all calls: no async function and no new promise per
	 * task, and still one turn of the microtask queue, in which a task that failed at once (bad
	 * input) stops the window before more tasks start.
	 */
	place(): Promise<boolean> {
		if (this.stopped()) return STOPPED;
		if (this.running < Math.max(1, this.width)) return FREE;
		return this.waitForPlace();
	}

	private async waitForPlace(): Promise<boolean> {
		while (this.running >= Math.max(1, this.width) && !this.stopped())
			await new Promise<void>((resolve) => this.waiting.push(resolve));
		return !this.stopped();
	}

	/** Takes the place of task `index`, already running, until it settles. */
	hold(index: number, task: Promise<T>): void {
		this.running += 1;
		// Nothing kept per task once it has settled: the count of running tasks says when all have
		// (a list of every task's promise would hold one per item until the last item ends).
		void task.then(
			(value) => {
				this.finished[index] = value;
				this.release();
			},
			(error: unknown) => {
				this.failures.set(index, error);
				this.release();
			},
		);
	}

	/** Every held task's result in input order, once all have settled; or the earliest failure. */
	async results(): Promise<T[]> {
		if (this.running > 0) await new Promise<void>((resolve) => (this.allSettled = resolve));
		if (this.failures.size) throw this.failures.get(Math.min(...this.failures.keys()));
		return this.finished;
	}

	private stopped(): boolean {
		return this.stopOnFailure && this.failures.size > 0;
	}

	private release(): void {
		this.running -= 1;
		if (this.running === 0) this.allSettled?.();
		this.waiting.shift()?.();
		// A failure that stops the window wakes every waiter: none of them may start.
		if (this.stopped()) for (const wake of this.waiting.splice(0)) wake();
	}
}
