import { rangeText, spread, times } from './measure';
import type { Measured } from './published';

/** The simulator's network profiles the parallel figures run at: key (as in the definition ids), label, profile. */
export const SIM_LATENCIES = [
	['0', '0 ms', {}],
	['50', '50 ± 20 ms', { latencyMs: 50, jitterMs: 20 }],
] as const;

/** A "SEO Tools ÷ HTTP Request node" figure from per-round times of both (paired by round). */
export function vsHttpMeasured(seo: number[], http: number[], note: string): Measured {
	const s = spread(seo.map((value, i) => value / http[i]));
	return { measured: s.median, value: times(s.median), range: rangeText(s, times), note };
}
