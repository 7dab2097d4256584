import { MINUTE } from './clock';
import type { Project } from './model';

/**
 * Checks other than position checks (audit, frequencies, recommendations, all checks) while they
 * run, for get_check_state ("running checks and progress in percent"). The service's documentation does not show
 * how long they take: an audit runs AUDIT_DURATION of virtual time, and a control route starts a
 * check of any kind for as long as a test asks.
 */
export const AUDIT_DURATION = 10 * MINUTE;

export interface RunningCheck {
	id: number;
	kind: string;
	startedAt: number;
	finishAt: number;
}

const runs = new WeakMap<Project, RunningCheck[]>();
let nextId = 1;

export function startCheck(
	project: Project,
	kind: string,
	now: number,
	duration: number,
): RunningCheck {
	const run = { id: nextId++, kind, startedAt: now, finishAt: now + duration };
	runs.set(project, [...(runs.get(project) ?? []), run]);
	return run;
}

/** The project's checks still running at `now` (those that ended are forgotten). */
export function runningChecks(project: Project, now: number): RunningCheck[] {
	const still = (runs.get(project) ?? []).filter((run) => run.finishAt > now);
	runs.set(project, still);
	return still;
}
