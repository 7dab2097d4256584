/**
 * What n8n loads when it starts: the two nodes and two credentials of package.json's `n8n`
 * section, whose code is bundled into one file, `dist/bundle.js` (scripts/build/index.ts,
 * docs/decisions/parallel-requests.md#cold-require). Requiring them loads five files of the
 * package and no other package than n8n-workflow; the classes keep the names n8n records; the
 * tarball holds what n8n reads and nothing else. No timing here: the bench's footprint group
 * measures the require (docs/benchmarks.md).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
	n8n: { nodes: string[]; credentials: string[] };
};
const entries = [...pkg.n8n.nodes, ...pkg.n8n.credentials];
/** The class a file exports, as n8n reads it: the file name up to its first dot. */
const classOf = (file: string) => file.split('/').pop()!.split('.')[0];

/** In a fresh Node, as n8n loads a community package: n8n-workflow first, then each entry. */
const CHILD = `
require('n8n-workflow');
const before = new Set(Object.keys(require.cache));
const classes = {};
for (const [file, name] of ${JSON.stringify(entries.map((file) => [join(ROOT, file), classOf(file)]))}) {
	const type = require(file)[name];
	const instance = new type();
	classes[name] = { name: type.name, constructorName: instance.constructor.name, described: instance.description?.name ?? instance.name };
}
const loaded = Object.keys(require.cache).filter((file) => !before.has(file));
process.stdout.write(JSON.stringify({ loaded, classes }));
`;

describe('the built package as n8n loads it', () => {
	let loaded: string[];
	let classes: Record<string, { name: string; constructorName: string; described: string }>;

	beforeAll(() => {
		if (!existsSync(join(ROOT, 'dist', 'bundle.js'))) {
			const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, encoding: 'utf8' });
			if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stderr}`);
		}
		({ loaded, classes } = JSON.parse(
			execFileSync(process.execPath, ['-e', CHILD], { cwd: ROOT, encoding: 'utf8' }),
		));
	}, 120_000);

	test('requiring the 2 nodes and 2 credentials loads 5 files: their 4 and the bundle', () => {
		const relative = loaded.map((file) => file.slice(ROOT.length + 1)).sort();
		expect(relative).toEqual([...entries, 'dist/bundle.js'].sort());
	});

	// n8n keeps `constructor.name` to load a node again later (n8n-core's directory loader).
	test('each class keeps the name of its file', () => {
		for (const file of entries) {
			const name = classOf(file);
			expect(classes[name]).toMatchObject({ name, constructorName: name });
			expect(typeof classes[name].described).toBe('string');
		}
	});

	test('the bundle requires no package but n8n-workflow', () => {
		const bundle = readFileSync(join(ROOT, 'dist', 'bundle.js'), 'utf8');
		const required = new Set([...bundle.matchAll(/\brequire\("([^"]+)"\)/g)].map((m) => m[1]));
		expect([...required]).toEqual(['n8n-workflow']);
	});

	// Node resolves a package's exports on every require call: one call, not one per module.
	test('the bundle requires n8n-workflow once', () => {
		const bundle = readFileSync(join(ROOT, 'dist', 'bundle.js'), 'utf8');
		expect(bundle.match(/\brequire\("n8n-workflow"\)/g)).toHaveLength(1);
	});

	// Node reads an ASCII file as a one-byte string; one other character makes it decode the
	// whole bundle into a UTF-16 copy at every start (docs/decisions/parallel-requests.md#cold-require).
	test('the bundle is ASCII', () => {
		const bundle = readFileSync(join(ROOT, 'dist', 'bundle.js'), 'utf8');
		expect(bundle.match(/[\u0080-\uffff]/g) ?? []).toEqual([]);
	});

	test('the tarball holds the bundle, the 4 files n8n loads, their codex files and icons', () => {
		const [pack] = JSON.parse(
			execFileSync('npm', ['pack', '--dry-run', '--json'], {
				cwd: ROOT,
				encoding: 'utf8',
				stdio: ['ignore', 'pipe', 'ignore'],
			}),
		) as Array<{ files: Array<{ path: string }> }>;
		const codex = pkg.n8n.nodes.map((file) => file.replace(/\.js$/, '.json'));
		expect(pack.files.map((file) => file.path).sort()).toEqual(
			[
				...entries,
				...codex,
				'dist/bundle.js',
				'dist/icons/seoTools.svg',
				'dist/icons/seoTools.dark.svg',
				'README.md',
				'LICENSE',
				'package.json',
			].sort(),
		);
	});
});
