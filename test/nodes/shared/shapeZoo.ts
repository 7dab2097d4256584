/**
 * A shape zoo for the points the agent interface leaves open ("the exact request and result
 * shapes of tool calls are not shown", docs/service/agent-interface.md): the same rank-tracker
 * data answered in the forms a real server could choose, through the independent tool server
 * (toolServer.ts, no simulator code). Each shape names its choice for every open point: where the
 * rows sit, how a query's two positions are given, how "not in the top" is written, how paging
 * and totals travel. Tests compute what the node must output from `ZOO_QUERIES` themselves.
 */
import type { Answer, Args, TestTool } from './toolServer';

/** The checks the zoo's project has, oldest first; compared: the first two, a later one exists too. */
export const ZOO_CHECKS = [
	{ id: 71, date: '2026-11-14' },
	{ id: 72, date: '2026-11-17' },
	{ id: 73, date: '2026-11-20' },
];
export const DEPTH = 100;

export interface ZooQuery {
	id: number;
	phrase: string;
	/** Position by check date; null: not in the top DEPTH. */
	at: Record<string, number | null>;
}

/** 48 queries with positions that rise, fall, leave and enter the top (a fixed, seeded sequence). */
export const ZOO_QUERIES: ZooQuery[] = (() => {
	let seed = 7;
	const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
	return Array.from({ length: 48 }, (_, i) => {
		const at: Record<string, number | null> = {};
		let position: number | null = 1 + Math.floor(next() * 60);
		for (const check of ZOO_CHECKS) {
			at[check.date] = position;
			const move = Math.round((next() - 0.45) * 30);
			const base: number = position ?? 95;
			const moved = base + move;
			position = moved > DEPTH || next() < 0.08 ? null : Math.max(1, moved);
		}
		return { id: 500 + i, phrase: `zoo query ${i}`, at };
	});
})();

const [FROM, TO] = ZOO_CHECKS;

/** How a shape writes "not in the top". */
type NotInTop = (depth: number) => unknown;

/** How a shape writes one query's row, given its two positions (or its series) and the not-in-top form. */
interface PositionShape {
	name: string;
	notInTop: NotInTop;
	row(q: ZooQuery, pos: (date: string) => unknown): Record<string, unknown>;
	/** The schema types from/to as check ids (the node then sends ids from get_project_updates). */
	byId?: boolean;
}

/** How a shape wraps its rows, and what it says about them. */
interface Container {
	name: string;
	wrap(rows: unknown[], total: number): unknown;
}

const POSITION_SHAPES: PositionShape[] = [
	{
		name: 'from/to pair, null, a change of the other sign',
		notInTop: () => null,
		row: (q, pos) => {
			const a = pos(FROM.date);
			const b = pos(TO.date);
			const change = typeof a === 'number' && typeof b === 'number' ? a - b : null;
			return { query_id: q.id, query: q.phrase, from: a, to: b, change };
		},
	},
	{
		name: 'camelCase positionBefore/positionAfter, 0',
		notInTop: () => 0,
		row: (q, pos) => ({
			keyword: q.phrase,
			positionBefore: pos(FROM.date),
			positionAfter: pos(TO.date),
		}),
	},
	{
		name: 'a series keyed by every check date, "-"',
		notInTop: () => '-',
		row: (q, pos) => ({
			phrase: q.phrase,
			positions: Object.fromEntries(ZOO_CHECKS.map((c) => [c.date, pos(c.date)])),
		}),
	},
	{
		name: 'a series of dated entries, newest first, a number past the depth',
		notInTop: (depth) => depth + 1,
		row: (q, pos) => ({
			query: q.phrase,
			history: [...ZOO_CHECKS]
				.reverse()
				.map((c) => ({ date: `${c.date} 06:40:00`, rank: pos(c.date) })),
		}),
	},
	{
		name: 'nested records per side, checks by id, "not found"',
		notInTop: () => 'not found',
		byId: true,
		row: (q, pos) => ({
			query_id: q.id,
			query: q.phrase,
			from: { check_id: FROM.id, date: FROM.date, position: pos(FROM.date) },
			to: { check_id: TO.id, date: TO.date, position: pos(TO.date) },
		}),
	},
	{
		name: 'previous_position/current_position, ">100"',
		notInTop: (depth) => `>${depth}`,
		row: (q, pos) => ({
			phrase: q.phrase,
			previous_position: pos(FROM.date),
			current_position: pos(TO.date),
		}),
	},
];

