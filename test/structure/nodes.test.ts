/**
 * Where code lives in nodes/ (docs/decisions/toolchain.md#house-rules-kept-as-tests): an operation is found
 * by the editor's words for it (file and export; the stored value may differ and never changes),
 * each resource's index.ts lists its operations, resources do not borrow from each other, the
 * trigger reaches nothing under SeoTools/actions/, and editor methods live under methods/. The
 * rules are read from the node's description and from the files' import lines.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { INodeProperties, INodeType } from 'n8n-workflow';
import { SeoTools } from '../../nodes/SeoTools/SeoTools.node';
import { SeoToolsTrigger } from '../../nodes/SeoTools/SeoToolsTrigger.node';
import { importCycles, importsOf, ROOT, sourceFiles, triggerFiles } from './imports';

const ACTIONS = 'nodes/SeoTools/actions';
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

const properties = new SeoTools().description.properties;
interface Option {
	name: string;
	value: string;
}
const optionsOf = (property: INodeProperties | undefined): Option[] =>
	(property?.options ?? []).map((option) => ({
		name: String(option.name),
		value: String((option as { value: unknown }).value),
	}));
const resourceOptions = optionsOf(properties.find((p) => p.name === 'resource'));
const RESOURCES = resourceOptions.map((option) => option.value);
const resourceName = (resource: string) =>
	resourceOptions.find((option) => option.value === resource)!.name;

function operationOptionsOf(resource: string): Option[] {
	const selector = properties.find(
		(p) => p.name === 'operation' && p.displayOptions?.show?.resource?.includes(resource),
	);
	return optionsOf(selector);
}
const operationsOf = (resource: string) =>
	operationOptionsOf(resource).map((option) => option.value);

/** The resource folder a file under actions/ belongs to, or undefined for actions/*.ts itself. */
function resourceOf(file: string): string | undefined {
	const [folder, ...rest] = file.slice(ACTIONS.length + 1).split('/');
	return rest.length ? folder : undefined;
}

/** Every file a file reaches through its imports, itself included. */
function reachable(start: string[]): Set<string> {
	const seen = new Set<string>();
	const queue = [...start];
	while (queue.length) {
		const file = queue.pop()!;
		if (seen.has(file)) continue;
		seen.add(file);
		queue.push(...importsOf(file));
	}
	return seen;
}

/** The editor's words for an operation as a file name: "Get Robots.txt History" → getRobotsTxtHistory. */
const camel = (words: string) =>
	words
		.split(/[^A-Za-z0-9]+/)
		.filter(Boolean)
		.map((word, i) => (i ? word[0].toUpperCase() : word[0].toLowerCase()) + word.slice(1))
		.join('');

/** A camelCase name without the words of its resource ("getManyProjects" in Project → getMany). */
function withoutResource(name: string, resource: string): string {
	const nouns = resourceName(resource)
		.split(' ')
		.flatMap((noun) => [noun, `${noun}s`, noun.replace(/y$/, 'ies')]);
	return camel(
		name
			.split(/(?=[A-Z])/)
			.filter((word, i) => !i || !nouns.includes(word))
			.join(' '),
	);
}

const operationFile = (resource: string, option: Option) =>
	`${ACTIONS}/${resource}/${camel(option.name)}.operation.ts`;

describe("one file per operation, named after the editor's words", () => {
	it('the node offers resources, each with operations', () => {
		expect(RESOURCES.length).toBeGreaterThanOrEqual(9);
		for (const resource of RESOURCES) expect(operationsOf(resource).length).toBeGreaterThan(0);
	});

	it.each(RESOURCES)(
		'%s: actions/<resource>/<name>.operation.ts declares each operation, and index.ts imports it',
		(resource) => {
			const index = read(`${ACTIONS}/${resource}/index.ts`);
			for (const option of operationOptionsOf(resource)) {
				const file = operationFile(resource, option);
				expect({ file, exists: existsSync(join(ROOT, file)) }).toEqual({ file, exists: true });
				expect(read(file)).toMatch(new RegExp(`^\\treadonly value = '${option.value}';$`, 'm'));
				expect(read(file)).toMatch(new RegExp(`^\\treadonly name = '${option.name}';$`, 'm'));
				expect(index).toContain(`from './${basename(file, '.ts')}'`);
			}
		},
	);

	it.each(RESOURCES)(
		"%s: each operation's export is its file name, the resource's noun aside (resumeProject in resume.operation.ts)",
		(resource) => {
			const index = read(`${ACTIONS}/${resource}/index.ts`);
			for (const option of operationOptionsOf(resource)) {
				const base = basename(operationFile(resource, option), '.ts');
				const exported = new RegExp(`^import \\{ (\\w+) \\} from './${base}';$`, 'm').exec(
					index,
				)?.[1];
				expect({ base, exported: withoutResource(exported ?? '', resource) }).toEqual({
					base,
					exported: withoutResource(base.replace(/\.operation$/, ''), resource),
				});
			}
		},
	);

	it('every operation file is an operation the node offers (none left out of its table of contents)', () => {
		const files = sourceFiles(ACTIONS).filter((file) => file.endsWith('.operation.ts'));
		const offered = RESOURCES.flatMap((resource) =>
			operationOptionsOf(resource).map((option) => operationFile(resource, option)),
		);
		expect(files.sort()).toEqual(offered.sort());
	});

	it('one operation per file: each operation file declares one value, name and action', () => {
		for (const file of sourceFiles(ACTIONS).filter((f) => f.endsWith('.operation.ts'))) {
			const declared = [...read(file).matchAll(/^\treadonly (?:value|name|action) = /gm)].length;
			// value, name and action once each, as members of the operation's class (one tab deep).
			expect({ file, declared }).toEqual({ file, declared: 3 });
		}
	});

	it('the values saved workflows store are all still offered (a file may be renamed, a value may not)', () => {
		const stored = RESOURCES.flatMap((resource) =>
			operationsOf(resource).map((operation) => `${resource}:${operation}`),
		);
		// Published values only: a new operation adds its value without touching this list, and a
		// value renamed or removed fails here.
		expect(stored).toEqual(
			expect.arrayContaining([
				'account:delete',
				'account:register',
				'agent:callTool',
				'agent:listTools',
				'audit:get',
				'audit:pages',
				'audit:robots',
				'audit:robotsVersions',
				'audit:summary',
				'balance:add',
				'balance:confirm',
				'balance:update',
				'project:create',
				'project:get',
				'project:getAll',
				'project:limitsForecast',
				'project:parse',
				'project:searchSystems',
				'project:start',
				'project:stop',
				'project:suggestQueries',
				'project:traffic',
				'query:delete',
				'query:getAll',
				'query:set',
				'queryGroup:create',
				'queryGroup:delete',
				'queryGroup:getAll',
				'queryGroup:move',
				'uptime:get',
				'video:edit',
				'video:generate',
				'video:getModels',
				'video:getResult',
			]),
		);
	});
});

