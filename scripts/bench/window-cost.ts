import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { MODULES } from './built-package';
import { runMain } from './runMain';

/** The two pieces measured, as built by `npm run build` (tsc's one module per file). */
interface Ticket {
	readonly startedAt: number;
}
interface Governor {
	acquire(): Promise<Ticket>;
	release(ticket: Ticket, outcome: { kind: 'ok' }): void;
}
interface SlidingWindow<T> {
	place(): Promise<boolean>;
	hold(index: number, task: Promise<T>): void;
	results(): Promise<T[]>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Governor } = require(join(MODULES, 'nodes/shared/transport/governor.js')) as {
	Governor: new (max: number) => Governor;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SlidingWindow } = require(join(MODULES, 'nodes/shared/parts/slidingWindow.js')) as {
	SlidingWindow: new <T>(width: number) => SlidingWindow<T>;
};

/**
 * The CPU the item window and the governor cost per item, alone: `items` tasks through the
 * sliding window (64 wide), each taking a start from a governor at Max Parallel Requests 64,
 * spending `busyMs` of CPU (standing for n8n's preparation of a request), waiting one turn of the
 * event loop (its "answer") and releasing its start as accepted; beside the same tasks through
 * the window without a governor. The figure is this process's CPU time per item
 * (`process.cpuUsage`), so it hardly moves with the machine's load; it answers whether the
 * window's bookkeeping grows with the number of items (docs/benchmarks.md, "The window at 0 ms
 * and 200 items: what the floor does not count").
 * `npm run build`, then `npx tsx scripts/bench/window-cost.ts [busyMs] [rounds]`.
 */
const BUSY_MS = Number(process.argv[2] ?? 0.3);
const ROUNDS = Number(process.argv[3] ?? 4);
const WIDTH = 64;
const COUNTS = [200, 1000, 10_000];

async function cpuPerItem(items: number, governed: boolean): Promise<number> {
	const governor = new Governor(WIDTH);
	const window = new SlidingWindow<number>(WIDTH);
	const task = async (index: number): Promise<number> => {
		const ticket = governed ? await governor.acquire() : undefined;
		for (const end = performance.now() + BUSY_MS; performance.now() < end; );
		await new Promise<void>((resolve) => setImmediate(resolve));
		if (ticket) governor.release(ticket, { kind: 'ok' });
		return index;
	};
	const before = process.cpuUsage();
	for (let index = 0; index < items && (await window.place()); index++)
		window.hold(index, task(index));
	await window.results();
	const used = process.cpuUsage(before);
	return (used.user + used.system) / items;
}

async function main(): Promise<void> {
	console.log(
		`${BUSY_MS} ms of CPU per task, ${WIDTH} wide; µs of CPU per item (round 0 warms up)`,
	);
	for (let round = 0; round <= ROUNDS; round++)
		for (const items of COUNTS) {
			const bare = await cpuPerItem(items, false);
			const governed = await cpuPerItem(items, true);
			console.log(
				`round ${round}, ${items} items: window alone ${bare.toFixed(1)}, with the governor ${governed.toFixed(1)} (+${(governed - bare).toFixed(1)})`,
			);
		}
}

runMain(main);
