/**
 * Names that explain themselves (docs/architecture.md#names): every file's main export is named
 * like the file, and no two files in one folder of the package are told apart only by
 * a suffix (`lists.ts` beside `listIn.ts`, `domain.ts` beside `domainName.ts`), which leaves a
 * reader guessing which is which. Operation files are named by the editor's words ("Get" beside
 * "Get Many") and the node files by n8n's convention (`SeoTools` beside `SeoToolsTrigger`), so
 * each of those two kinds is compared only with the other files of its folder.
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { ROOT, sourceFiles } from './imports';

const KIND = /\.(operation|node)$/;

/** A file's name without `.ts`, its kind, or a plural `s`: `lists.ts` → `list`. */
const stem = (file: string) =>
	basename(file, '.ts').replace(KIND, '').replace(/s$/, '').toLowerCase();

/** Pairs of files of one folder where one name is the other's with something added at its end. */
function lookAlikes(files: string[]): string[] {
	const pairs: string[] = [];
	for (const a of files)
		for (const b of files) {
			if (a === b || dirname(a) !== dirname(b)) continue;
			const sameKind = KIND.exec(basename(a, '.ts'))?.[1] === KIND.exec(basename(b, '.ts'))?.[1];
			if (sameKind && KIND.test(basename(a, '.ts'))) continue;
			if (stem(b).startsWith(stem(a))) pairs.push(`${a} ~ ${b}`);
		}
	return pairs;
}

describe('names that explain themselves', () => {
	it('no two files in one folder are told apart only by a suffix', () => {
		expect(lookAlikes([...sourceFiles('nodes'), ...sourceFiles('credentials')])).toEqual([]);
	});

	it('sees what it checks: the pairs the rule was written for are found', () => {
		expect(lookAlikes(['shared/lists.ts', 'shared/listIn.ts'])).toEqual([
			'shared/lists.ts ~ shared/listIn.ts',
		]);
		expect(lookAlikes(['project/pause.operation.ts', 'project/pauseState.ts'])).toHaveLength(1);
		expect(lookAlikes(['project/get.operation.ts', 'project/getMany.operation.ts'])).toEqual([]);
		expect(lookAlikes(['a/domain.ts', 'b/domainName.ts'])).toEqual([]);
	});
});

const DECLARED =
	/^export\s+(?:declare\s+)?(?:default\s+)?(?:abstract\s+)?(?:async\s+)?(?:function\*?|const|let|class|interface|type|enum)\s+(\w+)/gm;
const LISTED = /^export\s+(?:type\s+)?\{([^}]*)\}/gm;
const VALUE =
	/^export\s+(?:declare\s+)?(?:default\s+)?(?:abstract\s+)?(?:async\s+)?(?:function|const|let|class|enum)\b/m;

/** The names a file exports, declared in place or listed (`export { a, b as c } from …`). */
function exportsOf(text: string): string[] {
	const listed = [...text.matchAll(LISTED)].flatMap(([, list]) =>
		list
			.split(',')
			.map(
				(entry) =>
					entry
						.trim()
						.replace(/^type\s+/, '')
						.split(/\s+as\s+/)
						.pop()!,
			)
			.filter(Boolean),
	);
	return [...[...text.matchAll(DECLARED)].map(([, name]) => name), ...listed];
}

/** `getSummary` → get, summary; `GetAuditSummary` → get, audit, summary. */
const words = (name: string) =>
	name
		.replace(/([a-z0-9])([A-Z])/g, '$1 $2')
		.toLowerCase()
		.split(/[\s_]+/);

/** Same name whatever its case or underscores: `allResources` and `ALL_RESOURCES`. */
const sameName = (a: string, b: string) =>
	a.replace(/_/g, '').toLowerCase() === b.replace(/_/g, '').toLowerCase();

/** The words of `inner` appear in `outer`, in their order. */
function holdsWords(outer: string, inner: string): boolean {
	const rest = words(outer);
	return words(inner).every((word) => {
		const at = rest.indexOf(word);
		if (at < 0) return false;
		rest.splice(0, at + 1);
		return true;
	});
}

/** Why a file's exports do not name it, or undefined when one does (the rule in docs/architecture.md). */
function misnamed(file: string, text: string): string | undefined {
	const name = basename(file, '.ts');
	if (name === 'index') return undefined;
	const exported = exportsOf(text);
	if (name === 'types' && !VALUE.test(text)) return undefined;
	const operation = /^(\w+)\.operation$/.exec(name)?.[1];
	if (operation) {
		if (exported.some((e) => /^[A-Z]/.test(e) && holdsWords(e, operation))) return undefined;
		return `${file}: exports no class whose name holds the words of "${operation}" (${exported.join(', ')})`;
	}
	const stem = name.replace(KIND, '').replace(/\.credentials$/, '');
	if (exported.some((e) => sameName(e, stem))) return undefined;
	return `${file}: exports nothing named "${stem}" (${exported.join(', ')})`;
}

describe('every file is named after its main export', () => {
	const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

	it('every file of nodes/ and credentials/ exports a name its file name says', () => {
		const files = [...sourceFiles('nodes'), ...sourceFiles('credentials')];
		expect(files.map((file) => misnamed(file, read(file))).filter(Boolean)).toEqual([]);
	});

	it('sees what it checks: the names, the kinds and the exceptions', () => {
		expect(misnamed('a/items.ts', 'export function toItems() {}')).toMatch(/nothing named "items"/);
		expect(misnamed('a/toItems.ts', 'export function toItems() {}')).toBeUndefined();
		expect(misnamed('a/allResources.ts', 'export const ALL_RESOURCES = [];')).toBeUndefined();
		expect(misnamed('a/x.ts', 'export { x } from "./y";')).toBeUndefined();
		expect(misnamed('a/SeoTools.node.ts', 'export class SeoTools {}')).toBeUndefined();
		expect(misnamed('c/SeoToolsApi.credentials.ts', 'export class SeoToolsApi {}')).toBeUndefined();
		expect(
			misnamed('audit/getSummary.operation.ts', 'export class GetAuditSummary {}'),
		).toBeUndefined();
		expect(misnamed('audit/getSummary.operation.ts', 'export class GetAudit {}')).toMatch(
			/getSummary/,
		);
		expect(misnamed('audit/getSummary.operation.ts', 'export class SummaryGet {}')).toBeDefined();
		expect(misnamed('a/index.ts', 'export const LIST = [];')).toBeUndefined();
		expect(misnamed('a/types.ts', 'export interface A {}\nexport type B = A;')).toBeUndefined();
		expect(misnamed('a/types.ts', 'export interface A {}\nexport const b = 1;')).toBeDefined();
	});
});
