import { formatDateTime } from '../../core/clock';
import { page, ToolFailure, type ToolCall, type ToolData, type ToolImpl } from './call';
import { REGIONS } from '../../core/reference';
import { CHECK_TOOLS, ENGINES } from './checks';
import { listArg, records, seeded, type StoredRecord } from './kit';
import { TASK_DURATION, TASK_POLLS } from './long';
import { projectOfSite, topDomains } from './serp';

/**
 * The semantics wizard (docs/service/agent-interface.md#catalog-sections): a task with steps 1-6
 * run one tool each, and step 7 that puts the result into a project.
 * docs/service/agent-interface.md#states statuses: not_started (only in get_semantics_task),
 * queued, running, done, error, no_limits. Transitions are not shown; here a run is refused as
 * `no_limits` (nothing charged) when the account lacks the limits, `error` when it has nothing to
 * work on, else it is charged and `queued`; reading the task moves it on to `running` and `done`
 * (after 2 reads, or 2 virtual minutes).
 */
export type StepStatus = 'not_started' | 'queued' | 'running' | 'done' | 'error' | 'no_limits';

interface StepRun {
	status: StepStatus;
	started: number;
	polls: number;
	charged: number;
	message: string | null;
	rows: Array<Record<string, unknown>>;
}

interface SemanticsTask extends StoredRecord {
	accountId: number;
	name: string;
	created: number;
	hid: string;
	steps: Record<number, StepRun>;
}

export const STEP_NAMES: Record<number, string> = {
	1: 'competitors',
	2: 'proximity',
	3: 'url_top',
	4: 'keywords_collect',
	5: 'keywords_filter',
	6: 'keywords_analyse',
	7: 'add_to_project',
};

const tasks = (call: ToolCall) => records<SemanticsTask>(call, 'semantics-task', true);
const own = (call: ToolCall) =>
	tasks(call)
		.list()
		.filter((t) => t.accountId === call.account.id);

function taskOf(call: ToolCall): SemanticsTask {
	if (call.args.task_id === undefined)
		throw new ToolFailure('task_id: the wizard task, from create_semantics_task');
	const task = own(call).find((t) => t.id === Number(call.args.task_id));
	if (!task) throw new ToolFailure(`Semantics task ${String(call.args.task_id)} not found`);
	return task;
}

/** Reading a task moves its running steps on. */
function advance(call: ToolCall, task: SemanticsTask): void {
	const now = call.ctx.clock.now();
	for (const run of Object.values(task.steps)) {
		if (run.status !== 'queued' && run.status !== 'running') continue;
		run.polls += 1;
		run.status = run.polls >= TASK_POLLS || now - run.started >= TASK_DURATION ? 'done' : 'running';
	}
}

function stepView(run: StepRun | undefined) {
	if (!run) return { status: 'not_started' as StepStatus, progress: 0, last_run: null };
	const progress = run.status === 'done' ? 100 : run.status === 'running' ? 50 : 0;
	return {
		status: run.status,
		progress,
		last_run: formatDateTime(run.started),
		limits_charged: run.charged,
		...(run.message ? { message: run.message } : {}),
	};
}

const createTask: ToolImpl = (call) => {
	const n = own(call).length + 1;
	const task = tasks(call).add(13001, {
		accountId: call.account.id,
		name: `Сбор семантики ${n}`,
		created: call.ctx.clock.now(),
		hid: '',
		steps: {},
	});
	task.hid =
		seeded('hid', task.id).int(0, 0xffffff).toString(16).padStart(6, '0') + String(task.id);
	return {
		task_id: task.id,
		name: task.name,
		hid: task.hid,
		created: formatDateTime(task.created),
	};
};

const getTask: ToolImpl = (call) => {
	const task = taskOf(call);
	advance(call, task);
	return {
		task_id: task.id,
		name: task.name,
		hid: task.hid,
		created: formatDateTime(task.created),
		steps: Object.entries(STEP_NAMES).map(([step, name]) => ({
			step: Number(step),
			name,
			...stepView(task.steps[Number(step)]),
		})),
	};
};

