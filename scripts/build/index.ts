/**
 * The bundling step of `npm run build` (after `tsc`, before gulp copies the icons and codex files):
 * esbuild compiles the two nodes and two credentials, with every module of nodes/ and credentials/
 * they import, into one CommonJS file, `dist/bundle.js`, and writes the four files n8n loads
 * (package.json's `n8n.nodes` and `n8n.credentials`) as one line each that takes its class from
 * it. n8n requires every node and credential of a community package when it starts: one file
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
import { build, type Plugin } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..');
const DIST = join(ROOT, 'dist');
const BUNDLE = 'bundle.js';

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

async function main(): Promise<void> {
	const result = await build({
		stdin: {
			contents: Object.entries(ENTRIES)
				.map(([file, name]) => `export { ${name} } from '${source(file)}';`)
				.join('\n'),
			resolveDir: ROOT,
			sourcefile: 'entries.ts',
			loader: 'ts',
		},
		outfile: join(DIST, BUNDLE),
		bundle: true,
		platform: 'node',
		format: 'cjs',
		target: 'node22',
		packages: 'external',
		charset: 'ascii',
		legalComments: 'none',
		metafile: true,
		logLevel: 'warning',
		plugins: [oneRequire],
	});

	const outside = new Set(
		Object.values(result.metafile.outputs).flatMap((output) =>
			output.imports.filter((imported) => imported.external).map((imported) => imported.path),
		),
	);
	outside.delete(PEER);
	if (outside.size > 0) {
		console.error(
			`The package may require only ${PEER}; the sources import ${[...outside].join(', ')}.`,
		);
		process.exit(1);
	}

	const bundlePath = join(DIST, BUNDLE);
	writeFileSync(bundlePath, asciiOnly(readFileSync(bundlePath, 'utf8')));

	for (const [file, name] of Object.entries(ENTRIES)) {
		const path = join(DIST, file);
		const bundle = relative(dirname(path), join(DIST, BUNDLE));
		mkdirSync(dirname(path), { recursive: true });
		writeFileSync(
			path,
			`'use strict';\n// The ${name} class; the package's code is in ${BUNDLE} (scripts/build/index.ts).\nexports.${name} = require('${bundle}').${name};\n`,
		);
	}
}

main().catch((error: unknown) => {
	console.error(error);
	process.exit(1);
});
