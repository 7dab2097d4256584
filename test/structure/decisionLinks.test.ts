/**
 * The decisions are one page per topic under docs/decisions/ (docs/decisions/README.md), and a
 * reason is cited by its heading: every page of the folder is in the index, and every citation of
 * a decisions page in code and docs names the heading it means (`docs/decisions/<page>.md#<heading>`),
 * so a reader lands on the reason, not on the top of a long page. That the page and heading exist is
 * checked with every other reference (test/structure/references.test.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './imports';

const DECISIONS = join(ROOT, 'docs', 'decisions');
const FOLDERS = ['nodes', 'credentials', 'simulator', 'test', 'scripts', 'dev', 'docs', 'packages'];
const ROOT_FILES = ['README.md', 'CONTRIBUTING.md', '.ci/run', '.prettierignore'];

function filesBelow(folder: string): string[] {
	const walk = (dir: string): string[] =>
		readdirSync(dir).flatMap((name) => {
			if (name === 'node_modules' || name === 'dist') return [];
			const path = join(dir, name);
			if (statSync(path).isDirectory()) return walk(path);
			return /\.(ts|js|mjs|cjs|md)$/.test(name) ? [relative(ROOT, path)] : [];
		});
	return walk(join(ROOT, folder));
}

/** A citation of a decisions page: its path, then what follows it. */
const CITATION = /decisions\/([\w-]+)\.md(#[\w-]+)?/g;

/** Citations of a decisions page that name no heading (the index needs none; a link's text is not one). */
export function citationsWithoutHeading(text: string): string[] {
	return [...text.replace(/\[[^\]]*\]\(/g, '(').matchAll(CITATION)]
		.filter((m) => m[1] !== 'README' && !m[2])
		.map((m) => m[0]);
}

describe('decisions pages', () => {
	const pages = readdirSync(DECISIONS).filter(
		(name) => name.endsWith('.md') && name !== 'README.md',
	);
	const index = readFileSync(join(DECISIONS, 'README.md'), 'utf8');

	it('recognises a citation without a heading', () => {
		expect(citationsWithoutHeading('see docs/decisions/paging.md for why')).toEqual([
			'decisions/paging.md',
		]);
		expect(
			citationsWithoutHeading('(docs/decisions/paging.md#paging-that-cannot-be-fooled)'),
		).toEqual([]);
		expect(citationsWithoutHeading('[index](decisions/README.md)')).toEqual([]);
		expect(citationsWithoutHeading('[`docs/decisions/paging.md`](paging.md#paging)')).toEqual([]);
	});

	it.each(pages)('docs/decisions/README.md lists %s', (page) => {
		expect(index).toContain(`](${page})`);
	});

	it.each(pages)('docs/decisions/%s starts with a title', (page) => {
		expect(readFileSync(join(DECISIONS, page), 'utf8')).toMatch(/^# \S/);
	});

	const SELF = relative(ROOT, __filename);
	const files = [...FOLDERS.flatMap(filesBelow), ...ROOT_FILES].filter((f) => f !== SELF);

	it.each(files)('%s cites a decisions page by its heading', (file) => {
		const text = readFileSync(join(ROOT, file), 'utf8');
		expect(citationsWithoutHeading(text)).toEqual([]);
		// docs/decisions.md only points to the index; a reason is cited on its page.
		expect(text.match(/(?<![\w-])(?:docs\/)?decisions\.md(?!`? only)/g) ?? []).toEqual(
			file === 'docs/decisions.md' ? (text.match(/decisions\.md/g) ?? []) : [],
		);
	});
});
