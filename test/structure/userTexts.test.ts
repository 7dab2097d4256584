/**
 * Texts an n8n user sees
 * (docs/decisions/publishing.md#users-first-the-simulator-package-the-examples-the-readme): every string in
 * the published code (field names, descriptions, hints, placeholders, errors) speaks of the service
 * and n8n, never of our tests, the simulator, its seeded ids, accounts or hosts. Strings are read
 * with TypeScript's parser, so comments (which users never see) are left out and error messages
 * built in code are included.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as ts from 'typescript';
import { ROOT, sourceFiles } from './imports';

/** What only our development knows about. `npx seo-tools-simulator` is the one allowed mention. */
const FORBIDDEN: Array<[string, RegExp]> = [
	['the simulator', /(?<!seo-tools-)simulat/i],
	['tests', /\btests?\b/i],
	['our scripts', /npm run|\bdemo\b/i],
	['a local host', /127\.0\.0\.1|:8787\b/],
	['seeded accounts', /seo-tools\.test|sim-(paid|free|promo|colleague)/i],
	['seeded project ids', /(?<![-\d.])(101|102|103|204|205)(?![\d.])/],
];

/** Texts known to break the rule and not yet fixed: none. The test fails once one is fixed, so its entry goes then. */
const KNOWN: string[] = [];

function strings(file: string): string[] {
	const source = ts.createSourceFile(
		file,
		readFileSync(join(ROOT, file), 'utf8'),
		ts.ScriptTarget.ES2022,
		true,
	);
	const found: string[] = [];
	const visit = (node: ts.Node) => {
		if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
			// Module paths and regex sources are code, not text.
			if (!ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent))
				found.push(node.text);
		}
		ts.forEachChild(node, visit);
	};
	visit(source);
	return found;
}

describe('texts users see', () => {
	const files = [...sourceFiles('nodes'), ...sourceFiles('credentials')];

	it('never mention our tests, the simulator, its seeded data or local hosts', () => {
		const problems = new Set<string>();
		const examples: string[] = [];
		for (const file of files)
			for (const text of strings(file))
				for (const [what, pattern] of FORBIDDEN)
					if (pattern.test(text)) {
						problems.add(`${file}: ${what}`);
						examples.push(`${file}: ${what}: "${text}"`);
					}
		expect({ problems: [...problems].sort(), examples }).toEqual({
			problems: KNOWN,
			examples: expect.any(Array),
		});
	});

	it('the check finds such a text', () => {
		const [, pattern] = FORBIDDEN.find(([what]) => what === 'seeded project ids')!;
		expect(pattern.test('e.g. 101')).toBe(true);
		expect(pattern.test('code -105')).toBe(false);
		const [, simulator] = FORBIDDEN[0];
		expect(simulator.test('For the local simulator, the Base URL that npm run sim prints')).toBe(
			true,
		);
		expect(simulator.test('run `npx seo-tools-simulator`')).toBe(false);
	});
});
