/**
 * The bundling step of `npm run build` (after `tsc`, before gulp copies the icons and codex files):
 * esbuild compiles the two nodes and two credentials, with every module of nodes/ and credentials/
 * they import, into two CommonJS files, `dist/bundle.js` (what n8n runs at start) and `dist/run.js`
 * (what runs when a workflow executes, an editor list loads or the trigger polls, required on the
 * first such call; `split.ts` says how and checks that no module is in both), and writes the four
 * files n8n loads (package.json's `n8n.nodes` and `n8n.credentials`) as one line each that takes
 * its class from `bundle.js`. n8n requires every node and credential of a community package when
 * it starts: two files
 * instead of about 380 modules spares Node's module loader (resolving, `stat`, reading each file)
 * most of that cost (docs/decisions/parallel-requests.md#cold-require). One bundle for the four,
 * not one each, so that the state a process keeps (`processMap`: the account's session, the video
 * tasks a workflow queued for its trigger) is one copy that the node, the trigger and the
 * credentials share, as it was with one module per file.
 *
 * n8n-workflow stays outside (n8n's copy, a peer); any other package the sources imported would
 * fail the build rather than be copied into the bundle. No source map: Node reads none without
 * `--enable-source-maps`, and the bundle is plain readable JavaScript (no minifying), so a stack
 * trace in n8n's error details names functions and lines of a file the package ships.
 * n8n-workflow is required once: esbuild gives every module that imports it its own
 * `require("n8n-workflow")`, and Node resolves a package's `exports` again on every such call
 * (it caches the module, not that resolution): with 65 such calls the loader took 10.7 ms of a
 * profiled 41.5 ms require, with one 3.8 ms
 * (docs/decisions/parallel-requests.md#cold-require). Every import of it goes through one module
 * of the bundle (`oneRequire` below) that re-exports its names by name, so esbuild links them all
 * to one `require` and reads `NodeApiError` from it directly, without a getter or a copy.
 * The bundle is ASCII: esbuild writes the sources' other characters (’, →, the service's Russian
 * messages) in strings as `\u` escapes, and `asciiOnly` below does the same in the regular
 * expressions and comments esbuild leaves as written. Node reads a file that is ASCII as it is
 * (a one-byte string); one other character makes it decode the whole 555 KB into a UTF-16 copy,
 * about 2 ms of every n8n start (docs/decisions/parallel-requests.md#cold-require).
 * Takes about a second.
 */
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import {
	RUN_FILE,
	SHARED,
	START_FILE,
	exportsFromModules,
	keyOf,
	runSide,
	startSide,
} from './split';

const ROOT = resolve(__dirname, '..', '..');
const DIST = join(ROOT, 'dist');
const MODULES = join(ROOT, '.cache', 'modules');

/** The files n8n loads (package.json's `n8n` section, without `dist/`) and the class each exports. */
const ENTRIES: Record<string, string> = {
	'nodes/SeoTools/SeoTools.node.js': 'SeoTools',
	'nodes/SeoTools/SeoToolsTrigger.node.js': 'SeoToolsTrigger',
	'credentials/SeoToolsApi.credentials.js': 'SeoToolsApi',
	'credentials/SeoToolsAccountApi.credentials.js': 'SeoToolsAccountApi',
};
/** The one package the bundle may require: n8n's own n8n-workflow. */
const PEER = 'n8n-workflow';

const source = (file: string) => './' + file.replace(/\.js$/, '');

/** The one module of the bundle that requires n8n-workflow; every other import of it comes here. */
const ONE = 'one-require';
const oneRequire: Plugin = {
	name: 'one-require-of-n8n-workflow',
	setup(bundler) {
		bundler.onResolve({ filter: new RegExp(`^${PEER}$`) }, (args) =>
			args.namespace === ONE ? { path: PEER, external: true } : { path: PEER, namespace: ONE },
		);
		bundler.onLoad({ filter: /.*/, namespace: ONE }, () => {
			// The names the installed n8n-workflow exports; esbuild keeps only those the sources import.
			// eslint-disable-next-line @typescript-eslint/no-require-imports
			const names = Object.keys(require(PEER) as object).filter((name) =>
				/^[A-Za-z_$][\w$]*$/.test(name),
			);
			return {
				contents: `export { ${names.join(', ')} } from '${PEER}';`,
				loader: 'js',
				resolveDir: ROOT,
			};
		});
	},
};

/**
 * `code` with every character outside ASCII written as a `\u` escape: the same value in a string,
 * template or regular expression (also with the `u` flag, where a surrogate pair of escapes is
 * one code point), the same name in an identifier, the same text to a reader of a comment. Two
 * places where it would not be the same fail the build instead: a character after a backslash
 * (`\—` would become `\\u2014`) and a template's raw text (`String.raw`); the sources have
 * neither, and the release tests read the bundle's descriptions.
 */
