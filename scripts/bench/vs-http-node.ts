import { times } from './measure';
import type { Figure } from './report';

/** Issue 14's targets, SEO Tools ÷ HTTP Request node (default options), by latency and item count. */
const TARGETS: Record<string, number> = {
	'0 ms/200': 1.5,
	'0 ms/1000': 1.5,
	'50 ± 20 ms/200': 1.5,
	'50 ± 20 ms/1000': 1.0,
};

export const LATENCIES = [
	['0 ms', {}],
	['50 ± 20 ms', { latencyMs: 50, jitterMs: 20 }],
] as const;

/** One "SEO Tools ÷ HTTP Request node" row; a missing ratio means the HTTP Request node could not run. */
export function vsHttpNode(
	group: string,
	latency: string,
	count: number,
	ratio: number | string,
	note?: string,
): Figure {
	const target = TARGETS[`${latency}/${count}`];
	const name = `SEO Tools ÷ HTTP Request node, ${count} items at ${latency}`;
	if (typeof ratio === 'string')
		return { group, name, value: ratio, target: `≤ ${times(target)}`, met: 'skipped' };
	return {
		group,
		name,
		value: times(ratio),
		target: `≤ ${times(target)}`,
		met: ratio <= target,
		note,
	};
}
