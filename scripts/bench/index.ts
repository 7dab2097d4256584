// First: later imports load the built package (see built-package.ts).
import './built-package';
import { performance } from 'node:perf_hooks';
import { bulkWrites } from './bulk-writes';
import { footprint } from './footprint';
import { largeReads } from './large-read';
import { perItemOverhead } from './overhead';
import { parallelRequests } from './parallel';
import { realN8n } from './real-n8n';
import { pollingCost } from './polling';
import {
	machine,
	notes,
	runStamp,
	table,
	verdict,
	writeDoc,
	writeReadme,
	type Figure,
} from './report';

/** The figure groups, in the order of the issue; `npm run bench -- <name>...` runs only some (and leaves the docs page alone). */
const GROUPS: Record<string, () => Figure[] | Promise<Figure[]>> = {
	overhead: perItemOverhead,
	parallel: parallelRequests,
	'real-n8n': realN8n,
	'large-reads': largeReads,
	'bulk-writes': bulkWrites,
	polling: pollingCost,
	footprint,
};

async function main(): Promise<void> {
	const only = process.argv.slice(2);
	const unknown = only.filter((name) => !(name in GROUPS));
	if (unknown.length)
		throw new Error(
			`Unknown group ${unknown.join(', ')}; groups: ${Object.keys(GROUPS).join(', ')}`,
		);
	const started = performance.now();
	const figures: Figure[] = [];
	console.log(`Benchmarks on ${machine()}`);
	for (const [name, measure] of Object.entries(GROUPS)) {
		if (only.length && !only.includes(name)) continue;
		const t = performance.now();
		figures.push(...(await measure()));
		console.log(`  ${name}: ${((performance.now() - t) / 1000).toFixed(0)} s`);
	}
	const seconds = Math.round((performance.now() - started) / 1000);
	console.log(`\n${table(figures)}\n\n${verdict(figures)}\n\n${notes(figures)}`);
	if (!only.length) {
		const stamp = runStamp();
		writeDoc(figures, seconds, stamp);
		writeReadme(figures, stamp);
		console.log('\ndocs/benchmarks.md and the figures in README.md updated.');
	}
}

// Benchmarks report, they do not gate: exit 0 when a target is missed; only a broken run fails.
main().then(
	() => process.exit(0),
	(error: unknown) => {
		console.error(error);
		process.exit(1);
	},
);
