/**
 * The two files of the build (docs/decisions/parallel-requests.md#cold-require): `dist/bundle.js`,
 * what n8n runs when it starts (require, `new` of each class, its `description`), and
 * `dist/run.js`, the code that only runs when a workflow executes, an editor list loads or the
 * trigger polls (the transport, the agent, answer, paging and video parts, the editor's methods),
 * which `bundle.js` requires on the first such call, once per process. Compile time follows the
 * bytes, whether a function runs or not, so what n8n never calls at start is not compiled at start.
 *
 * The rule that keeps it safe: **every source module is in exactly one of the two files.**
 * - `bundle.js` holds what the four classes reach from their entries when every module of
 *   `RUN_FOLDERS` (except `AT_START`, whose functions run at start) is replaced by a stub: a small
 *   generated module with the same export names, each function a wrapper that calls the real one
 *   in `run.js`, each other value (a class that `instanceof` checks, a table, a `let`) a getter that
 *   reads the real one from `run.js` when it is used. Nothing of the real module is in `bundle.js`.
 * - `run.js` holds the stubbed modules and what they import, except the modules already in
 *   `bundle.js`: those it reads from `bundle.js` (which exports their namespaces for it), so that
 *   `processMap`, `itemParameter`'s cache and every other module-level Map, Set or `let` stays one copy.
 * - The build fails when an input of esbuild's metafile is in both outputs, other than the one
 *   stateless module listed in `SHARED` (n8n-workflow's re-export); `.cache/build/split.json` keeps
 *   both lists for test/release/bundle.test.ts.
 * A stub getter read at start would load `run.js` at start: test/release/bundle.test.ts requires
 * the four files, calls `new` and reads `description`, and checks that `run.js` was not loaded.
 */
import type { Plugin, PluginBuild } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The folders whose code only runs when a workflow executes, an editor list loads or the trigger polls. */
export const RUN_FOLDERS = [
	'nodes/shared/transport/',
	'nodes/shared/parts/agent/',
	'nodes/shared/parts/answers/',
	'nodes/shared/parts/paging/',
	'nodes/shared/parts/video/',
	'nodes/SeoTools/methods/',
];
/**
 * Modules of those folders whose functions run at start (V8's coverage of require + `new` +
 * `description`, docs/benchmarks.md "Cold require: the bundle in ASCII, and where the rest goes"):
 * the descriptions call them, so they stay in `bundle.js`.
 */
export const AT_START = new Set([
	'nodes/shared/parts/agent/enumChoice.ts',
	'nodes/shared/parts/agent/agentWaitFields.ts',
	'nodes/shared/parts/agent/pickerField.ts',
	'nodes/shared/parts/answers/readComparedPositions.ts',
	'nodes/SeoTools/methods/projectPicker.ts',
	'nodes/SeoTools/methods/getReportPeriods.ts',
	'nodes/SeoTools/methods/toolPicker.ts',
	'nodes/SeoTools/methods/projectOptions.ts',
	'nodes/shared/parts/agent/searchSystemField.ts',
]);
/** Inputs allowed in both files: stateless, each with its reason. */
export const SHARED: Record<string, string> = {
	'one-require:n8n-workflow':
		"re-exports n8n-workflow's names (scripts/build/index.ts); the state is n8n-workflow's own module, which Node loads once",
};

export const START_FILE = 'bundle.js';
export const RUN_FILE = 'run.js';
const SPLIT = 'seo-tools-split';

/** The key a module's namespace is exported under by one file for the other. */
export const keyOf = (rel: string) => 'm_' + rel.replace(/\.ts$/, '').replace(/[^A-Za-z0-9]/g, '_');

export const isRunModule = (rel: string) =>
	RUN_FOLDERS.some((folder) => rel.startsWith(folder)) && !AT_START.has(rel);

/** The repository-relative path (with `/`) of a resolved source file. */
const relativeTo = (root: string, path: string) => relative(root, path).split(sep).join('/');

/** Resolves a relative import as esbuild would, without this plugin. */
async function resolved(
	bundler: PluginBuild,
	args: { path: string; resolveDir: string; kind: never },
) {
	const result = await bundler.resolve(args.path, {
		resolveDir: args.resolveDir,
		kind: args.kind,
		pluginData: { [SPLIT]: true },
	});
	return result.errors.length ? undefined : result.path;
}

/** The two virtual modules that hold the one `require` of the other file. */
function loaders(bundler: PluginBuild, other: string): void {
	// Named after the file it loads, so that the two files' loaders are two inputs, not one.
	bundler.onResolve({ filter: new RegExp(`^${SPLIT}:other$`) }, () => ({
		path: other,
		namespace: SPLIT,
	}));
	bundler.onResolve({ filter: new RegExp(`^\\./${other.replace('.', '\\.')}$`) }, (args) =>
		args.namespace === SPLIT ? { path: `./${other}`, external: true } : undefined,
	);
	bundler.onLoad({ filter: /.*/, namespace: SPLIT }, () => ({
		// One require site, cached: Node resolves the path once, on the first call.
		contents: `let other;\nexport default () => (other ??= require("./${other}"));\n`,
		loader: 'js',
	}));
}

/**
 * `bundle.js`'s side: a module of `RUN_FOLDERS` becomes a stub. `exportsOf` gives its export names
 * and whether each is a plain function (read from tsc's build of the same sources).
 */
