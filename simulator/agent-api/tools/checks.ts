import { formatDateTime } from '../../core/clock';
import type { Project } from '../../core/model';
import { hashUnit } from '../../core/random';
import { AUDIT_DURATION, startCheck } from '../../core/runningChecks';
import { domainIn, isSearchEngine, REGIONS, SEARCH_ENGINES } from '../../core/reference';
import { GENERAL_GROUP, makeProject } from '../../core/seed';
import { agentStore } from '../store';
import { page, projectOf, ToolFailure, type ToolCall, type ToolImpl } from './call';
import { charge, listArg, payer } from './kit';
import { RECOMMENDATION_COST_PER_QUERY, RECOMMENDATION_TOOLS } from './recommendations';
import { REPORT_TOOLS, reportFilePath } from './reports';

/**
 * 4.4: project creation and settings, the reference lists of the creation fields, and check
 * runs. Check runs charge the project owner's limits at the prices get_check_cost states.
 */
/**
 * list_search_engines: engine id, device and allowed depth
 * (docs/service/agent-interface.md#catalog-sections), from the shared reference.
 */
export const ENGINES = SEARCH_ENGINES.map(({ id, name, device, maxDepth }) => ({
	id,
	name,
	device,
	max_depth: maxDepth,
}));
const OPTIONS = {
	check_types: ['positions', 'positions_and_snippets'],
	check_intervals: [
		'daily',
		'every_3_days',
		'weekly',
		'custom_days',
		'custom_dates',
		'after_update',
	],
	frequency_types: ['base', 'phrase', 'exact'],
	frequency_intervals: ['never', 'monthly', 'quarterly', 'custom_days', 'custom_dates'],
	technical_inspections: [
		{ id: 'fast-audit', name: 'Быстрый аудит', paid: false },
		{ id: 'server-response', name: 'Ответ сервера', paid: false },
		{ id: 'indexed-domains', name: 'Проиндексированные домены', paid: false },
		{ id: 'speedtest', name: 'Скорость загрузки', paid: true },
		{ id: 'seo-tags', name: 'SEO-теги', paid: true },
	],
};
/** Limits of one audit run per enabled technical check (the forecast's figure). */
export const AUDIT_COST_PER_CHECK = 4;

function domainOf(value: unknown): string {
	const domain = domainIn(String(value ?? ''));
	if (!domain)
		throw new ToolFailure(
			`domain: "${String(value ?? '')}" is not a domain name (e.g. shop.example)`,
		);
	return domain;
}

function searchSystems(value: unknown): Project['searchSystems'] | undefined {
	if (value === undefined) return undefined;
	const list = (value as Array<Record<string, unknown>>).map((s, i) => {
		const engine = Number(s.search_engine ?? s.engine ?? s.id);
		const region = Number(s.region ?? s.lr ?? 213);
		if (!isSearchEngine(engine))
			throw new ToolFailure(
				`search_systems[${i}].search_engine: ${String(engine)} is not an engine of list_search_engines`,
			);
		if (!Number.isInteger(region))
			throw new ToolFailure(`search_systems[${i}].region: a region code of list_project_regions`);
		return { searchEngine: engine, region };
	});
	if (!list.length) throw new ToolFailure('search_systems: at least one search system is required');
	return list;
}

/** The fields of create_project that update_project_settings may change too. */
function applySettings(project: Project, args: Record<string, unknown>): string[] {
	const changed: string[] = [];
	const set = <K extends keyof Project>(field: string, key: K, value: Project[K]) => {
		project[key] = value;
		changed.push(field);
	};
	if (args.name !== undefined) set('name', 'name', String(args.name).trim() || project.domain);
	if (args.main_mirror !== undefined) set('main_mirror', 'mainMirror', String(args.main_mirror));
	if (args.aliases !== undefined) set('aliases', 'aliases', String(args.aliases));
	const systems = searchSystems(args.search_systems);
	if (systems) set('search_systems', 'searchSystems', systems);
	if (args.check_interval !== undefined)
		set('check_interval', 'schedule', String(args.check_interval));
	if (args.technical_inspections !== undefined)
		set(
			'technical_inspections',
			'auditChecks',
			listArg(args.technical_inspections)
				.flatMap((s) => s.split(','))
				.map((s) => s.trim())
				.filter(Boolean),
		);
	for (const field of Object.keys(args))
		if (
			args[field] !== undefined &&
			!changed.includes(field) &&
			field !== 'project_id' &&
			field !== 'domain' &&
			field !== 'queries'
		)
			changed.push(field);
	return changed;
}

const createProject: ToolImpl = (call) => {
	const domain = domainOf(call.args.domain);
	const now = call.ctx.clock.now();
	const project = makeProject(call.ctx.state, {
		id: call.ctx.state.nextId('project', 301),
		ownerId: call.account.id,
		domain,
		createdAt: now,
		updatedAt: now,
		schedule: 'every 3 days at 06:00',
		auditChecks: [],
	});
	applySettings(project, call.args);
	listArg(call.args.queries).forEach((phrase, i) =>
		project.queries.push({
			id: call.ctx.state.nextId('query', 500001),
			phrase: phrase.trim(),
			url: null,
			frequency: 0,
			frequencyType: 'exact',
			groupIds: [GENERAL_GROUP.id],
			addedAt: now + i,
		}),
	);
	project.checkCost = project.queries.length * project.searchSystems.length;
	call.ctx.state.projects.push(project);
	return {
		project_id: project.id,
		name: project.name,
		domain: project.domain,
		main_mirror: project.mainMirror,
		queries_count: project.queries.length,
	};
};