/** Newest first; only steps that have run (not_started appears only in get_semantics_task). */
const listTasks: ToolImpl = (call) => {
	const rows = [...own(call)].reverse().map((task) => {
		advance(call, task);
		return {
			task_id: task.id,
			name: task.name,
			date: formatDateTime(task.created),
			steps: Object.entries(task.steps).map(([step, run]) => ({
				step: Number(step),
				name: STEP_NAMES[Number(step)],
				status: run.status,
				date: formatDateTime(run.started),
			})),
		};
	});
	return { tasks: page(rows, call.args, 20) };
};

const doneRows = (task: SemanticsTask, step: number) =>
	task.steps[step]?.status === 'done' ? task.steps[step].rows : [];
const domainOf = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/.*$/, '');
const WORDS = [
	'купить',
	'цена',
	'отзывы',
	'доставка',
	'каталог',
	'недорого',
	'интернет магазин',
	'официальный сайт',
	'акции',
	'москва',
];

interface StepSpec {
	cost(call: ToolCall, task: SemanticsTask): number;
	rows(call: ToolCall, task: SemanticsTask): Array<Record<string, unknown>>;
}

/** Rounds up a limit figure, ignoring binary floating-point noise (10 × 10 × 1.1 is 110, not 111). */
const roundUp = (value: number) => Math.ceil(Math.round(value * 1e6) / 1e6);

/** Step 6 limits per query (document 4.5), summed over the chosen analyses, times 1.1. */
export function analyseCost(args: Record<string, unknown>, queries: number): number {
	const on = (flag: string) => args[flag] === true || args[flag] === 'true' || args[flag] === '1';
	let perQuery = 0;
	if (on('positions')) perQuery += 1 + (on('positions_force_check_relevant') ? 1 : 0);
	if (on('grouping')) perQuery += 2;
	if (on('competition')) perQuery += 4;
	if (on('frequency')) perQuery += 2;
	for (const flag of ['geo', 'com', 'intent', 'vital', 'site_type']) if (on(flag)) perQuery += 1;
	return roundUp(queries * perQuery * 1.1);
}

