import { DAY, formatDate, formatDateTime } from '../core/clock';
import type { Project } from '../core/model';
import { hashUnit } from '../core/random';
import type { Router } from '../core/router';
import { CHECK_DURATION, openUpdate, settleUpdates } from '../core/updates';
import { guarded, intParam, resolveProject } from './access';
import { bare, ProjectApiFailure, wrapped } from './respond';

/**
 * Limits of uptime collection per project per 30 days (docs/service/limits.md#what-spends-limits).
 */
export const UPTIME_LIMITS_30_DAYS = 2057;
const TRAFFIC_HISTORY_DAYS = 180;

export function limitsForecast(project: Project): number {
	const checks = Math.ceil(30 / 3);
	return project.status === '1'
		? project.checkCost * checks +
				(project.uptimeEnabled ? UPTIME_LIMITS_30_DAYS : 0) +
				project.auditChecks.length * 4
		: 0;
}

/** Daily visits: weekly rhythm plus deterministic noise; search system shares 1 → 45 %, 2 → 30 %. */
function visits(project: Project, day: number, ssId: number | undefined): number {
	const base = 300 + (project.id % 7) * 40;
	const weekday = new Date(day).getUTCDay();
	const total = Math.round(
		base *
			(weekday === 0 || weekday === 6 ? 0.7 : 1) *
			(0.85 + hashUnit(project.id, day / DAY) * 0.3),
	);
	const share =
		ssId === undefined
			? 1
			: ssId === 1
				? 0.45
				: ssId === 2
					? 0.3
					: ssId === 7
						? 0.15
						: ssId === 8
							? 0.1
							: 0;
	return Math.round(total * share);
}

function bucket(day: number, grouping: string): string {
	const date = new Date(day);
	if (grouping === 'm') return `${formatDate(day).slice(0, 7)}-01`;
	if (grouping === 'w') return formatDate(day - ((date.getUTCDay() + 6) % 7) * DAY);
	return formatDate(day);
}

const parseDay = (value: unknown, field: string): number | undefined => {
	if (value === undefined || value === '') return undefined;
	const ms = Date.parse(`${String(value)}T00:00:00Z`);
	if (!/^\d{4}-\d{2}-\d{2}$/.test(String(value)) || Number.isNaN(ms))
		throw new ProjectApiFailure(52, `${field}: a date YYYY-MM-DD`);
	return ms;
};

export function registerLifecycle(router: Router): void {
	router.get(
		'/projects/api/v1/project/parse',
		guarded((req, ctx) => {
			const { project, role } = resolveProject(req, ctx);
			if (role === 'read')
				throw new ProjectApiFailure(50, 'Access denied: write access to the project is required');
			const now = ctx.clock.now();
			settleUpdates(project, now);
			const open = openUpdate(project);
			if (open)
				return bare({
					message: `The current update started ${formatDateTime(open.startedAt)} is not finished yet; nothing was queued`,
				});
			const owner = ctx.state.accountById(project.ownerId)!;
			if (owner.limits < project.checkCost)
				throw new ProjectApiFailure(
					52,
					`Not enough limits: the check needs ${project.checkCost}, ${owner.limits} left`,
				);
			owner.limits -= project.checkCost;
			project.updates.push({
				id: ctx.state.nextId('update', 9001),
				startedAt: now,
				finishedAt: null,
				plannedFinishAt: now + CHECK_DURATION,
			});
			return bare({ message: 'Project queries have been queued for a position check' });
		}),
	);

	for (const [method, status, text] of [
		['stop', '0', 'Project paused: scheduled checks are stopped, the schedule is remembered'],
		['start', '1', 'Project resumed: the schedule from before the pause is restored'],
	] as const) {
		router.get(
			`/projects/api/v1/project/${method}`,
			guarded((req, ctx) => {
				const { project, role } = resolveProject(req, ctx);
				if (role === 'read')
					throw new ProjectApiFailure(50, 'Access denied: write access to the project is required');
				project.status = status;
				return wrapped([text]);
			}),
		);
	}

	router.get(
		'/projects/api/v1/project/traffic',
		guarded((req, ctx) => {
			const { project } = resolveProject(req, ctx);
			if (!project.counterConnected)
				throw new ProjectApiFailure(52, 'No web-analytics counter is connected to the project');
			const today = ctx.clock.now() - (ctx.clock.now() % DAY);
			const first = today - TRAFFIC_HISTORY_DAYS * DAY;
			const from = Math.max(parseDay(req.query.from, 'from') ?? first, first);
			const to = Math.min(parseDay(req.query.to, 'to') ?? today - DAY, today - DAY);
			const grouping = (req.query.grouping ?? 'd') as string;
			if (!['d', 'w', 'm'].includes(grouping))
				throw new ProjectApiFailure(52, 'grouping: d, w or m');
			const ssId = intParam(req.query.ss_id);
			const points = new Map<string, number>();
			for (let day = from; day <= to; day += DAY) {
				const key = bucket(day, grouping);
				points.set(key, (points.get(key) ?? 0) + visits(project, day, ssId));
			}
			return wrapped([...points].map(([date, value]) => ({ date, value })));
		}),
	);

	router.get(
		'/projects/api/v1/project/limits-forecast',
		guarded((req, ctx) => {
			const { project } = resolveProject(req, ctx);
			return wrapped({ project_id: project.id, days: 30, limits: limitsForecast(project) });
		}),
	);
}
