import Module from 'node:module';
import { join, relative, resolve, sep } from 'node:path';

/** The repository root. */
export const ROOT = resolve(__dirname, '..', '..');
/**
 * What ships: the nodes and credentials n8n loads, their code bundled into `dist/bundle.js` (what
 * runs at start) and `dist/run.js` (required on the first execution; scripts/build/split.ts).
 */
export const DIST = join(ROOT, 'dist');
/**
 * The same sources compiled by tsc one module per file (`npm run build` type-checks with it):
 * what the in-process groups load (see below).
 */
export const MODULES = join(ROOT, '.cache', 'modules');

type Resolve = (
	request: string,
	parent?: { filename?: string | null },
	...rest: unknown[]
) => string;
const loader = Module as unknown as { _resolveFilename: Resolve };

/**
 * Makes every import of `nodes/...` or `credentials/...` (the test harness helpers import the
 * sources) load the built files in `.cache/modules/` instead, for two reasons: the benchmarks
 * measure built JavaScript as n8n runs it, not the sources through tsx; and under tsx,
 * `./SeoTools.node` would resolve to the codex file `SeoTools.node.json` before `SeoTools.node.ts`
 * (jest orders extensions differently). tsc's modules rather than the published bundle: the
 * harness also imports pieces the bundle does not export (`resetProcessState`, which must empty
 * the same maps the nodes fill), and the large-reads group wraps the parser through its module's
 * exports (parse-hook.ts). Both builds compile the same code; the footprint group and the
 * real-n8n groups load what ships (`dist/`, the packed tarball). Importing this module installs
 * the redirection: import it before the helpers (imports run in order). `npm run bench` builds first.
 */
function loadBuiltPackage(): void {
	const original = loader._resolveFilename;
	loader._resolveFilename = function (request, parent, ...rest) {
		if (request.startsWith('.') && parent?.filename) {
			const target = relative(ROOT, resolve(parent.filename, '..', request));
			const top = target.split(sep)[0];
			if (top === 'nodes' || top === 'credentials')
				return original.call(this, join(MODULES, target), parent, ...rest);
		}
		return original.call(this, request, parent, ...rest);
	};
}

loadBuiltPackage();
