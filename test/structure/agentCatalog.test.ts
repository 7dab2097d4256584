/**
 * How much of the agent catalog the node types (docs/decisions/agent-catalog-operations.md#how-much-of-the-catalog-is-typed): the
 * tool names come from the project's account of the service's documentation
 * (docs/service/agent-catalog.md), and a tool counts as typed when an operation of the action node
 * calls it (a declared one, or a hand-written one naming it), or when a typed HTTP operation does
 * the same job (a twin, each written in the decisions page).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_RESOURCES } from '../../nodes/SeoTools/actions/allResources';
import { ToolOperation } from '../../nodes/SeoTools/actions/toolOperation';
import { ROOT, sourceFiles } from './imports';

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const CATALOG = 'docs/service/agent-catalog.md';
const DECISIONS = join('docs', 'decisions', 'agent-catalog-operations.md');

/** Every tool the documentation names: the first cell of each catalog row. */
const named = (): string[] =>
	[...read(CATALOG).matchAll(/^\| ([a-z][a-z0-9_]*) \|/gm)].map((match) => match[1]);

/** Tools whose job a typed HTTP operation does (the twins table of the decisions page). */
const twins = (): string[] => {
	const page = read(DECISIONS);
	const table = page.slice(
		page.indexOf('<!-- twins:start -->'),
		page.indexOf('<!-- twins:end -->'),
	);
	return [...table.matchAll(/^\| `([a-z0-9_]+)` \|/gm)].map((match) => match[1]);
};

/** Tools the declared operations call (the tool, and a task's status and result tools). */
const declared = (): string[] =>
	ALL_RESOURCES.flatMap((resource) => resource.operations)
		.filter((operation): operation is ToolOperation => operation instanceof ToolOperation)
		.flatMap(({ declaration }) => [
			declaration.tool,
			...(declaration.wait?.kind === 'taskId'
				? [declaration.wait.statusTool, declaration.wait.resultTool]
				: []),
		]);

/** Tools a hand-written operation names in its own code (actions/, pickers and helpers aside). */
const handWritten = (names: Set<string>): string[] =>
	sourceFiles('nodes/SeoTools/actions')
		.filter((file) => !file.includes('/agent/'))
		.flatMap((file) => [...read(file).matchAll(/'([a-z][a-z0-9_]+)'/g)].map((m) => m[1]))
		.filter((name) => names.has(name));

const reached = () => {
	const names = new Set(named());
	const typed = new Set([...declared(), ...handWritten(names), ...twins()]);
	return { names, typed: [...names].filter((name) => typed.has(name)) };
};

describe('the agent catalog as typed operations', () => {
	it('reads the 165 tools the documentation names', () => {
		expect(named()).toHaveLength(165);
		expect(new Set(named()).size).toBe(165);
	});

	it('every declared tool and twin is a tool the documentation names', () => {
		const names = new Set(named());
		expect([...declared(), ...twins()].filter((name) => !names.has(name))).toEqual([]);
	});

	it('the decisions page states how many named tools a typed operation reaches', () => {
		const { typed } = reached();
		const stated = /\*\*(\d+) of the 165\*\* named tools/.exec(read(DECISIONS))?.[1];
		expect(Number(stated)).toBe(typed.length);
	});

	it('no declared operation calls a tool twice under two names', () => {
		const tools = ALL_RESOURCES.flatMap((resource) => resource.operations)
			.filter((operation): operation is ToolOperation => operation instanceof ToolOperation)
			.map(({ declaration }) => declaration.tool);
		expect(tools.length).toBe(new Set(tools).size);
	});
});
