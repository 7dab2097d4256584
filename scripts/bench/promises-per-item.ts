// First: later imports load the built package (see built-package.ts).
import './built-package';
import { createHook } from 'node:async_hooks';
import { startHarness } from './harness';
import { perItemRuns } from './overhead';
import { runMain } from './runMain';

/**
 * The overhead group's runs (overhead.ts: 1,000 items of Uptime → Get, SEO Tools and the bare
 * helper loop, one at a time and 64 at a time) counted by the promises the process creates per
 * item (`async_hooks`, resources of type PROMISE: every `new Promise`, every async function's
 * call and every `.then`/`await` that chains one; with a hook installed V8 also makes each
 * `await`'s throwaway promise, which it skips otherwise). A count, not a time: the load of a shared machine does not move it, so
 * two builds compare where CPU time cannot tell 20 µs per item apart (docs/benchmarks.md,
 * "Per item one at a time: what an item still costs"). The simulator answers in the same process,
 * so its promises are in every figure alike. `npm run build`, then
 * `npx tsx --expose-gc scripts/bench/promises-per-item.ts`.
 */
const ITEMS = 1000;

async function main(): Promise<void> {
	const gc = (globalThis as { gc?: () => void }).gc;
	if (!gc) throw new Error('run with --expose-gc');
	const h = await startHarness();
	let promises = 0;
	const hook = createHook({
		init(_id, type) {
			if (type === 'PROMISE') promises += 1;
		},
	});
	try {
		const { seoTools, helperLoop } = perItemRuns(h);
		const runs: Record<string, () => Promise<void>> = {
			'SEO Tools, one at a time': seoTools(1),
			'helper loop, one at a time': helperLoop(1, true),
			'SEO Tools, 64 at a time': seoTools(),
			'helper loop, 64 at a time': helperLoop(64, true),
		};
		// A warm-up round (the first run of each compiles its code), then the counted one.
		for (const round of ['warm-up', 'counted']) {
			for (const [name, run] of Object.entries(runs)) {
				gc();
				promises = 0;
				hook.enable();
				await run();
				hook.disable();
				if (round === 'warm-up') continue;
				console.log(`${name.padEnd(28)} promises per item ${(promises / ITEMS).toFixed(1)}`);
			}
		}
	} finally {
		hook.disable();
		await h.stop();
	}
}

runMain(main);
