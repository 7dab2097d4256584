import { performance } from 'node:perf_hooks';

export function median(values: number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	const mid = Math.floor(sorted.length / 2);
	return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const times = (value: number) => `${value.toFixed(2)}×`;
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

async function timed(run: () => Promise<void>): Promise<number> {
	const start = performance.now();
	await run();
	return performance.now() - start;
}

/**
 * Runs the variants in rounds, rotating which goes first, so that a noisy neighbour or a GC
 * pause hits them all alike; one warm-up round (JIT, connection pools) is not counted.
 * Returns each variant's milliseconds per round, in round order.
 */
export async function interleaved<K extends string>(
	variants: Record<K, () => Promise<void>>,
	rounds: number,
): Promise<Record<K, number[]>> {
	const names = Object.keys(variants) as K[];
	const ms = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<K, number[]>;
	for (let round = -1; round < rounds; round++) {
		const order = names.map((_, i) => names[(i + Math.max(round, 0)) % names.length]);
		for (const name of order) {
			const elapsed = await timed(variants[name]);
			if (round >= 0) ms[name].push(elapsed);
		}
	}
	return ms;
}

/** The median of per-round ratios a/b: paired, so a slow round slows both sides. */
export function pairedRatio(a: number[], b: number[]): number {
	return median(a.map((value, i) => value / b[i]));
}

const collect = () => (globalThis as { gc?: () => void }).gc?.();

/**
 * Highest heap use above the starting point while `run` works (sampled every few ms between
 * its awaits, and once more at the end while its result is still held), and what stays after a
 * GC with the result held. Needs --expose-gc for a clean start; without it the baseline
 * includes garbage and the figure is an underestimate. `run` gets `peakSoFar`, which samples once more and returns the highest use until then.
 */
export async function peakHeap<T>(
	run: (peakSoFar: () => number) => Promise<T>,
): Promise<{ peak: number; retained: number; result: T; gcExposed: boolean }> {
	collect();
	const base = process.memoryUsage().heapUsed;
	let top = base;
	const sample = () => {
		top = Math.max(top, process.memoryUsage().heapUsed);
	};
	const timer = setInterval(sample, 2);
	try {
		const result = await run(() => {
			sample();
			return top - base;
		});
		sample();
		// What the result alone keeps alive, garbage collected.
		collect();
		const retained = process.memoryUsage().heapUsed - base;
		return {
			peak: top - base,
			retained,
			result,
			gcExposed: typeof (globalThis as { gc?: unknown }).gc === 'function',
		};
	} finally {
		clearInterval(timer);
	}
}
