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
 * Takes about a second.
 */
import { buildSync } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
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
const result = buildSync({
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
	charset: 'utf8',
	legalComments: 'none',
	metafile: true,
	logLevel: 'warning',
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

for (const [file, name] of Object.entries(ENTRIES)) {
	const path = join(DIST, file);
	const bundle = relative(dirname(path), join(DIST, BUNDLE));
	mkdirSync(dirname(path), { recursive: true });
	writeFileSync(
		path,
		`'use strict';\n// The ${name} class; the package's code is in ${BUNDLE} (scripts/build/index.ts).\nexports.${name} = require('${bundle}').${name};\n`,
	);
}
