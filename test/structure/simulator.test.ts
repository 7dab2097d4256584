/**
 * Where code lives in simulator/ (docs/decisions/toolchain.md#house-rules-kept-as-tests): one word per
 * surface (the agent endpoint is `agent-api`, like `project-api`, `tools-api` and `rest-api`),
 * catalog files named by their section titles, and no import circle, type-only imports included.
 */
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { importCycles, ROOT, sourceFiles } from './imports';

describe('simulator layout', () => {
	it('has no import circles (type-only imports included)', () => {
		expect(importCycles('simulator')).toEqual([]);
	});

	it('names each surface folder with the word the node uses, in simulator/ and test/simulator/', () => {
		for (const folder of ['agent-api', 'project-api', 'tools-api', 'rest-api']) {
			expect(existsSync(join(ROOT, 'simulator', folder))).toBe(true);
			expect(existsSync(join(ROOT, 'test/simulator', folder))).toBe(true);
		}
		expect(existsSync(join(ROOT, 'simulator/mcp'))).toBe(false);
		expect(existsSync(join(ROOT, 'test/simulator/mcp'))).toBe(false);
	});

	it('names catalog files by what they hold, not by section numbers', () => {
		const names = sourceFiles('simulator/agent-api/catalog').map((file) => basename(file));
		expect(names.filter((name) => /\d/.test(name))).toEqual([]);
	});
});
