import { formatDateTime } from '../../core/clock';
import type { Project } from '../../core/model';
import { runningChecks } from '../../core/runningChecks';
import { CHECK_DURATION, settleUpdates } from '../../core/updates';
import { projectCard } from '../../project-api/project';
import { page, projectOf, type ToolCall, type ToolData, type ToolImpl } from './call';

/** The service's "paused" status value is not shown; the simulator's model uses '0'. */
const paused = (project: Project) => project.status !== '1';

function lastCheck(project: Project): string | null {
	const done = project.updates.filter((u) => u.finishedAt !== null);
	const last = done[done.length - 1];
	return last ? formatDateTime(last.startedAt) : null;
}

const queryGroups = (project: Project) => project.groups.filter((g) => g.kind === 'query');
const urlGroups = (project: Project) => project.groups.filter((g) => g.kind === 'url');

/** The project with its position checks brought up to the virtual now (open checks close on time). */
function settled(call: ToolCall): Project {
	const project = projectOf(call);
	settleUpdates(project, call.ctx.clock.now());
	return project;
}

const listProjects: ToolImpl = ({ account, ctx }) => ({
	projects: ctx.state.visibleProjects(account).map((p) => {
		settleUpdates(p, ctx.clock.now());
		return {
			id: p.id,
			name: p.name,
			domain: p.domain,
			main_mirror: p.mainMirror,
			last_check: lastCheck(p),
			paused: paused(p),
			role: ctx.state.access(account, p),
			favorite: p.favorite,
		};
	}),
});

const summary: ToolImpl = (call) => {
	const project = settled(call);
	return {
		project_id: project.id,
		name: project.name,
		...projectCard(project, true),
		paused: paused(project),
		role: call.role,
		favorite: project.favorite,
		queries_count: project.queries.length,
		query_groups_count: queryGroups(project).length,
		url_groups_count: urlGroups(project).length,
		last_check: lastCheck(project),
		checks_count: project.updates.length,
		events: project.summaryEvents
			.slice(-10)
			.map((e) => ({ date: formatDateTime(e.at), text: e.text })),
	};
};

const settings: ToolImpl = (call) => {
	const project = projectOf(call);
	return {
		project_id: project.id,
		name: project.name,
		domain: project.domain,
		main_mirror: project.mainMirror,
		aliases: project.aliases,
		paused: paused(project),
		search_systems: project.searchSystems.map((s) => ({
			search_engine: s.searchEngine,
			region: s.region,
		})),
		check_schedule: project.schedule,
		technical_inspections: project.auditChecks,
		uptime_check: project.uptimeEnabled,
		counter_connected: project.counterConnected,
		query_limit: project.queryLimit,
		favorite: project.favorite,
	};
};

const updates: ToolImpl = (call) => {
	const project = settled(call);
	const newestFirst = [...project.updates].reverse();
	return {
		updates: page(newestFirst, call.args, 50).map((u) => ({
			id: u.id,
			start: formatDateTime(u.startedAt),
			end: u.finishedAt === null ? null : formatDateTime(u.finishedAt),
		})),
	};
};

const checkState: ToolImpl = (call) => {
	const project = settled(call);
	const now = call.ctx.clock.now();
	const others = runningChecks(project, now).map((run) => ({
		type: run.kind,
		check_id: run.id,
		start: formatDateTime(run.startedAt),
		progress: Math.min(
			99,
			Math.floor(((now - run.startedAt) / (run.finishAt - run.startedAt)) * 100),
		),
	}));
	return {
		checks: [
			...project.updates
				.filter((u) => u.finishedAt === null)
				.map((u) => ({
					type: 'positions',
					update_id: u.id,
					start: formatDateTime(u.startedAt),
					progress: Math.min(
						99,
						Math.max(
							0,
							Math.floor(
								((now - u.startedAt) /
									((u.plannedFinishAt ?? u.startedAt + CHECK_DURATION) - u.startedAt)) *
									100,
							),
						),
					),
				})),
			...others,
		],
	};
};

/**
 * The positions part is the limits a position check charges (the same number project/parse
 * uses), split over the project's search systems; frequencies cost 1 per query and
 * recommendations 2 per query (the service's documentation does not show these prices).
 */
const checkCost: ToolImpl = (call) => {
	const project = projectOf(call);
	const systems = project.searchSystems.length || 1;
	const byEngine = project.searchSystems.map((s, i) => ({
		search_engine: s.searchEngine,
		region: s.region,
		limits: Math.floor(project.checkCost / systems) + (i < project.checkCost % systems ? 1 : 0),
	}));
	const positions = project.checkCost;
	const frequencies = project.queries.length;
	const recommendations = project.queries.length * 2;
	return {
		positions: { by_engine: byEngine, competitors: 0, total: positions },
		frequencies,
		recommendations,
		run_all_checks_total: positions + frequencies + recommendations,
	};
};

const favorite: ToolImpl = (call: ToolCall): ToolData => {
	const project = projectOf(call);
	project.favorite = call.args.favorite === true;
	return { project_id: project.id, favorite: project.favorite };
};

/** W answers of project/stop and project/start: an array with one message. */
const statusChange =
	(path: 'project/stop' | 'project/start'): ToolImpl =>
	async (call) => {
		const project = projectOf(call);
		const result = await call.api.call(call.account, project, { method: 'GET', path });
		const messages = Array.isArray(result) ? result.map(String) : [String(result ?? '')];
		return { project_id: project.id, paused: paused(project), message: messages.join(' ') };
	};

const runPositionsCheck: ToolImpl = async (call) => {
	const project = projectOf(call);
	const result = (await call.api.call(call.account, project, {
		method: 'GET',
		path: 'project/parse',
	})) as Record<string, unknown>;
	return { project_id: project.id, ...result };
};

export const PROJECT_TOOLS: Record<string, ToolImpl> = {
	list_projects: listProjects,
	get_project_summary: summary,
	get_project_settings: settings,
	get_project_updates: updates,
	get_check_state: checkState,
	get_check_cost: checkCost,
	set_project_favorite: favorite,
	pause_project: statusChange('project/stop'),
	resume_project: statusChange('project/start'),
	run_positions_check: runPositionsCheck,
};
