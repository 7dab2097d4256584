import type { Figure } from './report';

/**
 * Every target the bench has published, by id. A published definition is never edited: a
 * changed definition is a new entry, and the entry it replaces stays, is still measured and is
 * reported met or not beside it (`replacedBy`; docs/decisions/benchmarks.md#benchmarks-fixed-definitions-like-against-like-every-run-reported, says why each changed). The headline counts every entry except those the round
 * that owns them turned into context (`context`).
 */
export interface Definition {
	group: string;
	name: string;
	/** The target as published. */
	target: string;
	/** Whether a measured number meets the target. */
	meets: (measured: number) => boolean;
	/** Where and when it was published. */
	since: string;
	/** The ids of the entries that replaced it. */
	replacedBy?: string[];
	/**
	 * When a round made it context, which round and why: it no longer counts in the headline, is
	 * still measured and shown, and its note says why.
	 */
	context?: { round: string; why: string };
}

const atMost = (limit: number) => (x: number) => x <= limit;
const atLeast = (limit: number) => (x: number) => x >= limit;
const exactly = (wanted: number) => (x: number) => x === wanted;

const OVERHEAD = 'Per-item overhead';
const HARNESS = 'Parallel (harness)';
const REAL = 'Parallel (real n8n 2.41.1)';
const LARGE = 'Large reads';
const BULK = 'Bulk writes';
const POLLING = 'Polling cost';
const FOOTPRINT = 'Footprint';
const REFUSALS = 'Sustained refusals';

const FIRST = '2026-11-23, first bench';
const SPEED_ROUND = '2026-11-23, speed round';
const REAL_N8N_ROUND = '2026-11-25, real-n8n round';
const AGENT_ROUND = '2026-11-25, agent round';
const FLOOR_ROUND = '2026-11-25, floor round';
const PER_ITEM_ROUND = '2026-11-26, per-item round';
const HARNESS_WHY =
	'the real n8n judges speed; the harness shares one process between n8n-core, the node and the simulator';
const HARNESS_CONTEXT = { round: 'real-n8n round', why: HARNESS_WHY };
/** The least the output items keep is above the target: no reader can peak below it (docs/benchmarks.md). */
const HEAP_JSON_CONTEXT = {
	round: 'per-item round',
	why: 'unreachable: n8n\'s output items alone keep about 2.6× the JSON they came from (the context row "heap kept by the output items alone ÷ JSON received"), and no reader can peak below what its output keeps; the targets that count are peak (heap + external) ÷ kept',
};
const REFUSALS_ROUND = '2026-11-26, redirects and refusals round';
const AGENT_OUTSIDE_ROW = '2026-11-27, agent pair against the outside server';

const vsHttp = (count: number, latency: string) =>
	`SEO Tools ÷ HTTP Request node, ${count} items at ${latency}`;
const vsFloor = (count: number, latency: string) =>
	`SEO Tools (default settings) ÷ its floor with ≤ 64 in flight, ${count} items at ${latency}`;
const likeVsHttp = (count: number) =>
	`SEO Tools at Max Parallel Requests ${count} (= items) ÷ HTTP Request node (default options), ${count} items at 50 ± 20 ms`;
const ADDED_ONE =
	'SEO Tools at Max Parallel Requests 1 ÷ helper loop one at a time (what the node adds, 1,000 × Uptime → Get)';
const ADDED_WINDOW =
	'SEO Tools at Max Parallel Requests 64 (default) ÷ helper loop 64 at a time (what the node adds, 1,000 × Uptime → Get)';
const likeInFlight = (count: number) =>
	`most requests in flight (SEO Tools at Max Parallel Requests ${count} = items), ${count} items at 50 ± 20 ms`;
const AGENT_NAME =
	'Agent → Call Tool, 200 items of a read-only tool at 50 ± 20 ms: SEO Tools ÷ HTTP Request node sending the same JSON-RPC POSTs';
const AGENT_OUTSIDE_NAME =
	'Agent → Call Tool, 200 items of a read-only tool at uniform 30–70 ms (outside server): SEO Tools ÷ HTTP Request node sending the same JSON-RPC POSTs';
