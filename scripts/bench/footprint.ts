import { execFileSync } from 'node:child_process';
import { DIST, ROOT } from './built-package';
import { kib, rangeText, spread } from './measure';
import { definition } from './published';
import type { Figure } from './report';
import { rounds } from './config';

const CHILD_RUNS = 9;

const MODULES = [
	'nodes/SeoTools/SeoTools.node.js',
	'nodes/SeoTools/SeoToolsTrigger.node.js',
	'credentials/SeoToolsApi.credentials.js',
	'credentials/SeoToolsAccountApi.credentials.js',
];

/**
 * Runs in a fresh Node: loads n8n-workflow first (n8n has it loaded before it loads a community
 * package), then the package's node and credential modules, and times both. n8n-workflow is
 * the reference: loaded the same way in the same process, it slows down with the machine as
 * the package does.
 */
const CHILD = `
const clock = () => process.hrtime.bigint();
const since = (start) => Number(clock() - start) / 1e6;
let start = clock();
require('n8n-workflow');
const reference = since(start);
start = clock();
for (const file of ${JSON.stringify(MODULES.map((m) => `${DIST}/${m}`))}) require(file);
process.stdout.write(JSON.stringify({ reference, ours: since(start) }));
`;

interface RequireTimes {
	/** Milliseconds to require the package, n8n-workflow already loaded, per process. */
	ours: number[];
	/** Milliseconds to require n8n-workflow, first thing in the same process. */
	reference: number[];
	/** Per-process ratios ours ÷ reference. */
	ratio: number[];
}

function requireTimes(): RequireTimes {
	const runs = Array.from(
		{ length: rounds(CHILD_RUNS) },
		() =>
			JSON.parse(
				execFileSync(process.execPath, ['-e', CHILD], { cwd: ROOT, encoding: 'utf8' }),
			) as { ours: number; reference: number },
	);
	return {
		ours: runs.map((r) => r.ours),
		reference: runs.map((r) => r.reference),
		ratio: runs.map((r) => r.ours / r.reference),
	};
}

function packedSize(): { size: number; unpacked: number; files: number } {
	const [pack] = JSON.parse(
		execFileSync('npm', ['pack', '--dry-run', '--json'], {
			cwd: ROOT,
			encoding: 'utf8',
			stdio: ['ignore', 'pipe', 'ignore'],
		}),
	) as Array<{ size: number; unpackedSize: number; entryCount: number }>;
	return { size: pack.size, unpacked: pack.unpackedSize, files: pack.entryCount };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const ratioText = (value: number) => `${value.toFixed(3)}×`;

export function footprint(): Figure[] {
	const required = requireTimes();
	const ours = spread(required.ours);
	const reference = spread(required.reference);
	const ratio = spread(required.ratio);
	const pack = packedSize();
	const processes = `median of ${ratio.rounds} fresh ${process.version} processes, process.hrtime around each require; n8n-workflow is required first, as n8n has it loaded when it loads a community package`;
	return [
		definition('footprint-ratio', {
			measured: ratio.median,
			value: `${ratioText(ratio.median)} (${ms(ours.median)}; n8n-workflow ${ms(reference.median)})`,
			range: rangeText(ratio, ratioText),
			compares:
				"the package's cold require ÷ n8n-workflow's, in the same fresh process, so both move with the machine's speed",
			note: `${processes}; the ratio is taken per process`,
		}),
		definition('footprint-ms', {
			measured: ours.median,
			value: ms(ours.median),
			range: rangeText(ours, ms),
			compares: "the package's cold require in milliseconds, whatever the machine's speed",
			note: `${processes}; this machine's speed varies by about 1.5× across the day and the milliseconds move with it (docs/decisions/parallel-requests.md#cold-require, "Cold require target")`,
		}),
		definition('pack-size', {
			measured: pack.size,
			value: kib(pack.size),
			note: `${pack.files} files, ${kib(pack.unpacked)} unpacked (npm pack --dry-run --json)`,
		}),
	];
}
