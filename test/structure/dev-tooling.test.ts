import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * test/ and scripts/ share their tooling through dev/ and never import each other; dev/ imports
 * neither (see dev/README.md). This reads the import statements themselves rather than asking the
 * compiler, so that .mjs and .js files and type-only imports count too.
 */
const ROOT = resolve(__dirname, '..', '..');
const SOURCE = /\.(ts|mts|cts|mjs|cjs|js)$/;
// `from '…'` (import and export), bare `import '…'`, `import('…')` and `require('…')`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"\n]+)['"]/g;

function filesUnder(folder: string): string[] {
	return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
		.filter((entry) => entry.isFile() && SOURCE.test(entry.name))
		.map((entry) => join(entry.parentPath, entry.name));
}

/** The top-level folder a relative specifier of `file` lands in; undefined for packages. */
function folderImported(file: string, specifier: string): string | undefined {
	if (!specifier.startsWith('.')) return undefined;
	return relative(ROOT, resolve(dirname(file), specifier)).split(sep)[0];
}

function importsInto(folders: string[], forbidden: string[]): string[] {
	const found: string[] = [];
	for (const folder of folders) {
		for (const file of filesUnder(folder)) {
			for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
				const target = folderImported(file, specifier);
				if (target && forbidden.includes(target))
					found.push(`${relative(ROOT, file)} imports '${specifier}' (${target}/)`);
			}
		}
	}
	return found;
}

describe('development tooling lives in dev/', () => {
	it('test/ imports nothing from scripts/', () => {
		expect(importsInto(['test'], ['scripts'])).toEqual([]);
	});

	it('scripts/ imports nothing from test/', () => {
		expect(importsInto(['scripts'], ['test'])).toEqual([]);
	});

	it('dev/ imports neither test/ nor scripts/', () => {
		expect(importsInto(['dev'], ['test', 'scripts'])).toEqual([]);
	});

	it('sees the imports it checks: both folders do import dev/', () => {
		expect(importsInto(['test'], ['dev']).length).toBeGreaterThan(0);
		expect(importsInto(['scripts'], ['dev']).length).toBeGreaterThan(0);
		const multiLine = importsInto(['test'], ['dev']).filter((line) =>
			line.startsWith(join('test', 'harness', 'harness.test.ts')),
		);
		expect(multiLine).toEqual([
			`${join('test', 'harness', 'harness.test.ts')} imports '../../dev/harness' (dev/)`,
		]);
	});
});