const STEPS: Record<number, StepSpec> = {
	1: {
		cost(call) {
			const mode = String(call.args.mode ?? 'domain');
			if (mode === 'domain') return 110;
			if (mode === 'keywords')
				return Math.min(150, roundUp(listArg(call.args.queries).length * 1.1));
			if (mode === 'project') return 0;
			const urls = listArg(call.args.urls);
			if (urls.length > 50) throw new ToolFailure('urls: at most 50 URLs');
			if (new Set(urls.map(domainOf)).size > 1)
				throw new ToolFailure('urls: all URLs must belong to one site');
			return urls.length;
		},
		rows(call) {
			const rng = seeded('semantics-1', call.args);
			// Mode project: the competitors of a project of the key owner whose site is `site`.
			const project =
				call.args.mode === 'project' ? projectOfSite(call, call.args.site) : undefined;
			if (project && call.ctx.state.access(call.account, project)) {
				const engine = project.searchSystems[0]?.searchEngine ?? 1;
				return topDomains(call, project, engine).map(({ domain, visibility }) => ({
					domain,
					visibility,
					perc: rng.int(10, 80),
				}));
			}
			return ['shopline', 'market-hub', 'bestprice', 'tovary24', 'megastore', 'dealsite'].map(
				(name) => ({ domain: `${name}.ru`, visibility: rng.int(5, 95), perc: rng.int(10, 80) }),
			);
		},
	},
	2: {
		cost: (call, task) => listArg(call.args.domains).length || doneRows(task, 1).length,
		rows: (call, task) =>
			(listArg(call.args.domains).length
				? listArg(call.args.domains)
				: doneRows(task, 1).map((r) => String(r.domain))
			).map((domain) => ({ domain, closeness: seeded('closeness', domain).int(15, 95) })),
	},
	3: {
		cost: (call, task) => listArg(call.args.domains).length || doneRows(task, 2).length,
		rows: (call, task) =>
			(listArg(call.args.domains).length
				? listArg(call.args.domains)
				: doneRows(task, 2).map((r) => String(r.domain))
			).flatMap((domain) =>
				['catalog', 'sale', 'blog'].map((path, i) => ({
					domain,
					linkUrl: `https://${domain}/${path}/`,
					visits: seeded('visits', domain, i).int(100, 20000),
				})),
			),
	},
	4: {
		cost: (call, task) => listArg(call.args.urls).length || doneRows(task, 3).length,
		rows: (call, task) =>
			(listArg(call.args.urls).length
				? listArg(call.args.urls)
				: doneRows(task, 3).map((r) => String(r.linkUrl))
			).flatMap((url) => {
				const rng = seeded('collect', url);
				const topic = url.split('/').filter(Boolean).pop() ?? 'товары';
				return WORDS.slice(0, 4).map((w) => ({
					query: `${topic} ${w}`,
					url,
					frequency: rng.int(10, 5000),
				}));
			}),
	},
	5: {
		cost: () => 0,
		rows(call, task) {
			const queries = listArg(call.args.queries).length
				? listArg(call.args.queries)
				: doneRows(task, 4).map((r) => String(r.query));
			if (queries.length > 15000) throw new ToolFailure('queries: at most 15000');
			const stop = listArg(call.args.stop_words).map((w) => w.toLowerCase());
			const seen = new Set<string>();
			return queries.map((query) => {
				const key = query.toLowerCase().split(/\s+/).sort().join(' ');
				const duplicate = call.args.remove_duplicates !== false && seen.has(key);
				seen.add(key);
				const stopped = stop.some((w) => query.toLowerCase().includes(w));
				return {
					query,
					removed: duplicate || stopped,
					reason: duplicate ? 'duplicate' : stopped ? 'stop_word' : null,
				};
			});
		},
	},
	6: {
		cost: (call, task) => analyseCost(call.args, step6Queries(call, task).length),
		rows: (call, task) =>
			step6Queries(call, task).map((query) => {
				const rng = seeded('analyse', query);
				return {
					query,
					frequency: rng.int(10, 5000),
					group: query.split(' ')[0],
					competition: rng.int(1, 10),
					intent: rng.pick(['commercial', 'informational', 'mixed']),
					geo: rng.next() < 0.4,
				};
			}),
	},
};

function step6Queries(call: ToolCall, task: SemanticsTask): string[] {
	const queries = listArg(call.args.queries).length
		? listArg(call.args.queries)
		: doneRows(task, 5)
				.filter((r) => !r.removed)
				.map((r) => String(r.query));
	if (queries.length > 10000) throw new ToolFailure('queries: at most 10000');
	return queries;
}

const runStep =
	(step: number): ToolImpl =>
	(call): ToolData => {
		const task = taskOf(call);
		advance(call, task);
		const spec = STEPS[step];
		const cost = Math.ceil(spec.cost(call, task));
		const now = call.ctx.clock.now();
		const run: StepRun = {
			status: 'queued',
			started: now,
			polls: 0,
			charged: 0,
			message: null,
			rows: [],
		};
		if (call.account.limits < cost) {
			run.status = 'no_limits';
			run.message = `Not enough limits: step ${step} needs ${cost}, ${call.account.limits} left`;
		} else {
			run.rows = spec.rows(call, task);
			if (!run.rows.length) {
				run.status = 'error';
				run.message = `Step ${step} has nothing to work on: give its input or finish step ${step - 1} first`;
			} else {
				call.account.limits -= cost;
				run.charged = cost;
			}
		}
		task.steps[step] = run;
		return { task_id: task.id, step, name: STEP_NAMES[step], ...stepView(run), limits_cost: cost };
	};

