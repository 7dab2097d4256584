// First: later imports load the built package (see built-package.ts).
import './built-package';
import { performance } from 'node:perf_hooks';
import { bulkWrites } from './bulk-writes';
import { QUICK } from './config';
import { footprint } from './footprint';
import { halfRefused } from './half-refused';
import { largeReads } from './large-read';
import { perItemOverhead } from './overhead';
import { parallelRequests } from './parallel';
import { realN8n } from './real-n8n';
import { pollingCost } from './polling';
import { withLastRecorded } from '../../dev/bench/figure-table';
import { DEFINITIONS, notMeasured, type DefinitionId } from './published';
import {
	appendRun,
	machineLoad,
	readLastRecorded,
	runBlock,
	runStamp,
	writeReadme,
	type Figure,
	type RunInfo,
} from './report';
import { runMain } from './runMain';

/**
 * The figure groups, in the order of docs/benchmarks.md, with the group name their rows carry; `npm
 * run bench -- <name>...` runs only some (and leaves the docs alone).
 */
const GROUPS: Record<string, { label: string; measure: () => Figure[] | Promise<Figure[]> }> = {
	overhead: { label: 'Per-item overhead', measure: perItemOverhead },
	parallel: { label: 'Parallel (harness)', measure: parallelRequests },
	'real-n8n': { label: 'Parallel (real n8n 2.41.1)', measure: realN8n },
	'large-reads': { label: 'Large reads', measure: largeReads },
	'bulk-writes': { label: 'Bulk writes', measure: bulkWrites },
	polling: { label: 'Polling cost', measure: pollingCost },
	footprint: { label: 'Footprint', measure: footprint },
	refusals: { label: 'Sustained refusals', measure: halfRefused },
};

/** Every published definition of the group gets a row: one its group did not measure is reported as not measured. */
function withEveryDefinition(label: string, figures: Figure[]): Figure[] {
	const seen = new Set(figures.map((f) => f.id));
	const missing = (Object.keys(DEFINITIONS) as DefinitionId[]).filter(
		(id) => DEFINITIONS[id].group === label && !seen.has(id),
	);
	return [...figures, ...missing.map((id) => notMeasured(id, 'not measured in this run'))];
}

async function main(): Promise<void> {
	const only = process.argv.slice(2);
	const unknown = only.filter((name) => !(name in GROUPS));
	if (unknown.length)
		throw new Error(
			`Unknown group ${unknown.join(', ')}; groups: ${Object.keys(GROUPS).join(', ')}`,
		);
	const recorded = !only.length && !QUICK;
	const stamp = runStamp();
	const load = machineLoad();
	const started = performance.now();
	console.log(`Benchmarks, ${stamp}, load average at start ${load}`);
	if (QUICK) console.log('QUICK RUN (BENCH_QUICK=1): fewer rounds, not comparable, not recorded.');
	// Read before this run is appended: every row is printed beside the last recorded run's figure.
	const last = readLastRecorded();
	const figures: Figure[] = [];
	for (const [name, { label, measure }] of Object.entries(GROUPS)) {
		if (only.length && !only.includes(name)) continue;
		const t = performance.now();
		figures.push(...withEveryDefinition(label, await measure()));
		console.log(`  ${name}: ${((performance.now() - t) / 1000).toFixed(0)} s`);
	}
	const run: RunInfo = { stamp, load, seconds: Math.round((performance.now() - started) / 1000) };
	const block = runBlock(withLastRecorded(figures, last), run, last);
	console.log(`\n${block}`);
	if (recorded) {
		appendRun(block);
		writeReadme(figures, run);
		console.log('\nThis run was appended to docs/benchmarks.md and README.md regenerated.');
	}
}

// Benchmarks report, they do not gate: exit 0 when a target is missed; only a broken run fails.
runMain(main);