const largeTotal = (rows: string) =>
	`Query → Get Many, ${rows} rows: the node's peak memory (heap + external) ÷ memory kept by the output items`;
const largeHeapJson = (rows: string) => `Query → Get Many, ${rows} rows: peak heap ÷ JSON received`;

export const DEFINITIONS = {
	'overhead-undici': {
		group: OVERHEAD,
		name: 'SEO Tools ÷ undici loop (1,000 × Uptime → Get)',
		target: '≤ 1.25×',
		meets: atMost(1.25),
		since: FIRST,
		replacedBy: ['overhead-helper'],
	},
	'overhead-helper': {
		group: OVERHEAD,
		name: 'SEO Tools ÷ bare n8n helper loop (what the node adds, 1,000 × Uptime → Get)',
		target: '≤ 1.25×',
		meets: atMost(1.25),
		since: SPEED_ROUND,
		replacedBy: ['overhead-added-one', 'overhead-added-window'],
	},
	'overhead-added-one': {
		group: OVERHEAD,
		name: ADDED_ONE,
		target: '≤ 1.25×',
		meets: atMost(1.25),
		since: REAL_N8N_ROUND,
		replacedBy: ['overhead-added-one-tight'],
	},
	'overhead-added-one-tight': {
		group: OVERHEAD,
		name: ADDED_ONE,
		target: '≤ 1.10×',
		meets: atMost(1.1),
		since: PER_ITEM_ROUND,
	},
	'overhead-added-window': {
		group: OVERHEAD,
		name: ADDED_WINDOW,
		target: '≤ 1.25×',
		meets: atMost(1.25),
		since: REAL_N8N_ROUND,
		replacedBy: ['overhead-added-window-tight'],
	},
	'overhead-added-window-tight': {
		group: OVERHEAD,
		name: ADDED_WINDOW,
		target: '≤ 1.10×',
		meets: atMost(1.1),
		since: PER_ITEM_ROUND,
	},
	'overhead-http': {
		group: OVERHEAD,
		name: 'SEO Tools ÷ HTTP Request node (same engine)',
		target: '≤ 1.00×',
		meets: atMost(1),
		since: FIRST,
	},
	'harness-200-0': {
		group: HARNESS,
		name: vsHttp(200, '0 ms'),
		target: '≤ 1.50×',
		meets: atMost(1.5),
		since: SPEED_ROUND,
		context: HARNESS_CONTEXT,
	},
	'harness-1000-0': {
		group: HARNESS,
		name: vsHttp(1000, '0 ms'),
		target: '≤ 1.50×',
		meets: atMost(1.5),
		since: SPEED_ROUND,
		context: HARNESS_CONTEXT,
	},
	'harness-200-50': {
		group: HARNESS,
		name: vsHttp(200, '50 ± 20 ms'),
		target: '≤ 1.50×',
		meets: atMost(1.5),
		since: SPEED_ROUND,
		context: HARNESS_CONTEXT,
	},
	'harness-1000-50': {
		group: HARNESS,
		name: vsHttp(1000, '50 ± 20 ms'),
		target: '≤ 1.00×',
		meets: atMost(1),
		since: SPEED_ROUND,
		context: HARNESS_CONTEXT,
	},
	'harness-inflight': {
		group: HARNESS,
		name: 'most requests in flight (SEO Tools, default Max Parallel Requests)',
		target: '≤ 64',
		meets: atMost(64),
		since: SPEED_ROUND,
		context: HARNESS_CONTEXT,
	},
	'harness-rate-lost': {
		group: HARNESS,
		name: '200 items against a 20 requests/s limit: items lost',
		target: '= 0',
		meets: exactly(0),
		since: SPEED_ROUND,
		context: {
			...HARNESS_CONTEXT,
			why: `${HARNESS_WHY}; the same target is judged in the real n8n`,
		},
	},
	'harness-rate-throughput': {
		group: HARNESS,
		name: '200 items against a 20 requests/s limit: throughput',
		target: '≥ 18 req/s',
		meets: atLeast(18),
		since: SPEED_ROUND,
		context: {
			...HARNESS_CONTEXT,
			why: `${HARNESS_WHY}; the same target is judged in the real n8n`,
		},
	},
	'real-200-0-speed-round': {
		group: REAL,
		name: vsHttp(200, '0 ms'),
		target: '≤ 1.50×',
		meets: atMost(1.5),
		since: SPEED_ROUND,
		replacedBy: ['real-200-0'],
	},
	'real-1000-0-speed-round': {
		group: REAL,
		name: vsHttp(1000, '0 ms'),
		target: '≤ 1.50×',
		meets: atMost(1.5),
		since: SPEED_ROUND,
		replacedBy: ['real-1000-0'],
	},
	'real-200-50-speed-round': {
		group: REAL,
		name: vsHttp(200, '50 ± 20 ms'),
		target: '≤ 1.50×',
		meets: atMost(1.5),
		since: SPEED_ROUND,
		replacedBy: ['real-200-50'],
	},
	'real-200-0': {
		group: REAL,
		name: vsHttp(200, '0 ms'),
		target: '≤ 1.00×',
		meets: atMost(1),
		since: REAL_N8N_ROUND,
	},
	'real-1000-0': {
		group: REAL,
		name: vsHttp(1000, '0 ms'),
		target: '≤ 1.00×',
		meets: atMost(1),
		since: REAL_N8N_ROUND,
	},
	'real-200-50': {
		group: REAL,
		name: vsHttp(200, '50 ± 20 ms'),
		target: '≤ 1.00×',
		meets: atMost(1),
		since: REAL_N8N_ROUND,
	},
	'real-1000-50': {
		group: REAL,
		name: vsHttp(1000, '50 ± 20 ms'),
		target: '≤ 1.00×',
		meets: atMost(1),
		since: SPEED_ROUND,
	},
	'real-200-outside': {
		group: REAL,
		name: vsHttp(200, 'uniform 30–70 ms (outside server)'),
		target: '≤ 1.00×',
		meets: atMost(1),
		since: REAL_N8N_ROUND,
	},
	'real-1000-outside': {
		group: REAL,
		name: vsHttp(1000, 'uniform 30–70 ms (outside server)'),
		target: '≤ 1.00×',
		meets: atMost(1),
		since: REAL_N8N_ROUND,
	},
	'real-inflight': {
		group: REAL,
		name: 'most requests in flight (SEO Tools, default Max Parallel Requests)',
		target: '≤ 64',
		meets: atMost(64),
		since: SPEED_ROUND,
	},
	'real-inflight-10': {
		group: REAL,
		name: 'most requests in flight (SEO Tools, Max Parallel Requests 10)',
		target: '≤ 10',
		meets: atMost(10),
		since: REAL_N8N_ROUND,
	},
	'real-rate-lost': {
		group: REAL,
		name: '200 items against a 20 requests/s limit: items lost',
		target: '= 0',
		meets: exactly(0),
		since: REAL_N8N_ROUND,
	},
	'real-rate-throughput': {
		group: REAL,
		name: '200 items against a 20 requests/s limit: throughput',
		target: '≥ 18 req/s',
		meets: atLeast(18),
		since: REAL_N8N_ROUND,
	},
	'real-200-50-floor': {
		group: REAL,
		name: vsFloor(200, '50 ± 20 ms'),
		target: '≤ 1.05×',
		meets: atMost(1.05),
		since: FLOOR_ROUND,
	},
	'real-1000-50-floor': {
		group: REAL,
		name: vsFloor(1000, '50 ± 20 ms'),
		target: '≤ 1.05×',
		meets: atMost(1.05),
		since: FLOOR_ROUND,
	},
	'real-200-outside-floor': {
		group: REAL,
		name: vsFloor(200, 'uniform 30–70 ms (outside server)'),
		target: '≤ 1.05×',
		meets: atMost(1.05),
		since: FLOOR_ROUND,
	},
	'real-1000-outside-floor': {
		group: REAL,
		name: vsFloor(1000, 'uniform 30–70 ms (outside server)'),
		target: '≤ 1.05×',
		meets: atMost(1.05),
		since: FLOOR_ROUND,
	},
	'real-200-50-like': {
		group: REAL,
		name: likeVsHttp(200),
		target: '≤ 1.00×',
		meets: atMost(1),
		since: FLOOR_ROUND,
	},
	'real-1000-50-like': {
		group: REAL,
		name: likeVsHttp(1000),
		target: '≤ 1.00×',
		meets: atMost(1),
		since: FLOOR_ROUND,
	},
	'real-200-50-like-inflight': {
		group: REAL,
		name: likeInFlight(200),
		target: '= 200 (the cap)',
		meets: exactly(200),
		since: PER_ITEM_ROUND,
	},
	'real-1000-50-like-inflight': {
		group: REAL,
		name: likeInFlight(1000),
		target: '= 1000 (the cap)',
		meets: exactly(1000),
		since: PER_ITEM_ROUND,
	},
	'real-agent-200-50': {
		group: REAL,
		name: AGENT_NAME,
		target: '≤ 1.50×',
		meets: atMost(1.5),
		since: AGENT_ROUND,
		replacedBy: ['real-agent-200-50-tight'],
	},
	'real-agent-200-50-tight': {
		group: REAL,
		name: AGENT_NAME,
		target: '≤ 1.10×',
		meets: atMost(1.1),
		since: FLOOR_ROUND,
	},
	'real-agent-200-outside': {
		group: REAL,
		name: AGENT_OUTSIDE_NAME,
		target: '≤ 1.10×',
		meets: atMost(1.1),
		since: AGENT_OUTSIDE_ROW,
	},
	'large-requests-ceil': {
		group: LARGE,
		name: 'Query → Get Many, 200,000 rows: requests',
		target: '= ⌈rows / 50,000⌉ = 4',
		meets: exactly(4),
		since: FIRST,
		replacedBy: ['large-requests-floor'],
	},
	'large-requests-floor': {
		group: LARGE,
		name: 'Query → Get Many, 200,000 rows: requests',
		target: '= ⌊rows / 50,000⌋ + 1 = 5',
		meets: exactly(5),
		since: SPEED_ROUND,
	},
	'large-heap-json': {
		group: LARGE,
		name: largeHeapJson('200,000'),
		target: '≤ 2.00×',
		meets: atMost(2),
		since: FIRST,
		replacedBy: ['large-heap-whole'],
		context: HEAP_JSON_CONTEXT,
	},
	'large-heap-whole': {
		group: LARGE,
		name: 'Query → Get Many, 200,000 rows: peak heap ÷ heap kept by the output items',
		target: '≤ 1.30×',
		meets: atMost(1.3),
		since: SPEED_ROUND,
		replacedBy: ['large-heap-node'],
	},
	'large-heap-node': {
		group: LARGE,
		name: "Query → Get Many, 200,000 rows: the node's peak heap ÷ heap kept by the output items",
		target: '≤ 1.30×',
		meets: atMost(1.3),
		since: SPEED_ROUND,
		replacedBy: ['large-total-node'],
	},
	'large-total-node': {
		group: LARGE,
		name: largeTotal('200,000'),
		target: '≤ 1.30×',
		meets: atMost(1.3),
		since: REAL_N8N_ROUND,
	},
	'large-1m-total-node': {
		group: LARGE,
		name: largeTotal('1,000,000'),
		target: '≤ 1.30×',
		meets: atMost(1.3),
		since: FLOOR_ROUND,
	},
	'large-1m-heap-json': {
		group: LARGE,
		name: largeHeapJson('1,000,000'),
		target: '≤ 2.00×',
		meets: atMost(2),
		since: FLOOR_ROUND,
		context: HEAP_JSON_CONTEXT,
	},
	'bulk-requests': {
		group: BULK,
		name: 'Query → Add or Update, 100,000 phrases: requests ÷ minimum',
		target: '≤ 1.10×',
		meets: atMost(1.1),
		since: FIRST,
	},
	'bulk-longest': {
		group: BULK,
		name: 'Query → Add or Update: longest request target',
		target: '≤ 8000',
		meets: atMost(8000),
		since: FIRST,
	},
	'bulk-move': {
		group: BULK,
		name: 'Query Group → Move Queries, 10,000 ids: requests',
		target: '= 10',
		meets: exactly(10),
		since: FIRST,
	},
	'polling-wait': {
		group: POLLING,
		name: 'Video → Generate, Wait for Completion: result fetches per task per minute',
		target: '≤ 6',
		meets: atMost(6),
		since: FIRST,
	},
	'polling-trigger': {
		group: POLLING,
		name: 'SEO Tools Trigger, Video Task Finished: requests per task per minute',
		target: '≤ 1',
		meets: atMost(1),
		since: FIRST,
	},
	'footprint-ms': {
		group: FOOTPRINT,
		name: 'cold require of the 2 nodes and 2 credentials (built)',
		target: '≤ 30 ms',
		meets: atMost(30),
		since: FIRST,
		replacedBy: ['footprint-ratio'],
	},
	'footprint-ratio': {
		group: FOOTPRINT,
		name: "cold require of the 2 nodes and 2 credentials (built) ÷ n8n-workflow's",
		target: '≤ 0.090×',
		meets: atMost(0.09),
		since: '2026-11-23, calibrated on the run where 30 ms was met',
		replacedBy: undefined,
	},
	'pack-size': {
		group: FOOTPRINT,
		name: 'packed size (npm pack)',
		target: '≤ 300.0 KiB',
		meets: atMost(300 * 1024),
		since: FIRST,
	},
	'refusals-half-200': {
		group: REFUSALS,
		name: 'Uptime → Get, 200 items against a service that refuses half of all requests at random with HTTP 429 (no Retry-After) and accepts at most 20 requests/s: run time ÷ what the accepted rate allows (200 ÷ 20 = 10 s)',
		target: '≤ 3.00×',
		meets: atMost(3),
		since: REFUSALS_ROUND,
	},
	'refusals-half-200-lost': {
		group: REFUSALS,
		name: 'The same run: items lost or failed',
		target: '= 0',
		meets: exactly(0),
		since: REFUSALS_ROUND,
	},
} satisfies Record<string, Definition>;

