/**
 * scripts/ (scripts/README.md, docs/decisions/toolchain.md#house-rules-kept-as-tests): one folder per command
 * with its entry in `index.ts`, every command written down runs such an entry, and the package's
 * source is reached only through dev/ or the built package.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importsInto, ROOT } from './imports';

/** Programs under scripts/ that are not a `scripts/<task>/index.ts`, each with its reason. */
const NAMED_EXCEPTIONS: Record<string, string> = {
	'scripts/release/index.mjs':
		'the publish workflow runs it with plain Node before npm ci, when tsx is not installed',
	'scripts/bench/client-timeline.mjs':
		"preloaded by plain Node into the real n8n's process (`--import`) by profile-real-n8n.ts, where tsx is not loaded: n8n's own record of each request (docs/benchmarks.md)",
	'scripts/bench/profile-real-n8n.ts':
		'a profiler of the real-n8n benchmark, run by hand (docs/benchmarks.md)',
	'scripts/bench/cpu-per-item.ts':
		"the overhead group's runs by CPU time per item, to compare two builds on a shared machine, run by hand (docs/benchmarks.md)",
	'scripts/bench/promises-per-item.ts':
		"the overhead group's runs by promises per item, a count the machine's load does not move, run by hand (docs/benchmarks.md)",
	'scripts/bench/large-read-gc.ts':
		"the large-reads group's run with every garbage collection and heap space beside it, run by hand (docs/benchmarks.md)",
	'scripts/bench/helper-options.ts':
		"CPU per request of n8n's HTTP stack for the forms an agent call could take, run by hand (docs/benchmarks.md)",
	'scripts/bench/first-window.ts':
		"when each node's requests reach the simulator and the outside server, Call Tool's first window against Uptime → Get's, run by hand (docs/benchmarks.md)",
	'scripts/bench/window-cost.ts':
		'the CPU per item of the item window and the governor alone, at 200 to 10,000 items, run by hand (docs/benchmarks.md)',
};

const ENTRY = /^scripts\/[^/]+\/index\.ts$/;
// A file of scripts/ run by `node` or `tsx` (also through npx, and with flags before it).
const COMMAND = /\b(?:tsx|node)(?:\s+-[-\w=]+)*\s+(scripts\/[^\s'"`]+\.[cm]?[jt]s)\b/g;

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** Markdown files of the repository, outside what is installed, built or written by a run. */
function markdownFiles(folder = ''): string[] {
	const skipped = ['node_modules', '.git', '.n8n-demo', 'dist', '.cache', 'demo-output'];
	return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
		const path = folder ? `${folder}/${entry.name}` : entry.name;
		if (entry.isDirectory()) return skipped.includes(entry.name) ? [] : markdownFiles(path);
		return entry.name.endsWith('.md') ? [path] : [];
	});
}

/** Where commands are written down: package.json's scripts, .ci/run, the workflows, the docs. */
function writtenCommands(): Map<string, string[]> {
	const sources: [string, string][] = [
		['package.json', Object.values(JSON.parse(read('package.json')).scripts).join('\n')],
		['.ci/run', read('.ci/run')],
		...readdirSync(join(ROOT, '.github/workflows')).map((name): [string, string] => {
			const path = `.github/workflows/${name}`;
			return [path, read(path)];
		}),
		...markdownFiles().map((path): [string, string] => [path, read(path)]),
	];
	const found = new Map<string, string[]>();
	for (const [source, text] of sources)
		for (const [, file] of text.matchAll(COMMAND))
			found.set(file, [...(found.get(file) ?? []), source]);
	return found;
}

describe('scripts/: one folder per command', () => {
	it('holds folders and its README, no loose files', () => {
		const loose = readdirSync(join(ROOT, 'scripts'), { withFileTypes: true })
			.filter((entry) => !entry.isDirectory() && entry.name !== 'README.md')
			.map((entry) => `scripts/${entry.name}`);
		expect(loose).toEqual([]);
	});

	it("each folder's entry is its index.ts (or a named exception)", () => {
		const folders = readdirSync(join(ROOT, 'scripts'), { withFileTypes: true })
			.filter((entry) => entry.isDirectory())
			.map((entry) => `scripts/${entry.name}`);
		const withoutEntry = folders.filter(
			(folder) =>
				!existsSync(join(ROOT, folder, 'index.ts')) &&
				!Object.keys(NAMED_EXCEPTIONS).some((file) => file.startsWith(`${folder}/index.`)),
		);
		expect(withoutEntry).toEqual([]);
	});

	it('every command in package.json, .ci/run, the workflows and the docs runs a scripts/<task>/index.ts', () => {
		const others = [...writtenCommands()]
			.filter(([file]) => !ENTRY.test(file) && !(file in NAMED_EXCEPTIONS))
			.map(([file, sources]) => `${file} (run in ${[...new Set(sources)].join(', ')})`);
		expect(others).toEqual([]);
	});

	it('holds no JavaScript but the named exceptions', () => {
		const javascript = readdirSync(join(ROOT, 'scripts'), { recursive: true, encoding: 'utf8' })
			.map((path) => `scripts/${path}`)
			.filter((path) => /\.[cm]?js$/.test(path) && !(path in NAMED_EXCEPTIONS));
		expect(javascript).toEqual([]);
	});

	it('imports nothing from nodes/ or credentials/: dev/ or the built package instead', () => {
		expect(importsInto(['scripts'], ['nodes', 'credentials'])).toEqual([]);
	});

	it('sees what it checks: the npm scripts, the publish workflow, the imports of scripts/', () => {
		const commands = writtenCommands();
		expect(commands.get('scripts/demo/index.ts')).toContain('package.json');
		expect(commands.get('scripts/release/index.mjs')).toContain('.github/workflows/publish.yml');
		expect(commands.get('scripts/bench/index.ts')).toContain('package.json');
		for (const file of Object.keys(NAMED_EXCEPTIONS))
			expect(existsSync(join(ROOT, file))).toBe(true);
		expect(importsInto(['scripts'], ['dev', 'simulator']).length).toBeGreaterThan(0);
	});
});
