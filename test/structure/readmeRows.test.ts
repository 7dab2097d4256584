import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { declaredRows } from './declaredRows';
import { ROOT } from './imports';

/** README's Operations table lists every declared operation as its declaration says. */
describe("README's rows of the declared operations", () => {
	it('holds the row generated from each declaration, in order', () => {
		const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
		const start = readme.indexOf('<!-- declared:start -->');
		const end = readme.indexOf('<!-- declared:end -->');
		expect(start).toBeGreaterThan(0);
		const rows = readme
			.slice(start, end)
			.split('\n')
			.filter((line) => line.startsWith('| ') && !line.startsWith('| Resource |'));
		expect(rows).toEqual(declaredRows());
	});
});