const stepResult: ToolImpl = (call) => {
	const task = taskOf(call);
	advance(call, task);
	const step = Number(call.args.step);
	if (!STEPS[step]) throw new ToolFailure('step: 1 to 6');
	const run = task.steps[step];
	if (!run || run.status !== 'done') return { task_id: task.id, step, ...stepView(run), rows: [] };
	const limit = Number(call.args.limit ?? 100);
	if (limit > 500) throw new ToolFailure('limit: at most 500 rows');
	let rows = run.rows.filter((r) => call.args.include_removed || !r.removed);
	const column = call.args.column === undefined ? undefined : String(call.args.column);
	if (column) {
		if (!rows.length || !(column in rows[0]))
			throw new ToolFailure(
				`column: not a column of step ${step} (${Object.keys(rows[0] ?? {}).join(', ')})`,
			);
		rows = rows.map((r) => ({ [column]: r[column] }));
	}
	return {
		task_id: task.id,
		step,
		status: 'done',
		total: rows.length,
		rows: page(rows, { offset: call.args.offset, limit }),
	};
};

/** Step 7: step 6's queries with their groups go to a project (given, with write access) or a new one. */
const addToProject: ToolImpl = async (call) => {
	const task = taskOf(call);
	advance(call, task);
	const exclude = new Set(listArg(call.args.exclude_queries).map((q) => q.toLowerCase()));
	const wanted = listArg(call.args.queries).map((q) => q.toLowerCase());
	const rows = doneRows(task, 6).filter(
		(r) =>
			!exclude.has(String(r.query).toLowerCase()) &&
			(!wanted.length || wanted.includes(String(r.query).toLowerCase())),
	);
	if (!rows.length)
		throw new ToolFailure('Step 6 (run_semantics_keywords_analyse) has no finished result to add');
	let project = call.project;
	if (!project) {
		if (call.args.user_domain === undefined)
			throw new ToolFailure(
				'project_id or user_domain: an existing project with write access, or the domain of a new one',
			);
		const created = await CHECK_TOOLS.create_project({
			...call,
			args: { domain: call.args.user_domain },
		});
		project = call.ctx.state.project(Number(created.project_id))!;
	}
	const byGroup = new Map<string, string[]>();
	for (const r of rows)
		byGroup.set(String(r.group), [...(byGroup.get(String(r.group)) ?? []), String(r.query)]);
	for (const [name, queries] of byGroup)
		await call.api.call(call.account, project, {
			method: 'POST',
			path: 'groups/add',
			body: { name, queries: queries.join('|') },
		});
	task.steps[7] = {
		status: 'done',
		started: call.ctx.clock.now(),
		polls: 0,
		charged: 0,
		message: null,
		rows: [],
	};
	return { task_id: task.id, project_id: project.id, groups: byGroup.size, queries: rows.length };
};

const options: ToolImpl = (call) => ({
	steps: Object.entries(STEP_NAMES).map(([step, name]) => ({ step: Number(step), name })),
	regions: REGIONS.filter(
		(r) =>
			call.args.search === undefined ||
			r.name.toLowerCase().includes(String(call.args.search).toLowerCase()),
	).map((r) => ({ slug: `r${r.code}`, code: r.code, name: r.name })),
	engines: ENGINES,
	projects: call.ctx.state.visibleProjects(call.account).map((p) => ({
		id: p.id,
		domain: p.domain,
		writable: call.ctx.state.access(call.account, p) !== 'read',
	})),
	stop_word_lists: [
		{ id: 1, name: 'Бренды конкурентов' },
		{ id: 2, name: 'Информационные слова' },
		{ id: 3, name: 'Города' },
	],
});

export const SEMANTICS_TOOLS: Record<string, ToolImpl> = {
	get_semantics_options: options,
	list_semantics_tasks: listTasks,
	create_semantics_task: createTask,
	get_semantics_task: getTask,
	run_semantics_competitors: runStep(1),
	run_semantics_proximity: runStep(2),
	run_semantics_url_top: runStep(3),
	run_semantics_keywords_collect: runStep(4),
	run_semantics_keywords_filter: runStep(5),
	run_semantics_keywords_analyse: runStep(6),
	get_semantics_step_result: stepResult,
	add_semantics_to_project: addToProject,
};
