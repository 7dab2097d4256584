import { formatDateTime } from '../../core/clock';
import { page, projectOf, ToolFailure, type ToolCall, type ToolImpl } from './call';
import { charge, dateArg, daysAhead, payer, records, today, type StoredRecord } from './kit';
import { positionAt, finishedChecks } from './positions';

/**
 * The recommendation board (4.3 get_recommendations, 4.4 run_recommendations_update, 4.7).
 * docs/service/agent-interface.md#states: set_recommendation_status moves a task from any state to
 * `new`, `in_progress` or `done`; postpone_recommendation hides it from the current list until a
 * date (default 3 days ahead).
 */
export const STATUSES = ['new', 'in_progress', 'done'] as const;
export const POSTPONE_DAYS = 3;
/** Limits per query of a recommendations update (prices not shown; get_check_cost says the same). */
export const RECOMMENDATION_COST_PER_QUERY = 2;

interface Recommendation extends StoredRecord {
	name: string;
	type: string;
	url: string | null;
	description: string;
	expected_visits: number | null;
	date: string;
	status: (typeof STATUSES)[number];
	postponed_until: string | null;
	rechecked: string | null;
	source: 'service' | 'user';
}

const board = (call: ToolCall) => records<Recommendation>(call, 'recommendation');

/** Tasks the service finds: queries without a promoted URL, and queries outside the top 10 (intopt). */
function generate(call: ToolCall, type: 'todo' | 'intopt'): number {
	const project = projectOf(call);
	const store = board(call);
	const known = new Set(store.list().map((r) => r.name));
	const checks = finishedChecks(call, project);
	const last = checks[checks.length - 1];
	const engine = project.searchSystems[0]?.searchEngine ?? 1;
	let added = 0;
	for (const q of project.queries) {
		const position = last ? positionAt(call.ctx.state, project, q, engine, last) : null;
		const tasks: Array<[string, string, string]> = [];
		if (type === 'todo' && q.url === null)
			tasks.push([
				`Назначить продвигаемую страницу: ${q.phrase}`,
				'url',
				'The query has no promoted URL',
			]);
		if (position !== null && position > 10)
			tasks.push([
				`Оптимизировать страницу под запрос: ${q.phrase}`,
				'intopt',
				`Position ${position}: internal optimization`,
			]);
		for (const [name, kind, description] of tasks) {
			if (known.has(name)) continue;
			store.add(10001, {
				name,
				type: kind,
				url: q.url,
				description,
				expected_visits: Math.max(1, Math.round(q.frequency / 10)),
				date: today(call),
				status: 'new',
				postponed_until: null,
				rechecked: null,
				source: 'service',
			});
			known.add(name);
			added += 1;
		}
	}
	return added;
}

function ensureBoard(call: ToolCall): Recommendation[] {
	if (!board(call).list().length) generate(call, 'todo');
	return board(call).list();
}

const row = (r: Recommendation) => {
	const { projectId: _p, id, ...rest } = r;
	return { task_id: id, ...rest };
};

const list: ToolImpl = (call) => {
	const now = today(call);
	const rows = ensureBoard(call)
		.filter((r) => r.postponed_until === null || r.postponed_until <= now)
		.filter((r) => !call.args.only_open || r.status !== 'done')
		.filter((r) => call.args.type === undefined || r.type === String(call.args.type));
	return { recommendations: page(rows, call.args, 100).map(row) };
};

const task = (call: ToolCall) => {
	ensureBoard(call);
	return board(call).find(call.args.task_id, 'Recommendation task');
};

const setStatus: ToolImpl = (call) => {
	const r = task(call);
	const from = r.status;
	r.status = call.args.status as Recommendation['status'];
	return { task_id: r.id, previous_status: from, status: r.status };
};

const postpone: ToolImpl = (call) => {
	const r = task(call);
	const until =
		call.args.date === undefined ? daysAhead(call, POSTPONE_DAYS) : dateArg(call.args.date, 'date');
	if (until <= today(call)) throw new ToolFailure('date: must be after today');
	r.postponed_until = until;
	return { task_id: r.id, postponed_until: until };
};

const add: ToolImpl = (call) => {
	const name = String(call.args.name ?? '').trim();
	if (!name) throw new ToolFailure('name: the task name cannot be empty');
	const status = String(call.args.status ?? 'new');
	if (!(STATUSES as readonly string[]).includes(status))
		throw new ToolFailure(`status: allowed values are ${STATUSES.join(', ')}`);
	ensureBoard(call);
	const r = board(call).add(10001, {
		name,
		type: String(call.args.type ?? 'custom'),
		url: call.args.url === undefined ? null : String(call.args.url),
		description: String(call.args.description ?? ''),
		expected_visits:
			call.args.expected_visits === undefined ? null : Number(call.args.expected_visits),
		date: call.args.date === undefined ? today(call) : dateArg(call.args.date, 'date'),
		status: status as Recommendation['status'],
		postponed_until: null,
		rechecked: null,
		source: 'user',
	});
	return row(r);
};

const clusterCheck: ToolImpl = (call) => {
	const project = projectOf(call);
	const url = String(call.args.url ?? '').trim();
	if (!url) throw new ToolFailure('url: the cluster URL is required');
	if (call.args.check === undefined)
		throw new ToolFailure(
			'check: one of code, equal_urls, common_commercialization, frequency_sum, queries_count is required',
		);
	const checks = records<StoredRecord & { url: string; check: string; checked: boolean }>(
		call,
		'cluster-check',
	);
	const existing = checks.list().find((c) => c.url === url && c.check === call.args.check);
	const checked = call.args.checked !== false;
	if (existing) existing.checked = checked;
	else checks.add(12001, { url, check: String(call.args.check), checked });
	return { project_id: project.id, url, check: call.args.check, checked };
};

const update: ToolImpl = (call) => {
	const project = projectOf(call);
	const type = (call.args.type ?? 'todo') as 'todo' | 'intopt';
	const charged = charge(
		payer(call),
		project.queries.length * RECOMMENDATION_COST_PER_QUERY,
		'a recommendations update',
	);
	return {
		project_id: project.id,
		type,
		limits_charged: charged,
		added: generate(call, type),
		total: board(call).list().length,
	};
};

export const RECOMMENDATION_TOOLS: Record<string, ToolImpl> = {
	get_recommendations: list,
	get_recommendation_details: (call) => ({ ...row(task(call)), project_id: projectOf(call).id }),
	set_recommendation_status: setStatus,
	postpone_recommendation: postpone,
	add_recommendation: add,
	set_recommendation_cluster_check: clusterCheck,
	recalculate_visibility: (call) => {
		const project = projectOf(call);
		const checks = finishedChecks(call, project);
		return {
			project_id: project.id,
			recalculated_checks: call.args.only_last ? Math.min(1, checks.length) : checks.length,
			queued_at: formatDateTime(call.ctx.clock.now()),
		};
	},
	recheck_recommendation: (call) => {
		const r = task(call);
		r.rechecked = formatDateTime(call.ctx.clock.now());
		return { task_id: r.id, status: r.status, recheck: 'queued', queued_at: r.rechecked };
	},
	run_recommendations_update: update,
};
