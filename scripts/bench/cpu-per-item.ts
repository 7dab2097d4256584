// First: later imports load the built package (see built-package.ts).
import './built-package';
import { PerformanceObserver } from 'node:perf_hooks';
import { startHarness } from './harness';
import { median, pairedRatios, rangeText, spread, times } from './measure';
import { perItemRuns } from './overhead';
import { runMain } from './runMain';

/**
 * The overhead group's runs (overhead.ts: 1,000 items of Uptime → Get, SEO Tools and the bare
 * helper loop, one at a time and 64 at a time) measured by the CPU time the process spends per
 * item (`process.cpuUsage`, user and system) and the garbage collector's pauses per item, beside
 * the wall time. On a machine other work shares, a run's wall time stretches whenever the process
 * waits for a CPU, its CPU time far less: this compares two builds of the package there, one
 * process each, run one after the other (docs/benchmarks.md, "Per item at 64: what concurrency
 * adds"). The simulator answers in the same process, so its CPU time is in every figure alike.
 * `npm run build`, then `npx tsx --expose-gc scripts/bench/cpu-per-item.ts [rounds]`.
 */
const ROUNDS = Number(process.argv[2] ?? 7);
const ITEMS = 1000;

async function main(): Promise<void> {
	const h = await startHarness();
	let gcMs = 0;
	const observer = new PerformanceObserver((list) => {
		for (const entry of list.getEntries()) gcMs += entry.duration;
	});
	observer.observe({ entryTypes: ['gc'] });
	try {
		const { seoTools, helperLoop } = perItemRuns(h);
		const runs: Record<string, () => Promise<void>> = {
			'SEO Tools, 64 at a time': seoTools(),
			'helper loop, 64 at a time': helperLoop(64, true),
			'SEO Tools, one at a time': seoTools(1),
			'helper loop, one at a time': helperLoop(1, true),
		};
		const figures: Record<string, { cpu: number[]; wall: number[]; gc: number[] }> = {};
		for (const name of Object.keys(runs)) figures[name] = { cpu: [], wall: [], gc: [] };
		// A warm-up round, then ROUNDS rounds in turn.
		for (let round = 0; round <= ROUNDS; round++) {
			for (const [name, run] of Object.entries(runs)) {
				(globalThis as { gc?: () => void }).gc?.();
				// The gc entries of the collection above arrive asynchronously: let them in first.
				await new Promise((resolve) => setImmediate(resolve));
				gcMs = 0;
				const cpu = process.cpuUsage();
				const started = performance.now();
				await run();
				const wall = performance.now() - started;
				const used = process.cpuUsage(cpu);
				await new Promise((resolve) => setImmediate(resolve));
				if (round === 0) continue;
				figures[name].cpu.push((used.user + used.system) / ITEMS);
				figures[name].wall.push((wall * 1000) / ITEMS);
				figures[name].gc.push((gcMs * 1000) / ITEMS);
			}
		}
		console.log(`median of ${ROUNDS} rounds, µs per item (CPU = user + system of the process)`);
		for (const [name, f] of Object.entries(figures))
			console.log(
				`${name.padEnd(28)} CPU ${median(f.cpu).toFixed(0).padStart(5)}  wall ${median(f.wall).toFixed(0).padStart(5)}  gc ${median(f.gc).toFixed(0).padStart(4)}   CPU by round: ${f.cpu.map((v) => v.toFixed(0)).join(' ')}`,
			);
		// SEO Tools ÷ the helper loop at the same width, round by round (as the overhead group pairs them).
		for (const width of ['64 at a time', 'one at a time']) {
			const ratio = spread(
				pairedRatios(figures[`SEO Tools, ${width}`].cpu, figures[`helper loop, ${width}`].cpu),
			);
			console.log(
				`CPU, SEO Tools ÷ helper loop, ${width}: ${times(ratio.median)} (${rangeText(ratio, times)})`,
			);
		}
	} finally {
		observer.disconnect();
		await h.stop();
	}
}

runMain(main);
