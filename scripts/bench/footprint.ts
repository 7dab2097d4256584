import { execFileSync } from 'node:child_process';
import { DIST, ROOT } from './built-package';
import { kib, median } from './measure';
import type { Figure } from './report';

const GROUP = 'Footprint';
const CHILD_RUNS = 9;
export const REQUIRE_TARGET_MS = 30;
export const PACK_TARGET_BYTES = 300 * 1024;

const MODULES = [
	'nodes/SeoTools/SeoTools.node.js',
	'nodes/SeoToolsTrigger/SeoToolsTrigger.node.js',
	'credentials/SeoToolsApi.credentials.js',
	'credentials/SeoToolsAccountApi.credentials.js',
];

/**
 * Runs in a fresh Node: optionally loads n8n-workflow first (n8n has it loaded before it loads a
 * community package), then times requiring the package's node and credential modules.
 */
const CHILD = `
const preload = process.argv[1] === 'preload';
if (preload) require('n8n-workflow');
const start = process.hrtime.bigint();
for (const file of ${JSON.stringify(MODULES.map((m) => `${DIST}/${m}`))}) require(file);
process.stdout.write(String(Number(process.hrtime.bigint() - start) / 1e6));
`;

function requireMs(mode: 'preload' | 'cold'): number {
	const runs = Array.from({ length: CHILD_RUNS }, () =>
		Number(execFileSync(process.execPath, ['-e', CHILD, mode], { cwd: ROOT, encoding: 'utf8' })),
	);
	return median(runs);
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

export function footprint(): Figure[] {
	const ours = requireMs('preload');
	const withWorkflow = requireMs('cold');
	const pack = packedSize();
	return [
		{
			group: GROUP,
			name: 'cold require of the 2 nodes and 2 credentials (built)',
			value: `${ours.toFixed(1)} ms`,
			target: `≤ ${REQUIRE_TARGET_MS} ms`,
			met: ours <= REQUIRE_TARGET_MS,
			note: `median of ${CHILD_RUNS} fresh ${process.version} processes, process.hrtime around the requires; n8n-workflow loaded before, as n8n has it loaded when it loads a community package`,
		},
		{
			group: GROUP,
			name: 'context: the same with n8n-workflow loaded too',
			value: `${withWorkflow.toFixed(1)} ms`,
			target: '',
			met: null,
		},
		{
			group: GROUP,
			name: 'packed size (npm pack)',
			value: kib(pack.size),
			target: `≤ ${kib(PACK_TARGET_BYTES)}`,
			met: pack.size <= PACK_TARGET_BYTES,
			note: `${pack.files} files, ${kib(pack.unpacked)} unpacked (npm pack --dry-run --json)`,
		},
	];
}
