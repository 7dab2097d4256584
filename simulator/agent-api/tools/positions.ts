import { formatDate } from '../../core/clock';
import type { Project, SearchQuery } from '../../core/model';
import { hashUnit } from '../../core/random';
import type { SimState } from '../../core/state';
import { settleUpdates } from '../../core/updates';
import { agentStore } from '../store';
import { ToolFailure, type ToolCall } from './call';

/**
 * Positions of the project's queries at its finished position checks. The core model keeps
 * the checks but no positions, so a position is a stable function of project, query, search
 * engine and check (the same on every surface and run), unless corrected by set_query_position.
 * null: not found within the check depth (100).
 */
export type Check = { id: number; startedAt: number; finishedAt: number | null };

export function finishedChecks(call: ToolCall, project: Project): Check[] {
	settleUpdates(project, call.ctx.clock.now());
	return project.updates.filter((u) => u.finishedAt !== null);
}

const manual = (state: SimState) => {
	const settings = agentStore(state).settings;
	if (!settings.has('manual-positions')) settings.set('manual-positions', {});
	return settings.get('manual-positions') as Record<string, number>;
};

export const manualKey = (project: Project, query: SearchQuery, engine: number, check: Check) =>
	`${project.id}:${query.id}:${engine}:${check.id}`;

export function setManualPosition(state: SimState, key: string, position: number): void {
	manual(state)[key] = position;
}

export function positionAt(
	state: SimState,
	project: Project,
	query: SearchQuery,
	engine: number,
	check: Check,
): number | null {
	const corrected = manual(state)[manualKey(project, query, engine, check)];
	if (corrected !== undefined) return corrected > 100 ? null : corrected;
	const base = 1 + Math.floor(hashUnit(project.id, query.id, engine) ** 1.6 * 115);
	const drift = Math.round((hashUnit(query.id, check.id, engine) - 0.5) * 8);
	// Some queries fall at a check (a top-10 one out of the top 10, others 6 to 25 places), so
	// comparing two checks shows drops.
	const top = base <= 10;
	const falls = hashUnit(query.id, check.id, engine, 7) < (top ? 0.4 : 0.15);
	const depth = Math.floor(hashUnit(check.id, query.id, engine, 11) * 20);
	const fall = falls ? (top ? 11 - base + 4 + (depth % 10) : 6 + depth) : 0;
	const position = Math.max(1, base + drift + fall);
	return position > 100 ? null : position;
}

/** The search system argument: an engine of the project (default: its first). */
export function engineOf(project: Project, value: unknown): number {
	if (value === undefined) return project.searchSystems[0]?.searchEngine ?? 1;
	const engine = Number(value);
	if (!project.searchSystems.some((s) => s.searchEngine === engine)) {
		throw new ToolFailure(
			`search_system: ${String(value)} is not a search system of project ${project.id} (${project.searchSystems.map((s) => s.searchEngine).join(', ')})`,
		);
	}
	return engine;
}

/** Visibility in percent: a top-10 position p weighs (11 - p) / 10, anything lower 0. */
export function visibility(positions: Array<number | null>): number {
	if (!positions.length) return 0;
	const sum = positions.reduce<number>(
		(acc, p) => acc + (p !== null && p <= 10 ? (11 - p) / 10 : 0),
		0,
	);
	return Math.round((sum / positions.length) * 10000) / 100;
}

export function averagePosition(positions: Array<number | null>): number | null {
	const found = positions.filter((p): p is number => p !== null);
	return found.length
		? Math.round((found.reduce((a, b) => a + b, 0) / found.length) * 10) / 10
		: null;
}

export const checkDate = (check: Check) => formatDate(check.startedAt);

/** Checks whose date lies in [from, to] (absent bounds are open). */
export const checksIn = (checks: Check[], from: unknown, to: unknown) =>
	checks.filter(
		(c) =>
			(from === undefined || checkDate(c) >= String(from)) &&
			(to === undefined || checkDate(c) <= String(to)),
	);