const updateSettings: ToolImpl = (call) => {
	const project = projectOf(call);
	const changed = applySettings(project, call.args);
	project.updatedAt = call.ctx.clock.now();
	return { project_id: project.id, changed };
};

/**
 * docs/service/agent-interface.md#catalog-sections: with all data and granted access. Folders keep
 * their other projects.
 */
const deleteProject: ToolImpl = (call) => {
	const project = projectOf(call);
	const state = call.ctx.state;
	state.projects = state.projects.filter((p) => p !== project);
	const store = agentStore(state);
	for (const folder of store.folders)
		folder.projectIds = folder.projectIds.filter((id) => id !== project.id);
	for (const [kind, rows] of store.records)
		store.records.set(
			kind,
			rows.filter((r) => r.projectId !== project.id),
		);
	for (const key of [...store.members.keys()])
		if (key.startsWith(`${project.id}:`)) store.members.delete(key);
	store.publicAccess.delete(project.id);
	return { deleted: project.id, domain: project.domain, removed_members: project.shares.length };
};

/** Frequencies: 1 limit per query; each query gets its (stable) frequency. */
function collectFrequencies(call: ToolCall, project: Project): number {
	const charged = charge(payer(call), project.queries.length, 'a frequency check');
	for (const q of project.queries)
		q.frequency = Math.round(10 + hashUnit(project.id, q.id, 77) ** 2 * 5000);
	return charged;
}

const frequencyCheck: ToolImpl = (call) => {
	const project = projectOf(call);
	const charged = collectFrequencies(call, project);
	return {
		project_id: project.id,
		limits_charged: charged,
		queries: project.queries.length,
		finished: formatDateTime(call.ctx.clock.now()),
	};
};

const runAudit: ToolImpl = (call) => {
	const project = projectOf(call);
	if (!project.auditChecks.length)
		throw new ToolFailure(
			'No technical checks are enabled in the project settings (technical_inspections)',
		);
	const charged = charge(
		payer(call),
		project.auditChecks.length * AUDIT_COST_PER_CHECK,
		'an audit',
	);
	project.summaryEvents.push({
		at: call.ctx.clock.now(),
		text: `Audit run: ${project.auditChecks.length} checks`,
	});
	startCheck(project, 'audit', call.ctx.clock.now(), AUDIT_DURATION);
	return {
		project_id: project.id,
		limits_charged: charged,
		checks: project.auditChecks,
		status: 'queued',
		result: 'get_audit',
	};
};

/** Positions (project/parse), frequencies and recommendations; refused whole when the total is not there. */
const runAllChecks: ToolImpl = async (call) => {
	const project = projectOf(call);
	const owner = payer(call);
	const total =
		project.checkCost +
		project.queries.length +
		project.queries.length * RECOMMENDATION_COST_PER_QUERY;
	if (owner.limits < total)
		throw new ToolFailure(`Not enough limits: run_all_checks needs ${total}, ${owner.limits} left`);
	const positions = await call.api.call(call.account, project, {
		method: 'GET',
		path: 'project/parse',
	});
	const frequencies = collectFrequencies(call, project);
	const recommendations = await RECOMMENDATION_TOOLS.run_recommendations_update({
		...call,
		args: { ...call.args, type: 'todo' },
	});
	return { project_id: project.id, positions, frequencies_limits: frequencies, recommendations };
};

/** The report's file is ready when the report is: each call polls the report as get_report does. */
const reportFile: ToolImpl = async (call) => {
	const report = await REPORT_TOOLS.get_report(call);
	if (report.status !== 'done')
		return { report_id: report.report_id, status: report.status, progress: report.progress };
	return {
		report_id: report.report_id,
		status: 'done',
		format: 'docx',
		file_url: `${call.ctx.baseUrl}${reportFilePath(Number(report.report_id))}`,
	};
};

const regions: ToolImpl = (call) => {
	if (call.args.engine !== undefined && !isSearchEngine(Number(call.args.engine)))
		throw new ToolFailure(
			`engine: ${String(call.args.engine)} is not an engine of list_search_engines`,
		);
	const rows = REGIONS.filter(
		(r) =>
			call.args.query === undefined ||
			r.name.toLowerCase().includes(String(call.args.query).toLowerCase()),
	);
	return { regions: page(rows, call.args, 50) };
};

export const CHECK_TOOLS: Record<string, ToolImpl> = {
	list_search_engines: () => ({ engines: ENGINES }),
	list_project_regions: regions,
	list_project_options: () => OPTIONS,
	create_project: createProject,
	update_project_settings: updateSettings,
	delete_project: deleteProject,
	run_frequency_check: frequencyCheck,
	run_audit: runAudit,
	run_all_checks: runAllChecks,
	get_report_file: reportFile,
};
