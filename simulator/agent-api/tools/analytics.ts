import type { Project, SearchQuery } from '../../core/model';
import { auditWarnings } from '../../core/audit';
import { answerShapes } from '../answerShapes';
import { findGroupByName } from '../../project-api/groups';
import { contains, page, projectOf, ToolFailure, type ToolCall, type ToolImpl } from './call';
import { records } from './kit';
import {
	averagePosition,
	checkDate,
	checksIn,
	engineOf,
	finishedChecks,
	positionAt,
	visibility,
	type Check,
} from './positions';
import { inGroup } from './queries';
import { projectUrls, urlBook } from './urlbook';

/** Read tools of 4.3 over positions, groups and URLs, computed from the project's state. */

interface Scope {
	project: Project;
	engine: number;
	checks: Check[];
	pos: (q: SearchQuery, check?: Check) => number | null;
}

function scope(call: ToolCall): Scope {
	const project = projectOf(call);
	const engine = engineOf(project, call.args.search_system ?? call.args.ss_id);
	const checks = finishedChecks(call, project);
	const last = checks[checks.length - 1];
	const pos = (q: SearchQuery, check = last) =>
		check ? positionAt(call.ctx.state, project, q, engine, check) : null;
	return { project, engine, checks, pos };
}

/** Groups by kind; `group` takes an id or a name. URL groups hold URLs, so their queries are those promoted to them. */
function groupOf(project: Project, kind: unknown, value: unknown) {
	if (value === undefined) return undefined;
	const text = String(value).trim();
	const group = /^\d+$/.test(text)
		? project.groups.find((g) => g.id === Number(text))
		: findGroupByName(project, text);
	const wanted = kind === 'url' ? 'url' : 'query';
	if (!group || group.kind !== wanted)
		throw new ToolFailure(`group: ${text} is not a ${wanted} group of project ${project.id}`);
	return group;
}

function queriesOf(
	call: ToolCall,
	project: Project,
	kind: unknown,
	groupId: number | undefined,
): SearchQuery[] {
	if (groupId === undefined) return project.queries;
	if (kind !== 'url') return project.queries.filter((q) => q.groupIds.includes(groupId));
	const urls = urlBook(call.ctx.state, project).members.get(groupId) ?? [];
	return project.queries.filter((q) => q.url !== null && urls.includes(q.url));
}

function filtered(call: ToolCall, s: Scope): SearchQuery[] {
	const { group, url_group, query } = call.args;
	const urlGroup = groupOf(s.project, 'url', url_group);
	const inUrlGroup = urlGroup
		? new Set(queriesOf(call, s.project, 'url', urlGroup.id).map((q) => q.id))
		: undefined;
	return s.project.queries.filter(
		(q) =>
			inGroup(s.project, q, group) &&
			contains(q.phrase, query) &&
			(!inUrlGroup || inUrlGroup.has(q.id)),
	);
}

function positionRow(s: Scope, q: SearchQuery) {
	const last = s.checks[s.checks.length - 1];
	const previous = s.checks[s.checks.length - 2];
	const position = s.pos(q, last);
	const before = previous ? s.pos(q, previous) : null;
	return {
		query_id: q.id,
		query: q.phrase,
		url: q.url,
		group_ids: [...q.groupIds],
		search_system: s.engine,
		date: last ? checkDate(last) : null,
		position,
		previous: before,
		change: position !== null && before !== null ? before - position : null,
	};
}

const summaryOf = (positions: Array<number | null>) => ({
	visibility: visibility(positions),
	average_position: averagePosition(positions),
	top3: positions.filter((p) => p !== null && p <= 3).length,
	top10: positions.filter((p) => p !== null && p <= 10).length,
	top30: positions.filter((p) => p !== null && p <= 30).length,
	not_found: positions.filter((p) => p === null).length,
});

const metrics: ToolImpl = (call) => {
	const s = scope(call);
	const trend = checksIn(s.checks, call.args.trend_from, call.args.trend_to);
	const last = s.checks[s.checks.length - 1];
	return {
		project_id: s.project.id,
		search_system: s.engine,
		date: last ? checkDate(last) : null,
		queries: s.project.queries.length,
		...summaryOf(s.project.queries.map((q) => s.pos(q))),
		trend: trend.map((c) => ({
			date: checkDate(c),
			update_id: c.id,
			...summaryOf(s.project.queries.map((q) => s.pos(q, c))),
		})),
	};
};