export function startSide(
	root: string,
	exportsOf: (rel: string) => Record<string, ExportKind>,
	stubbed: Set<string>,
): Plugin {
	return {
		name: 'split-start',
		setup(bundler) {
			loaders(bundler, RUN_FILE);
			bundler.onResolve({ filter: /^\./ }, async (args) => {
				if (args.pluginData?.[SPLIT] || args.namespace !== 'file') return undefined;
				const path = await resolved(bundler, args as never);
				if (!path) return undefined;
				const rel = relativeTo(root, path);
				if (!isRunModule(rel)) return undefined;
				stubbed.add(rel);
				return { path: rel, namespace: 'run-stub' };
			});
			// An ES module, so that esbuild links every import of it directly (a CommonJS stub
			// would cost each importing module a copy of its exports at start). Values that are
			// neither functions nor constants come from a CommonJS part with getters.
			bundler.onLoad({ filter: /.*/, namespace: 'run-stub' }, (args) => {
				const exported = Object.entries(exportsOf(args.path));
				const values = exported.filter(([, kind]) => kind === 'value').map(([name]) => name);
				const lines = exported.flatMap(([name, kind]) =>
					kind === 'function'
						? [`export function ${name}() { return m().${name}.apply(this, arguments); }`]
						: kind === 'value'
							? []
							: [
									`export const ${name} = ${kind.constant === undefined ? 'undefined' : JSON.stringify(kind.constant)};`,
								],
				);
				if (values.length > 0)
					lines.push(`export { ${values.join(', ')} } from ${JSON.stringify(args.path)};`);
				return {
					contents: [
						`// ${args.path} is in ${RUN_FILE} (scripts/build/split.ts).`,
						`import from from "${SPLIT}:other";`,
						`const m = () => from()[${JSON.stringify(keyOf(args.path))}];`,
						...lines,
						'',
					].join('\n'),
					loader: 'js',
					resolveDir: root,
					pluginData: { values },
				};
			});
			bundler.onResolve({ filter: /.*/, namespace: 'run-stub' }, (args) =>
				args.path.startsWith(SPLIT) ? undefined : { path: args.path, namespace: 'run-values' },
			);
			bundler.onLoad({ filter: /.*/, namespace: 'run-values' }, (args) => {
				const values = Object.entries(exportsOf(args.path))
					.filter(([, kind]) => kind === 'value')
					.map(([name]) => name);
				return {
					contents: [
						`const from = require("${SPLIT}:other").default;`,
						`const m = () => from()[${JSON.stringify(keyOf(args.path))}];`,
						...values.map(
							(name) =>
								`Object.defineProperty(exports, ${JSON.stringify(name)}, { enumerable: true, get: () => m().${name} });`,
						),
						'',
					].join('\n'),
					loader: 'js',
					resolveDir: root,
				};
			});
		},
	};
}

/** `run.js`'s side: a module already in `bundle.js` is read from it, never copied. */
export function runSide(root: string, inStart: Set<string>, forwarded: Set<string>): Plugin {
	return {
		name: 'split-run',
		setup(bundler) {
			loaders(bundler, START_FILE);
			bundler.onResolve({ filter: /^\./ }, async (args) => {
				if (args.pluginData?.[SPLIT] || args.namespace !== 'file') return undefined;
				const path = await resolved(bundler, args as never);
				if (!path) return undefined;
				const rel = relativeTo(root, path);
				if (!inStart.has(rel)) return undefined;
				forwarded.add(rel);
				return { path: rel, namespace: 'from-start' };
			});
			bundler.onLoad({ filter: /.*/, namespace: 'from-start' }, (args) => ({
				contents: `// ${args.path} is in ${START_FILE}.\nmodule.exports = require("${SPLIT}:other").default()[${JSON.stringify(keyOf(args.path))}];\n`,
				loader: 'js',
				resolveDir: root,
			}));
		},
	};
}

/**
 * How a stub gives each export: a plain function as a wrapper, a primitive that no module exports
 * with `let` as its value (a constant such as DEFAULT_MAX_PARALLEL, which the descriptions read;
 * copying a constant keeps no state), anything else as a getter.
 */
export type ExportKind =
	| 'function'
	| 'value'
	| { constant: string | number | boolean | null | undefined };

/** The names any source module under `folder` exports with `export let` (a value that can change). */
function exportedLets(folder: string): Set<string> {
	const names = new Set<string>();
	for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
		if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
		const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
		for (const match of text.matchAll(/export\s+(?:let|var)\s+([A-Za-z_$][\w$]*)/g))
			names.add(match[1]);
	}
	return names;
}

/** The export names of tsc's build of `rel`, and how its stub gives each. */
export function exportsFromModules(root: string, modules: string) {
	const mutable = exportedLets(join(root, 'nodes'));
	return (rel: string): Record<string, ExportKind> => {
		// eslint-disable-next-line @typescript-eslint/no-require-imports
		const exported = require(join(modules, rel.replace(/\.ts$/, '.js'))) as Record<string, unknown>;
		return Object.fromEntries(
			Object.keys(exported)
				.filter((name) => name !== '__esModule')
				.map((name) => {
					const value = exported[name];
					if (value === null || (typeof value !== 'object' && typeof value !== 'function')) {
						if (mutable.has(name)) return [name, 'value'];
						return [name, { constant: value as string | number | boolean | null | undefined }];
					}
					const plain =
						typeof value === 'function' &&
						!/^class\b/.test(Function.prototype.toString.call(value));
					return [name, plain ? 'function' : 'value'];
				}),
		);
	};
}
