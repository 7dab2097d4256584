/**
 * Where code lives in nodes/ (issue 17, items 1-2): an operation is found by its value's name,
 * each resource's index.ts lists its operations, resources do not borrow from each other, the
 * trigger reaches nothing under SeoTools/actions/, and editor methods live under methods/.
 * The rules are read from the node's description and from the files' import lines.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { INodeProperties, INodeType } from 'n8n-workflow';
import { SeoTools } from '../../nodes/SeoTools/SeoTools.node';
import { SeoToolsTrigger } from '../../nodes/SeoToolsTrigger/SeoToolsTrigger.node';
import { importCycles, importsOf, ROOT, sourceFiles } from './imports';

const ACTIONS = 'nodes/SeoTools/actions';
const TRIGGER = 'nodes/SeoToolsTrigger';
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

const properties = new SeoTools().description.properties;
const values = (property: INodeProperties | undefined) =>
	(property?.options ?? []).map((option) => String((option as { value: unknown }).value));
const RESOURCES = values(properties.find((p) => p.name === 'resource'));

function operationsOf(resource: string): string[] {
	const selector = properties.find(
		(p) => p.name === 'operation' && p.displayOptions?.show?.resource?.includes(resource),
	);
	return values(selector);
}

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

describe('one file per operation, named after its value', () => {
	it('the node offers resources, each with operations', () => {
		expect(RESOURCES.length).toBeGreaterThanOrEqual(9);
		for (const resource of RESOURCES) expect(operationsOf(resource).length).toBeGreaterThan(0);
	});

	it.each(RESOURCES)(
		'%s: actions/%s/<value>.operation.ts declares each operation value, and index.ts imports it',
		(resource) => {
			const index = read(`${ACTIONS}/${resource}/index.ts`);
			for (const operation of operationsOf(resource)) {
				const file = `${ACTIONS}/${resource}/${operation}.operation.ts`;
				expect(existsSync(join(ROOT, file))).toBe(true);
				expect(read(file)).toMatch(new RegExp(`^\\s*value: '${operation}',$`, 'm'));
				expect(index).toContain(`from './${operation}.operation'`);
			}
		},
	);

	it('every operation file is an operation the node offers (none left out of its table of contents)', () => {
		const files = sourceFiles(ACTIONS).filter((file) => file.endsWith('.operation.ts'));
		const offered = RESOURCES.flatMap((resource) =>
			operationsOf(resource).map((operation) => `${ACTIONS}/${resource}/${operation}.operation.ts`),
		);
		expect(files.sort()).toEqual(offered.sort());
	});

	it('one operation per file: each operation file declares one operation value', () => {
		for (const file of sourceFiles(ACTIONS).filter((f) => f.endsWith('.operation.ts'))) {
			const operation = basename(file, '.operation.ts');
			const declared = [...read(file).matchAll(/^\t(?:value|name|action): /gm)].length;
			// value, name and action once each at the operation's own level (one tab deep).
			expect({ file, declared }).toEqual({ file, declared: 3 });
			expect(read(file)).toContain(`value: '${operation}'`);
		}
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
		const reached = [...reachable(sourceFiles(TRIGGER))].filter((file) =>
			file.startsWith(`${ACTIONS}/`),
		);
		expect(reached).toEqual([]);
	});

	it('the trigger is its own folder: it imports from SeoTools only shared code, transport and methods', () => {
		const outside = sourceFiles(TRIGGER)
			.flatMap(importsOf)
			.filter((target) => !target.startsWith(`${TRIGGER}/`))
			.filter((target) => !/^nodes\/SeoTools\/(shared|transport|methods)\//.test(target));
		expect(outside).toEqual([]);
	});

	it('shared code and the transport import nothing from actions/ (both nodes can use them)', () => {
		const reaching = [
			...sourceFiles('nodes/SeoTools/shared'),
			...sourceFiles('nodes/SeoTools/transport'),
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
		['nodes/SeoToolsTrigger/SeoToolsTrigger.node.ts', new SeoToolsTrigger() as INodeType],
	])('%s takes every method from a methods/ file', (file, node) => {
		const source = read(file);
		const names = Object.values(node.methods ?? {}).flatMap((group) =>
			Object.keys(group as object),
		);
		expect(names.length).toBeGreaterThan(0);
		for (const name of names) {
			const line = source
				.split('\n')
				.find((l) => /^import /.test(l) && new RegExp(`\\b${name}\\b`).test(l));
			const from = /from '([^']+)'/.exec(line ?? '')?.[1] ?? '(not imported)';
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
