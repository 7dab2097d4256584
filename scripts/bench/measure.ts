import { performance } from 'node:perf_hooks';

export function median(values: number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	const mid = Math.floor(sorted.length / 2);
	return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const times = (value: number) => `${value.toFixed(2)}×`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
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

/** Per-round ratios a/b: paired, so a slow round slows both sides. */
export const pairedRatios = (a: number[], b: number[]): number[] =>
	a.map((value, i) => value / b[i]);

/** The median of per-round ratios a/b. */
export function pairedRatio(a: number[], b: number[]): number {
	return median(pairedRatios(a, b));
}

/** A figure taken over rounds: its median and the lowest and highest round. */
export interface Spread {
	median: number;
	min: number;
	max: number;
	rounds: number;
}

export function spread(values: number[]): Spread {
	return {
		median: median(values),
		min: Math.min(...values),
		max: Math.max(...values),
		rounds: values.length,
	};
}

/** "1.02–1.31× over 5 rounds", in the figure's own format. */
export const rangeText = (s: Spread, format: (value: number) => string): string =>
	`${format(s.min)}–${format(s.max)} (${s.rounds} rounds)`;