describe('imports between folders', () => {
	it('no file under actions/<resource>/ imports another resource folder', () => {
		const borrowed = sourceFiles(ACTIONS)
			.filter((file) => resourceOf(file) !== undefined)
			.flatMap((file) =>
				importsOf(file)
					.filter(
						(target) =>
							target.startsWith(`${ACTIONS}/`) &&
							resourceOf(target) !== undefined &&
							resourceOf(target) !== resourceOf(file),
					)
					.map((target) => `${file} -> ${target}`),
			);
		expect(borrowed).toEqual([]);
	});

	it('the trigger reaches nothing under SeoTools/actions/, directly or through the code it imports', () => {
		const reached = [...reachable(triggerFiles())].filter((file) => file.startsWith(`${ACTIONS}/`));
		expect(reached).toEqual([]);
	});

	it('the trigger imports only its events, shared code, transport and methods', () => {
		const outside = triggerFiles()
			.flatMap(importsOf)
			.filter((target) => !/^nodes\/(SeoTools\/(events|methods)|shared)\//.test(target));
		expect(outside).toEqual([]);
	});

	it('shared code and the transport import nothing from actions/ (both nodes can use them)', () => {
		const reaching = [
			...sourceFiles('nodes/shared/parts'),
			...sourceFiles('nodes/shared/transport'),
		].flatMap((file) =>
			importsOf(file)
				.filter((target) => target.startsWith(`${ACTIONS}/`))
				.map((target) => `${file} -> ${target}`),
		);
		expect(reaching).toEqual([]);
	});

	it('nodes/ and credentials/ have no import circles (type-only imports included)', () => {
		expect(importCycles('nodes')).toEqual([]);
		expect(importCycles('credentials')).toEqual([]);
	});
});

describe('editor methods live under methods/', () => {
	it.each([
		['nodes/SeoTools/SeoTools.node.ts', new SeoTools() as INodeType],
		['nodes/SeoTools/SeoToolsTrigger.node.ts', new SeoToolsTrigger() as INodeType],
	])('%s takes every method from a methods/ file', (file, node) => {
		const source = read(file);
		const names = Object.values(node.methods ?? {}).flatMap((group) =>
			Object.keys(group as object),
		);
		expect(names.length).toBeGreaterThan(0);
		// Each import statement, one or several lines long: its names and where they come from.
		const imports = [...source.matchAll(/^import\s*\{([^}]*)\}\s*from\s*'([^']+)'/gm)];
		for (const name of names) {
			const found = imports.find(([, list]) => new RegExp(`\\b${name}\\b`).test(list));
			const from = found?.[2] ?? '(not imported)';
			expect({ name, folder: basename(dirname(join(dirname(file), from))) }).toEqual({
				name,
				folder: 'methods',
			});
		}
	});
});

describe('nothing the agent document does not promise decides behaviour', () => {
	/** Code without its comments: a comment may name what the code does not read. */
	const code = (file: string) =>
		read(file)
			.replace(/\/\*[\s\S]*?\*\//g, '')
			.replace(/(^|[^:])\/\/.*$/gm, '$1');

	it('no file in nodes/ reads a `_meta` key of a tool', () => {
		const readers = sourceFiles('nodes').filter((file) => code(file).includes('_meta'));
		expect(readers).toEqual([]);
	});
});
