import { DAY, formatDate, formatHour, HOUR, MINUTE } from '../core/clock';
import type { Project } from '../core/model';
import { hashUnit } from '../core/random';
import type { Router } from '../core/router';
import { guarded, resolveProject } from './access';
import { ProjectApiFailure, wrapped } from './respond';

/**
 * docs/service/project-api.md#audit-and-uptime: a check about every 21 minutes, 90 days of history.
 */
export const CHECK_INTERVAL = 21 * MINUTE;
export const HISTORY = 90 * DAY;

export const PERIODS = {
	day: { count: 24, step: HOUR, label: formatHour },
	week: { count: 7, step: DAY, label: formatDate },
	two_weeks: { count: 14, step: DAY, label: formatDate },
	month: { count: 30, step: DAY, label: formatDate },
	quarter: { count: 90, step: DAY, label: formatDate },
} as const;

export type Period = keyof typeof PERIODS;

export interface UptimeInterval {
	date: string;
	percent: number | null;
	bot_blocked: boolean | null;
}

/** HTTP code of one scheduled check: incidents first, then rare deterministic noise. */
export function checkStatus(project: Project, at: number, index: number): number {
	const incident = project.uptimeIncidents.find((i) => at >= i.from && at < i.to);
	if (incident) return incident.kind === 'blocked' ? 403 : 503;
	const roll = hashUnit(project.id, index);
	if (roll < 0.004) return 500;
	if (roll < 0.006) return 0; // timeout: not a bot block
	if (roll < 0.008) return 429;
	return 200;
}

export function uptimeIntervals(project: Project, period: Period, now: number): UptimeInterval[] {
	const { count, step, label } = PERIODS[period];
	const currentStart = now - (now % step);
	const phase = (project.id * 7 * MINUTE) % CHECK_INTERVAL;
	const intervals: UptimeInterval[] = [];
	for (let i = count - 1; i >= 0; i--) {
		const from = currentStart - i * step;
		const to = from + step;
		let total = 0;
		let ok = 0;
		let blocked = false;
		if (project.uptimeEnabled && project.mainMirror) {
			const firstIndex = Math.ceil((Math.max(from, now - HISTORY) - phase) / CHECK_INTERVAL);
			for (let k = firstIndex; ; k++) {
				const at = phase + k * CHECK_INTERVAL;
				if (at >= to || at > now) break;
				const status = checkStatus(project, at, k);
				total += 1;
				if (status === 200) ok += 1;
				if (status === 403 || status === 429) blocked = true;
			}
		}
		intervals.push({
			date: label(from),
			percent: total === 0 ? null : Math.round((ok / total) * 10000) / 100,
			bot_blocked: total === 0 ? null : blocked,
		});
	}
	return intervals;
}

export function registerUptime(router: Router): void {
	// Parameters come from the query string for GET and POST alike.
	router.any(
		'/projects/api/v1/uptime/get',
		guarded((req, ctx) => {
			const { project } = resolveProject(req, ctx);
			const period = (req.query.period ?? 'day') as string;
			if (!Object.prototype.hasOwnProperty.call(PERIODS, period)) {
				throw new ProjectApiFailure(
					52,
					`Invalid period. Acceptable values: ${Object.keys(PERIODS).join(', ')}`,
				);
			}
			return wrapped(uptimeIntervals(project, period as Period, ctx.clock.now()));
		}),
	);
}