const CHANGES: Record<string, (change: number | null) => boolean> = {
	up: (c) => c !== null && c > 0,
	down: (c) => c !== null && c < 0,
	same: (c) => c === 0,
};

const queryPositions: ToolImpl = (call) => {
	const s = scope(call);
	const { position_from, position_to, change } = call.args;
	const test = change === undefined ? () => true : CHANGES[String(change)];
	if (!test) throw new ToolFailure(`change: allowed values are ${Object.keys(CHANGES).join(', ')}`);
	const rows = filtered(call, s)
		.map((q) => positionRow(s, q))
		.filter(
			(r) =>
				(position_from === undefined || (r.position ?? 101) >= Number(position_from)) &&
				(position_to === undefined || (r.position ?? 101) <= Number(position_to)),
		)
		.filter((r) => test(r.change));
	return { positions: page(rows, call.args, 100) };
};

/** The last check on or before a date (the first check when none is that early). */
function checkAt(checks: Check[], date: unknown): Check | undefined {
	if (date === undefined) return undefined;
	return [...checks].reverse().find((c) => checkDate(c) <= String(date)) ?? checks[0];
}

const comparePositions: ToolImpl = (call) => {
	const s = scope(call);
	const from = checkAt(s.checks, call.args.from) ?? s.checks[s.checks.length - 2] ?? s.checks[0];
	const to = checkAt(s.checks, call.args.to) ?? s.checks[s.checks.length - 1];
	const shapes = answerShapes(call.ctx.state);
	const all = filtered(call, s);
	const rows = all.map((q) => {
		if (shapes.positions === 'series')
			return {
				query_id: q.id,
				query: q.phrase,
				positions: Object.fromEntries(s.checks.map((c) => [checkDate(c), s.pos(q, c) ?? '-'])),
			};
		const a = from ? s.pos(q, from) : null;
		const b = to ? s.pos(q, to) : null;
		return {
			query_id: q.id,
			query: q.phrase,
			from: a,
			to: b,
			change: a !== null && b !== null ? a - b : null,
		};
	});
	const compared = {
		from: from ? checkDate(from) : null,
		to: to ? checkDate(to) : null,
		search_system: s.engine,
	};
	if (shapes.rows === 'data-meta')
		return {
			data: page(rows, call.args, 100),
			meta: { ...compared, offset: Number(call.args.offset ?? 0), total: all.length },
		};
	return { ...compared, positions: page(rows, call.args, 100) };
};

/** Dynamics of sets of queries (groups or URLs) over the checks in range. */
function dynamics(
	call: ToolCall,
	s: Scope,
	sets: Array<{ key: Record<string, unknown>; queries: SearchQuery[] }>,
) {
	const checks = checksIn(s.checks, call.args.from, call.args.to);
	return sets.map((set) => ({
		...set.key,
		queries_count: set.queries.length,
		points: checks.map((c) => {
			const positions = set.queries.map((q) => s.pos(q, c));
			return {
				date: checkDate(c),
				visibility: visibility(positions),
				average_position: averagePosition(positions),
			};
		}),
	}));
}

const querySets = (call: ToolCall, project: Project, kind: unknown) =>
	project.groups
		.filter((g) => g.kind === (kind === 'url' ? 'url' : 'query'))
		.map((g) => ({
			key: { group_id: g.id, name: g.name, kind: g.kind },
			queries: queriesOf(call, project, kind, g.id),
		}));

const urlSets = (project: Project) => {
	const byUrl = new Map<string, SearchQuery[]>();
	for (const q of project.queries) if (q.url) byUrl.set(q.url, [...(byUrl.get(q.url) ?? []), q]);
	return [...byUrl.entries()].map(([url, queries]) => ({ key: { url }, queries }));
};

const groupDynamics: ToolImpl = (call) => {
	const s = scope(call);
	return {
		search_system: s.engine,
		groups: page(dynamics(call, s, querySets(call, s.project, 'query')), call.args),
	};
};

const urlDynamics: ToolImpl = (call) => {
	const s = scope(call);
	return { search_system: s.engine, urls: page(dynamics(call, s, urlSets(s.project)), call.args) };
};

