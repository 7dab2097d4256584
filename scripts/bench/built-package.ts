import Module from 'node:module';
import { join, relative, resolve, sep } from 'node:path';

/** The repository root. */
export const ROOT = resolve(__dirname, '..', '..');
export const DIST = join(ROOT, 'dist');

type Resolve = (
	request: string,
	parent?: { filename?: string | null },
	...rest: unknown[]
) => string;
const loader = Module as unknown as { _resolveFilename: Resolve };

/**
 * Makes every import of `nodes/...` or `credentials/...` (the test harness helpers import the
 * sources) load the built files in `dist/` instead, for two reasons: the benchmarks measure what
 * ships, compiled by tsc as n8n loads it; and under tsx, `./SeoTools.node` would resolve to the
 * codex file `SeoTools.node.json` before `SeoTools.node.ts` (jest orders extensions differently).
 * Importing this module installs the redirection: import it before the helpers (imports run in
 * order). `npm run bench` builds first.
 */
function loadBuiltPackage(): void {
	const original = loader._resolveFilename;
	loader._resolveFilename = function (request, parent, ...rest) {
		if (request.startsWith('.') && parent?.filename) {
			const target = relative(ROOT, resolve(parent.filename, '..', request));
			const top = target.split(sep)[0];
			if (top === 'nodes' || top === 'credentials')
				return original.call(this, join(DIST, target), parent, ...rest);
		}
		return original.call(this, request, parent, ...rest);
	};
}

loadBuiltPackage();