function asciiOnly(code: string): string {
	if (/\\[\u0080-\uffff]/.test(code) || code.includes('String.raw')) {
		throw new Error(
			'The bundle escapes a character outside ASCII or uses String.raw; write it as \\u in the source.',
		);
	}
	return code.replace(
		/[\u0080-\uffff]/g,
		(char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
	);
}

/** esbuild's options for both files; `entries` is each file's entry module. */
const options = (
	entries: string,
	outfile: string,
	plugins: Plugin[],
): BuildOptions & { metafile: true } => ({
	stdin: {
		contents: entries,
		resolveDir: ROOT,
		sourcefile: outfile.replace('.js', '-entries.ts'),
		loader: 'ts',
	},
	absWorkingDir: ROOT,
	outfile: join(DIST, outfile),
	bundle: true,
	platform: 'node',
	format: 'cjs',
	target: 'node22',
	packages: 'external',
	charset: 'ascii',
	legalComments: 'none',
	metafile: true,
	logLevel: 'warning',
	plugins: [oneRequire, ...plugins],
});

const namespaces = (modules: Iterable<string>) =>
	[...modules]
		.sort()
		.map((rel) => `export * as ${keyOf(rel)} from './${rel.replace(/\.ts$/, '')}';`);

/** The source files (repository-relative) a build's metafile lists, and the virtual modules. */
const inputsOf = (metafile: Metafile) =>
	Object.keys(metafile.inputs).filter((input) => !input.endsWith('-entries.ts'));

async function main(): Promise<void> {
	const classes = Object.entries(ENTRIES).map(
		([file, name]) => `export { ${name} } from '${source(file)}';`,
	);
	const exportsOf = exportsFromModules(ROOT, MODULES);

	// 1. What the four classes reach at start, every run module a stub: that is bundle.js's code.
	const stubbed = new Set<string>();
	const first = await build({
		...options(classes.join('\n'), START_FILE, [startSide(ROOT, exportsOf, stubbed)]),
		write: false,
	});
	const inStart = new Set(inputsOf(first.metafile).filter((input) => !input.includes(':')));

	// 2. run.js: the stubbed modules and what they import, reading bundle.js's modules from it.
	const forwarded = new Set<string>();
	const run = await build(
		options(namespaces(stubbed).join('\n'), RUN_FILE, [runSide(ROOT, inStart, forwarded)]),
	);

	// 3. bundle.js, exporting for run.js the namespaces of the modules run.js reads from it.
	const start = await build(
		options([...classes, ...namespaces(forwarded)].join('\n'), START_FILE, [
			startSide(ROOT, exportsOf, new Set()),
		]),
	);

	const startInputs = inputsOf(start.metafile);
	const runInputs = inputsOf(run.metafile);
	const both = startInputs.filter((input) => runInputs.includes(input) && !(input in SHARED));
	if (both.length > 0) {
		console.error(
			`Every module must be in one file only (scripts/build/split.ts); in both: ${both.join(', ')}.`,
		);
		process.exit(1);
	}

	const outside = new Set(
		[start, run].flatMap((result) =>
			Object.values(result.metafile.outputs).flatMap((output) =>
				output.imports.filter((imported) => imported.external).map((imported) => imported.path),
			),
		),
	);
	for (const allowed of [PEER, `./${START_FILE}`, `./${RUN_FILE}`]) outside.delete(allowed);
	if (outside.size > 0) {
		console.error(
			`The package may require only ${PEER}; the sources import ${[...outside].join(', ')}.`,
		);
		process.exit(1);
	}

	for (const file of [START_FILE, RUN_FILE]) {
		const path = join(DIST, file);
		writeFileSync(path, asciiOnly(readFileSync(path, 'utf8')));
	}
	mkdirSync(join(ROOT, '.cache', 'build'), { recursive: true });
	writeFileSync(
		join(ROOT, '.cache', 'build', 'split.json'),
		JSON.stringify({ start: startInputs, run: runInputs, shared: SHARED }, null, '\t'),
	);

	for (const [file, name] of Object.entries(ENTRIES)) {
		const path = join(DIST, file);
		const bundle = relative(dirname(path), join(DIST, START_FILE));
		mkdirSync(dirname(path), { recursive: true });
		writeFileSync(
			path,
			`'use strict';\n// The ${name} class; the package's code is in ${START_FILE} and ${RUN_FILE} (scripts/build/index.ts).\nexports.${name} = require('${bundle}').${name};\n`,
		);
	}
}

main().catch((error: unknown) => {
	console.error(error);
	process.exit(1);
});