const groupsAnalytics: ToolImpl = (call) => {
	const s = scope(call);
	const rows = querySets(call, s.project, call.args.kind)
		.filter((set) => contains(String(set.key.name), call.args.name))
		.map((set) => ({
			...set.key,
			queries_count: set.queries.length,
			...summaryOf(set.queries.map((q) => s.pos(q))),
		}));
	const focus = call.args.focus === undefined ? undefined : String(call.args.focus);
	if (focus && !['visibility', 'average_position', 'top10', 'queries_count'].includes(focus)) {
		throw new ToolFailure(
			'focus: allowed values are visibility, average_position, top10, queries_count',
		);
	}
	if (focus)
		rows.sort(
			(a, b) =>
				Number((b as Record<string, unknown>)[focus] ?? 0) -
				Number((a as Record<string, unknown>)[focus] ?? 0),
		);
	return {
		kind: call.args.kind ?? 'query',
		search_system: s.engine,
		groups: page(rows, call.args),
	};
};

const groupUrls: ToolImpl = (call) => {
	const s = scope(call);
	const group = groupOf(s.project, call.args.kind, call.args.group);
	const queries = queriesOf(call, s.project, call.args.kind, group?.id);
	const byUrl = new Map<string, SearchQuery[]>();
	for (const q of queries) if (q.url) byUrl.set(q.url, [...(byUrl.get(q.url) ?? []), q]);
	const ids = new Map(projectUrls(call.ctx.state, s.project).map((u) => [u.url, u.id]));
	const rows = [...byUrl.entries()].map(([url, list]) => ({
		url_id: ids.get(url),
		url,
		queries_count: list.length,
		...summaryOf(list.map((q) => s.pos(q))),
	}));
	return { group_id: group?.id ?? null, urls: page(rows, call.args) };
};

const groupQueries: ToolImpl = (call) => {
	const s = scope(call);
	const group = groupOf(s.project, call.args.kind, call.args.group);
	const rows = queriesOf(call, s.project, call.args.kind, group?.id)
		.filter((q) => call.args.url === undefined || q.url === String(call.args.url))
		.map((q) => positionRow(s, q));
	return { group_id: group?.id ?? null, queries: page(rows, call.args) };
};

const groupHistory: ToolImpl = (call) => {
	const s = scope(call);
	const group = groupOf(s.project, call.args.kind, call.args.group);
	const sets = group
		? [
				{
					key: { group_id: group.id, name: group.name, kind: group.kind },
					queries: queriesOf(call, s.project, call.args.kind, group.id),
				},
			]
		: querySets(call, s.project, call.args.kind);
	const [first] = dynamics(call, s, sets.slice(0, group ? 1 : sets.length));
	const limit = Number(call.args.limit ?? 0);
	return group
		? { ...first, points: limit > 0 ? first.points.slice(-limit) : first.points }
		: { groups: dynamics(call, s, sets) };
};

const groupGrowth: ToolImpl = (call) => {
	const s = scope(call);
	const checks = checksIn(s.checks, call.args.from, call.args.to);
	const growth = (groupValue: unknown) => {
		const group = groupOf(s.project, call.args.kind, groupValue);
		const queries = queriesOf(call, s.project, call.args.kind, group?.id);
		const at = (c: Check | undefined) => (c ? visibility(queries.map((q) => s.pos(q, c))) : 0);
		const start = at(checks[0]);
		const end = at(checks[checks.length - 1]);
		return {
			group_id: group?.id ?? null,
			name: group?.name ?? 'all queries',
			visibility_from: start,
			visibility_to: end,
			growth: Math.round((end - start) * 100) / 100,
		};
	};
	return {
		from: checks[0] ? checkDate(checks[0]) : null,
		to: checks.length ? checkDate(checks[checks.length - 1]) : null,
		...growth(call.args.group),
		...(call.args.compare_group === undefined ? {} : { compare: growth(call.args.compare_group) }),
	};
};

const distribution: ToolImpl = (call) => {
	const s = scope(call);
	const buckets: Record<string, number> = {
		'1-3': 0,
		'4-10': 0,
		'11-30': 0,
		'31-50': 0,
		'51-100': 0,
		not_found: 0,
	};
	for (const q of filtered(call, s)) {
		const p = s.pos(q);
		const key =
			p === null
				? 'not_found'
				: p <= 3
					? '1-3'
					: p <= 10
						? '4-10'
						: p <= 30
							? '11-30'
							: p <= 50
								? '31-50'
								: '51-100';
		buckets[key] += 1;
	}
	return { search_system: s.engine, distribution: buckets };
};

