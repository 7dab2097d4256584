import type { Account, Notification, Project } from './model';
import type { VirtualClock } from './clock';

/**
 * Everything the simulator remembers. Surfaces that need more (video tasks, balance items,
 * tokens) keep it in `surface(name, create)` so that each surface owns its own shapes.
 */
export class SimState {
	accounts: Account[] = [];
	projects: Project[] = [];
	/** Completion notifications of background work (groups/add, groups/delete with > 50 queries). */
	notifications: Notification[] = [];
	private readonly sequences = new Map<string, number>();
	private readonly surfaces = new Map<string, unknown>();

	constructor(readonly clock: VirtualClock) {}

	/** Next id of a kind; the first id is `start`. */
	nextId(kind: string, start = 1): number {
		const next = (this.sequences.get(kind) ?? start - 1) + 1;
		this.sequences.set(kind, next);
		return next;
	}

	surface<T>(name: string, create: () => T): T {
		if (!this.surfaces.has(name)) this.surfaces.set(name, create());
		return this.surfaces.get(name) as T;
	}

	accountByKey(key: unknown): Account | undefined {
		if (typeof key !== 'string' || key === '') return undefined;
		return this.accounts.find((a) => a.apiKey === key && !a.deleted);
	}

	accountById(id: number): Account | undefined {
		return this.accounts.find((a) => a.id === id);
	}

	accountByEmail(email: string): Account | undefined {
		const wanted = email.trim().toLowerCase();
		return this.accounts.find((a) => a.email.toLowerCase() === wanted);
	}

	project(id: number): Project | undefined {
		return this.projects.find((p) => p.id === id);
	}

	/** 'owner' | 'write' | 'read' | undefined: the account's access to a project, as in the interface. */
	access(account: Account, project: Project): 'owner' | 'write' | 'read' | undefined {
		if (project.ownerId === account.id) return 'owner';
		return project.shares.find((s) => s.accountId === account.id)?.role;
	}

	/** Own projects and projects shared with the account. */
	visibleProjects(account: Account): Project[] {
		return this.projects.filter((p) => this.access(account, p) !== undefined);
	}

	notify(projectId: number, kind: string, text: string): void {
		this.notifications.push({ at: this.clock.now(), projectId, kind, text });
	}
}