export const CONTAINERS: Container[] = [
	{ name: 'a bare array', wrap: (rows) => rows },
	{ name: 'items beside a total', wrap: (rows, total) => ({ items: rows, total }) },
	{
		name: 'data beside meta',
		wrap: (rows, total) => ({ data: rows, meta: { total_count: total } }),
	},
	{
		name: 'results beside a depth',
		wrap: (rows, total) => ({ results: rows, count: total, depth: DEPTH }),
	},
	{ name: 'a named key under result', wrap: (rows) => ({ result: { queries: rows } }) },
	{
		name: 'a named key beside the compared dates',
		wrap: (rows) => ({ from: FROM.date, to: TO.date, rows_found: rows.length, positions: rows }),
	},
];

/** Paging a shape may choose. */
export interface Paging {
	name: string;
	params: Record<string, string>;
	maximum?: number;
	serve(rows: unknown[], args: Args): { rows: unknown[]; total: number };
}

export const PAGINGS: Paging[] = [
	{
		name: 'offset pages capped at 7',
		params: { limit: 'integer', offset: 'integer' },
		serve: (rows, args) => {
			const offset = Number(args.offset ?? 0);
			return {
				rows: rows.slice(offset, offset + Math.min(7, Number(args.limit ?? 7))),
				total: rows.length,
			};
		},
	},
	{
		name: 'limit alone, up to the maximum its schema gives',
		params: { limit: 'integer' },
		maximum: 1000,
		serve: (rows, args) => ({
			rows: rows.slice(0, Math.min(1000, Number(args.limit ?? 20))),
			total: rows.length,
		}),
	},
	{
		name: 'one answer with every row',
		params: {},
		serve: (rows) => ({ rows, total: rows.length }),
	},
];

/** One shape of the zoo: positions, container and paging chosen together. */
export interface Shape {
	name: string;
	position: PositionShape;
	container: Container;
	paging: Paging;
}

/** Every position shape and every container at least once, each with a paging of its own. */
export const SHAPES: Shape[] = POSITION_SHAPES.map((position, i) => ({
	name: `${position.name}; ${CONTAINERS[i].name}; ${PAGINGS[i % PAGINGS.length].name}`,
	position,
	container: CONTAINERS[i],
	paging: PAGINGS[i % PAGINGS.length],
}));

/** get_project_updates in a form of the zoo's own: its checks, newest first. */
export const UPDATES_TOOL: TestTool = {
	name: 'get_project_updates',
	params: { project_id: 'integer' },
	answer: () => ({
		data: {
			updates: [...ZOO_CHECKS].reverse().map((c) => ({
				id: c.id,
				start_date: `${c.date} 06:00:00`,
				end_date: `${c.date} 06:40:00`,
			})),
		},
	}),
};

/** compare_positions of a shape. */
export function compareTool(shape: Shape): TestTool {
	const { position, container, paging } = shape;
	const pos = (q: ZooQuery) => (date: string) => q.at[date] ?? position.notInTop(DEPTH);
	const rows = ZOO_QUERIES.map((q) => position.row(q, pos(q)));
	const type = position.byId ? 'integer' : 'string';
	return {
		name: 'compare_positions',
		params: { project_id: 'integer', from: type, to: type, ...paging.params },
		...(paging.maximum ? { maximums: { limit: paging.maximum } } : {}),
		answer: (args: Args): Answer => {
			const asked = position.byId ? [FROM.id, TO.id] : [FROM.date, TO.date];
			if (args.from !== asked[0] || args.to !== asked[1])
				return { error: `from/to: expected ${asked.join(' and ')}` };
			const page = paging.serve(rows, args);
			return { data: container.wrap(page.rows, page.total) };
		},
	};
}

/** A list tool of the zoo: plain records in a container, paged its way. */
export function listTool(
	name: string,
	records: unknown[],
	container: Container,
	paging: Paging,
): TestTool {
	return {
		name,
		params: { project_id: 'integer', ...paging.params },
		enums: { kind: ['query', 'url'] },
		...(paging.maximum ? { maximums: { limit: paging.maximum } } : {}),
		answer: (args: Args): Answer => {
			const page = paging.serve(records, args);
			return { data: container.wrap(page.rows, page.total) };
		},
	};
}

/** The drops by the example's rules, in the test's own words: out of the top 10, or more than 5 places lost. */
export function expectedDrops(fellOutOfTop: number, lostMoreThan: number): string[] {
	return ZOO_QUERIES.filter((q) => {
		const before = q.at[FROM.date];
		const after = q.at[TO.date];
		if (before === null) return false;
		if (after === null) return true;
		return (before <= fellOutOfTop && after > fellOutOfTop) || after - before > lostMoreThan;
	}).map((q) => q.phrase);
}