/** Problems of a query at the last check (kinds not shown: the simulator's choice). */
const PROBLEMS: Record<string, (row: ReturnType<typeof positionRow>) => boolean> = {
	dropped: (r) => r.change !== null && r.change <= -3,
	not_found: (r) => r.position === null,
	no_url: (r) => r.url === null,
	out_of_top10: (r) => r.position !== null && r.position > 10,
};

const problemQueries: ToolImpl = (call) => {
	const s = scope(call);
	const kinds =
		call.args.problem === undefined ? Object.keys(PROBLEMS) : [String(call.args.problem)];
	if (!PROBLEMS[kinds[0]])
		throw new ToolFailure(`problem: allowed values are ${Object.keys(PROBLEMS).join(', ')}`);
	const rows = filtered(call, s)
		.map((q) => positionRow(s, q))
		.map((r) => ({ ...r, problems: kinds.filter((k) => PROBLEMS[k](r)) }))
		.filter((r) => r.problems.length);
	return { queries: page(rows, call.args, 100) };
};

const queryDetails: ToolImpl = (call) => {
	const project = projectOf(call);
	const wanted = String(call.args.query).trim();
	const q = /^\d+$/.test(wanted)
		? project.queries.find((x) => x.id === Number(wanted))
		: project.queries.find((x) => x.phrase.toLowerCase() === wanted.toLowerCase());
	if (!q)
		throw new ToolFailure(
			`query: "${wanted}" is not a query of project ${project.id} (give its id or exact phrase)`,
		);
	const checks = finishedChecks(call, project);
	return {
		query_id: q.id,
		query: q.phrase,
		url: q.url,
		frequency: q.frequency,
		groups: q.groupIds.map((id) => ({
			id,
			name: project.groups.find((g) => g.id === id)?.name ?? null,
		})),
		positions: project.searchSystems.map((ss) => ({
			search_system: ss.searchEngine,
			region: ss.region,
			history: checks.slice(-10).map((c) => ({
				date: checkDate(c),
				position: positionAt(call.ctx.state, project, q, ss.searchEngine, c),
			})),
		})),
	};
};

const groupEvents: ToolImpl = (call) => {
	const project = projectOf(call);
	const group =
		call.args.group === undefined
			? undefined
			: (groupOf(project, 'query', call.args.group) ?? undefined);
	const rows = records<
		{ id: number; projectId: number; groupId: number; name: string; date: string } & Record<
			string,
			unknown
		>
	>(call, 'group-event')
		.list()
		.filter(
			(e) =>
				(!group || e.groupId === group.id) &&
				(call.args.from === undefined || e.date >= String(call.args.from)) &&
				(call.args.to === undefined || e.date <= String(call.args.to)),
		)
		.sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
		.map(({ projectId: _p, groupId, ...rest }) => ({ group_id: groupId, ...rest }));
	return { events: page(rows, call.args, 100) };
};

/** Audit checks of the project with their state; warnings come from the audit summary's flags. */
const audit: ToolImpl = (call) => {
	const project = projectOf(call);
	const warnings = auditWarnings(project);
	const warn: Record<string, boolean> = {
		'server-response': warnings.serverResponse,
		'indexed-domains': warnings.indexedDomains,
	};
	const rows = project.auditChecks.map((check) => ({
		check,
		status: warn[check] ? 'warning' : 'ok',
	}));
	const wanted = call.args.status;
	if (wanted !== undefined && !['ok', 'warning'].includes(String(wanted)))
		throw new ToolFailure('status: allowed values are ok, warning');
	return {
		project_id: project.id,
		checks: rows.filter((r) => wanted === undefined || r.status === wanted),
	};
};

export const ANALYTICS_TOOLS: Record<string, ToolImpl> = {
	get_metrics: metrics,
	get_query_positions: queryPositions,
	compare_positions: comparePositions,
	get_group_dynamics: groupDynamics,
	get_url_dynamics: urlDynamics,
	get_groups_analytics: groupsAnalytics,
	get_group_urls: groupUrls,
	get_group_queries: groupQueries,
	get_group_history: groupHistory,
	get_group_growth: groupGrowth,
	get_group_events: groupEvents,
	get_distribution: distribution,
	get_problem_queries: problemQueries,
	get_query_details: queryDetails,
	get_audit: audit,
};
