/**
 * What n8n loads when it starts: the two nodes and two credentials of package.json's `n8n`
 * section, whose code is bundled into two files, `dist/bundle.js` (what runs at start) and
 * `dist/run.js` (what runs when a workflow executes, an editor list loads or the trigger polls,
 * loaded on the first such call; scripts/build/index.ts and split.ts,
 * docs/decisions/parallel-requests.md#cold-require). Requiring them, `new` of each class and
 * reading its `description` loads five files of the package (not `run.js`) and no other package
 * than n8n-workflow; every source module is in one of the two files only; the first call of a
 * method loads `run.js`; the classes keep the names n8n records; the tarball holds what n8n reads
 * and nothing else. No timing here: the bench's footprint group measures the require
 * (docs/benchmarks.md).
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
	JSON.stringify(instance.description);
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

	test('requiring the 2 nodes and 2 credentials, new and description load 5 files: their 4 and the bundle', () => {
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

	test.each([
		['bundle.js', './run.js'],
		['run.js', './bundle.js'],
	])('%s requires no package but n8n-workflow, and the other file once', (file, other) => {
		const code = readFileSync(join(ROOT, 'dist', file), 'utf8');
		const required = [...code.matchAll(/\brequire\("([^"]+)"\)/g)].map((m) => m[1]);
		expect([...new Set(required)].sort()).toEqual([other, 'n8n-workflow'].sort());
		// Node resolves a package's exports on every require call: one call, not one per module.
		expect(required.filter((path) => path === 'n8n-workflow')).toHaveLength(1);
		expect(required.filter((path) => path === other)).toHaveLength(1);
	});

	// Node reads an ASCII file as a one-byte string; one other character makes it decode the
	// whole bundle into a UTF-16 copy at every start (docs/decisions/parallel-requests.md#cold-require).
	test.each(['bundle.js', 'run.js'])('%s is ASCII', (file) => {
		const code = readFileSync(join(ROOT, 'dist', file), 'utf8');
		expect(code.match(/[\u0080-\uffff]/g) ?? []).toEqual([]);
	});

	// The state a process keeps (processMap, the governor, itemParameter's cache, the error
	// classes instanceof checks, every module-level Map, Set or let) must be one copy.
	test('every source module is in one of the two files only, but the listed stateless one', () => {
		const split = JSON.parse(readFileSync(join(ROOT, '.cache', 'build', 'split.json'), 'utf8')) as {
			start: string[];
			run: string[];
			shared: Record<string, string>;
		};
		const both = split.start.filter((input) => split.run.includes(input));
		expect(both).toEqual(['one-require:n8n-workflow']);
		expect(Object.keys(split.shared)).toEqual(['one-require:n8n-workflow']);
		const sources = (inputs: string[]) => inputs.filter((input) => !input.includes(':'));
		expect(sources(split.run)).toContain('nodes/shared/transport/governor.ts');
		expect(sources(split.start)).toContain('nodes/shared/utils/processMap.ts');
		expect(sources(split.start)).toContain('nodes/shared/utils/itemParameter.ts');
		// The one re-export of n8n-workflow holds nothing but its names.
		for (const file of ['bundle.js', 'run.js']) {
			const code = readFileSync(join(ROOT, 'dist', file), 'utf8');
			const module = /\/\/ one-require:n8n-workflow\n([\s\S]*?)\n\n/.exec(code)?.[1];
			expect(module).toBe('var import_n8n_workflow = require("n8n-workflow");');
		}
	});

	// The first call of an editor list's method (a stub in bundle.js) loads run.js.
	test('the first method call loads run.js', () => {
		const child = `
require('n8n-workflow');
const { SeoTools } = require(${JSON.stringify(join(ROOT, pkg.n8n.nodes[0]))});
const node = new SeoTools();
const run = ${JSON.stringify(join(ROOT, 'dist', 'run.js'))};
const before = run in require.cache;
const ctx = { getNodeParameter: () => { throw new Error('stop'); }, getCurrentNodeParameter: () => { throw new Error('stop'); }, getNode: () => ({ name: 'n', type: 't', typeVersion: 1 }), getCredentials: async () => { throw new Error('stop'); }, helpers: {} };
Promise.resolve().then(() => node.methods.loadOptions.getGroups.call(ctx)).catch(() => {}).then(() => {
	const after = run in require.cache;
	process.stdout.write(JSON.stringify({ before, after }));
});`;
		const result = JSON.parse(
			execFileSync(process.execPath, ['-e', child], { cwd: ROOT, encoding: 'utf8' }),
		) as {
			before: boolean;
			after: boolean;
		};
		expect(result).toEqual({ before: false, after: true });
	});

	test('the tarball holds the two files, the 4 files n8n loads, their codex files and icons', () => {
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
				'dist/run.js',
				'dist/icons/seoTools.svg',
				'dist/icons/seoTools.dark.svg',
				'README.md',
				'LICENSE',
				'package.json',
			].sort(),
		);
	});
});