export type DefinitionId = keyof typeof DEFINITIONS;

/** What a group measured for one definition. */
export interface Measured {
	/** The number the target is judged on. */
	measured: number;
	/** As printed (the median and its details). */
	value: string;
	/** Lowest and highest round, for figures taken over rounds. */
	range?: string;
	/** One line: what is compared with what (parallelism, credential handling). */
	compares?: string;
	note?: string;
}

/** One line for the Definition column. */
export function definitionText(def: Definition): string {
	if (def.context) return `context since the ${def.context.round} (published ${def.since})`;
	if (def.replacedBy?.length) return `earlier (${def.since}), kept`;
	return `current (${def.since})`;
}

/** The row for a published definition, judged by its own target. */
export function definition(id: DefinitionId, m: Measured): Figure {
	const def: Definition = DEFINITIONS[id];
	return {
		id,
		group: def.group,
		name: def.name,
		value: m.value,
		range: m.range,
		target: def.target,
		met: def.context ? null : def.meets(m.measured),
		formerlyMet: def.context ? def.meets(m.measured) : undefined,
		definition: definitionText(def),
		compares: m.compares,
		note:
			[m.note, def.context && `context: ${def.context.why}`].filter(Boolean).join('; ') ||
			undefined,
	};
}

/** The row for a published definition that could not be measured in this run (counts as missed). */
export function notMeasured(id: DefinitionId, why: string): Figure {
	const def: Definition = DEFINITIONS[id];
	return {
		id,
		group: def.group,
		name: def.name,
		value: why,
		target: def.target,
		met: def.context ? null : 'skipped',
		definition: definitionText(def),
	};
}
