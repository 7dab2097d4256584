/**
 * One way to read a parameter in the SEO Tools node (docs/decisions/toolchain.md#house-rules-kept-as-tests;
 * the rule is at the top of nodes/shared/utils/itemParameter.ts): `itemParameter`, and
 * `getNodeParameter` only inside it. The trigger (no items) and editor methods
 * (getCurrentNodeParameter) have their own reader.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, sourceFiles, triggerFiles } from './imports';

const READER = 'nodes/shared/utils/itemParameter.ts';
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** A call of n8n's reader: `x.getNodeParameter…` or `getNodeParameter(` (destructured). */
const CALLS_N8N = /\.getNodeParameter\b|\bgetNodeParameter\s*[(<]/;

describe('one way to read a parameter in the SEO Tools node', () => {
	it('only utils/itemParameter.ts calls getNodeParameter; everything else reads with itemParameter', () => {
		const trigger = new Set(triggerFiles());
		const direct = sourceFiles('nodes')
			.filter((file) => file !== READER && !trigger.has(file))
			.filter((file) => CALLS_N8N.test(read(file)));
		expect(direct).toEqual([]);
	});

	it('sees what it checks: itemParameter is the reader of the operations, shared/parts/ and the transport', () => {
		expect(CALLS_N8N.test(read(READER))).toBe(true);
		const readers = sourceFiles('nodes').filter((file) =>
			/\bitemParameter\s*[(<]/.test(read(file)),
		);
		expect(readers.length).toBeGreaterThan(25);
		for (const folder of ['SeoTools/actions', 'shared/parts', 'shared/transport'])
			expect(readers.some((file) => file.startsWith(`nodes/${folder}/`))).toBe(true);
		expect(triggerFiles().some((file) => CALLS_N8N.test(read(file)))).toBe(true);
	});
});
