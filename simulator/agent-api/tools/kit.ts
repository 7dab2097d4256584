import { DAY, formatDate } from '../../core/clock';
import type { Account } from '../../core/model';
import { mulberry32 } from '../../core/random';
import { agentStore } from '../store';
import { projectOf, ToolFailure, type ToolCall } from './call';

/**
 * Shared mechanics of the agent-only tools: a generator seeded by tool and arguments (same
 * call, same answer), limit charging, and generic per-project record and settings stores.
 */

function hashText(text: string): number {
	let h = 2166136261;
	for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
	return h >>> 0;
}

/** Arguments in a stable order, without the polling id, so the first call and its polls agree. */
const stableArgs = (args: Record<string, unknown>) =>
	JSON.stringify(
		Object.keys(args)
			.filter((k) => k !== 'report_id')
			.sort()
			.map((k) => [k, args[k]]),
	);

export interface Seeded {
	/** A number in [0, 1). */
	next(): number;
	int(min: number, max: number): number;
	pick<T>(list: readonly T[]): T;
}

export function seeded(...parts: Array<string | number | Record<string, unknown>>): Seeded {
	const next = mulberry32(
		hashText(parts.map((p) => (typeof p === 'object' ? stableArgs(p) : String(p))).join('\u0000')),
	);
	return {
		next,
		int: (min, max) => min + Math.floor(next() * (max - min + 1)),
		pick: (list) => list[Math.floor(next() * list.length)],
	};
}

/** The generator of one call: tool name plus its arguments. */
export const callRng = (call: ToolCall, salt = '') => seeded(call.tool.name, call.args, salt);

/** Spends limits of an account; refuses (changing nothing) when there are not enough. */
export function charge(account: Account, cost: number, what: string): number {
	const limits = Math.ceil(cost);
	if (limits <= 0) return 0;
	if (account.limits < limits)
		throw new ToolFailure(`Not enough limits: ${what} needs ${limits}, ${account.limits} left`);
	account.limits -= limits;
	return limits;
}

/** Project tools charge the project's owner (as project/parse does); account tools the key owner. */
export function payer(call: ToolCall): Account {
	if (!call.project) return call.account;
	return call.ctx.state.accountById(call.project.ownerId) ?? call.account;
}

export interface StoredRecord {
	id: number;
	projectId: number | null;
}

/**
 * A store of records of one kind; ids come from the kind's own sequence, starting at `start`.
 * Rows belong to the call's project, or to no project for account-wide kinds.
 */
export function records<T extends StoredRecord>(call: ToolCall, kind: string, accountWide = false) {
	const all = agentStore(call.ctx.state).records;
	if (!all.has(kind)) all.set(kind, []);
	const rows = all.get(kind) as T[];
	const projectId = accountWide ? null : (call.project?.id ?? null);
	return {
		/** Rows of this project (or of no project, for account tools). */
		list: (): T[] => rows.filter((r) => r.projectId === projectId),
		add(start: number, row: Omit<T, 'id' | 'projectId'>): T {
			const record = { id: call.ctx.state.nextId(`agent-${kind}`, start), projectId, ...row } as T;
			rows.push(record);
			return record;
		},
		find(id: unknown, label: string): T {
			const found = rows.find((r) => r.projectId === projectId && r.id === Number(id));
			if (!found)
				throw new ToolFailure(
					`${label} ${String(id)} not found${projectId === null ? '' : ` in project ${projectId}`}`,
				);
			return found;
		},
		remove(record: T): void {
			rows.splice(rows.indexOf(record), 1);
		},
		removeAll(): number {
			const mine = rows.filter((r) => r.projectId === projectId);
			for (const r of mine) rows.splice(rows.indexOf(r), 1);
			return mine.length;
		},
	};
}

/** A per-project settings object of one kind, created from defaults on first use. */
export function projectSettings<T extends Record<string, unknown>>(
	call: ToolCall,
	kind: string,
	defaults: () => T,
): T {
	const project = projectOf(call);
	const all = agentStore(call.ctx.state).settings;
	const key = `${kind}:${project.id}`;
	if (!all.has(key)) all.set(key, defaults());
	return all.get(key) as T;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function dateArg(value: unknown, field: string): string {
	const text = String(value ?? '').trim();
	if (!DATE.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`)))
		throw new ToolFailure(`${field}: expected a date YYYY-MM-DD`);
	return text;
}

export const today = (call: ToolCall) => formatDate(call.ctx.clock.now());
export const daysAhead = (call: ToolCall, days: number) =>
	formatDate(call.ctx.clock.now() + days * DAY);

/** A list argument as strings (absent: empty). */
export const listArg = (value: unknown): string[] =>
	Array.isArray(value) ? value.map(String) : value === undefined ? [] : [String(value)];

/** Refuses a list outside the bounds the catalog gives (docs/service/agent-interface.md#limits). */
export function bounded(list: unknown[], field: string, min: number, max: number): void {
	if (list.length < min)
		throw new ToolFailure(
			`${field}: at least ${min} ${min === 1 ? 'value is' : 'values are'} required`,
		);
	if (list.length > max)
		throw new ToolFailure(`${field}: at most ${max} values (got ${list.length})`);
}
