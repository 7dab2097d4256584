/**
 * Where a node test lives (test/nodes/README.md): a newcomer adding an operation knows its test's
 * file name without asking. A folder per resource, named like nodes/SeoTools/actions/<resource>/,
 * plus trigger/ and shared/; in a resource folder, `<operation>.test.ts` after the operation's file,
 * `<resource>.test.ts` for cases its operations share, and `<operation or resource>.<topic>.test.ts`
 * for a large topic beside them; in trigger/, `<event>.test.ts` or `trigger.test.ts`. The README
 * lists every folder, top-level describe titles are unique, and no file starts its harness by hand
 * in a hook (useHarness, test/nodes/shared/useHarness.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './imports';

const TESTS = join(ROOT, 'test', 'nodes');
const ACTIONS = join(ROOT, 'nodes', 'SeoTools', 'actions');
const EVENTS = join(ROOT, 'nodes', 'SeoTools', 'events');
const CAMEL = /^[a-z][A-Za-z0-9]*$/;

const folders = readdirSync(TESTS).filter((name) => statSync(join(TESTS, name)).isDirectory());
const filesOf = (folder: string) =>
	readdirSync(join(TESTS, folder)).filter((f) => f.endsWith('.ts'));
const read = (path: string) => readFileSync(path, 'utf8');

/** The names a test file of a folder may take before `.test.ts` (or before `.<topic>.test.ts`). */
function ownNames(folder: string): string[] | undefined {
	if (folder === 'shared') return undefined;
	if (folder === 'trigger')
		return ['trigger', ...readdirSync(EVENTS).map((f) => f.replace(/\.ts$/, ''))];
	return [
		folder,
		...readdirSync(join(ACTIONS, folder))
			.filter((f) => f.endsWith('.operation.ts'))
			.map((f) => f.replace(/\.operation\.ts$/, '')),
	];
}

/** Why a file name breaks the rule, or undefined when it keeps it. */
export function misnamed(file: string, names: string[] | undefined): string | undefined {
	const parts = file.replace(/\.ts$/, '').split('.');
	if (parts.at(-1) !== 'test')
		return parts.every((p) => CAMEL.test(p)) && parts.length === 1
			? undefined
			: 'a helper is one camelCase name';
	const [name, topic, ...rest] = parts.slice(0, -1);
	if (rest.length || !CAMEL.test(name) || (topic !== undefined && !CAMEL.test(topic)))
		return 'camelCase <name>.test.ts or <name>.<topic>.test.ts';
	if (names && !names.includes(name)) return `<name> must be one of: ${names.join(', ')}`;
	return undefined;
}

/** The literal titles of a file's top-level describe blocks. */
export function topLevelTitles(text: string): string[] {
	return [...text.matchAll(/^describe(?:\.each\([^)]*\))?\(\s*(['"`])(.*?)\1/gms)].map((m) => m[2]);
}

/** Whether a hook starts or stops a harness itself instead of useHarness doing it. */
export function startsHarnessByHand(text: string): boolean {
	return /(?:before|after)(?:All|Each)\([^)]*\)\s*=>\s*\{?[^}]*?(?:ProductHarness\.start|\bh\.stop\(\))/.test(
		text,
	);
}

describe('node tests where a newcomer looks', () => {
	it('recognises file names that keep the rule and those that do not', () => {
		const names = ['query', 'getMany'];
		expect(misnamed('getMany.test.ts', names)).toBeUndefined();
		expect(misnamed('query.test.ts', names)).toBeUndefined();
		expect(misnamed('getMany.otherForms.test.ts', names)).toBeUndefined();
		expect(misnamed('pagingServer.ts', names)).toBeUndefined();
		expect(misnamed('paging.test.ts', names)).toMatch(/must be one of/);
		expect(misnamed('get-many.test.ts', names)).toMatch(/camelCase/);
		expect(misnamed('window-at-cap.test.ts', undefined)).toMatch(/camelCase/);
		expect(topLevelTitles("describe('A', () => {\n\tdescribe('inner', () => {});\n});\n")).toEqual([
			'A',
		]);
		expect(
			startsHarnessByHand('beforeAll(async () => {\n\th = await ProductHarness.start();\n});'),
		).toBe(true);
		expect(startsHarnessByHand('afterAll(() => h.stop());')).toBe(true);
		expect(startsHarnessByHand('const h = useHarness({}, { clear: true });')).toBe(false);
		expect(topLevelTitles("describe.each(PROFILES)(\n\t'B (%s)',\n\t(p) => {});")).toEqual([
			'B (%s)',
		]);
	});

	it.each(folders)('%s/ is a resource folder, trigger/ or shared/', (folder) => {
		expect(['trigger', 'shared'].includes(folder) || existsSync(join(ACTIONS, folder))).toBe(true);
	});

	it.each(folders)('test/nodes/README.md lists %s/', (folder) => {
		expect(read(join(TESTS, 'README.md'))).toContain(`- \`${folder}/\`:`);
	});

	it.each(folders)('%s/ names its files by the rule', (folder) => {
		const names = ownNames(folder);
		const broken = filesOf(folder)
			.map((file) => [file, misnamed(file, names)])
			.filter(([, why]) => why);
		expect(broken).toEqual([]);
	});

	it('every top-level describe title is used once', () => {
		const seen = new Map<string, string[]>();
		for (const folder of folders)
			for (const file of filesOf(folder).filter((f) => f.endsWith('.test.ts')))
				for (const title of topLevelTitles(read(join(TESTS, folder, file))))
					seen.set(title, [...(seen.get(title) ?? []), `${folder}/${file}`]);
		expect([...seen].filter(([, files]) => files.length > 1)).toEqual([]);
	});

	it.each(folders)('%s/ gets its harness from useHarness', (folder) => {
		const byHand = filesOf(folder).filter((file) =>
			startsHarnessByHand(read(join(TESTS, folder, file))),
		);
		expect(byHand).toEqual([]);
	});
});
