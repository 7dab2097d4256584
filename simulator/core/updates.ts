import type { Project } from './model';

/** Position checks run about this long in the simulator (virtual time). */
export const CHECK_DURATION = 30 * 60_000;

/** Closes the open position checks whose planned end has passed; call before reading updates. */
export function settleUpdates(project: Project, now: number): void {
	for (const update of project.updates) {
		if (
			update.finishedAt === null &&
			update.plannedFinishAt !== undefined &&
			update.plannedFinishAt <= now
		) {
			update.finishedAt = update.plannedFinishAt;
			project.updatedAt = update.plannedFinishAt;
		}
	}
}

export function openUpdate(project: Project) {
	return project.updates.find((u) => u.finishedAt === null);
}
