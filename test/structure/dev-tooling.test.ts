import { join } from 'node:path';
import { importsInto } from './imports';

/**
 * test/ and scripts/ share their tooling through dev/ and never import each other; dev/ imports
 * neither (see dev/README.md). This reads the import statements themselves rather than asking the
 * compiler, so that .mjs and .js files and type-only imports count too.
 */
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
			line.startsWith(join('test', 'tooling', 'harness', 'harness.test.ts')),
		);
		expect(multiLine).toEqual([
			`${join('test', 'tooling', 'harness', 'harness.test.ts')} imports '../../../dev/harness' (dev/)`,
		]);
	});
});
