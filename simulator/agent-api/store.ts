import type { SimState } from '../core/state';

/** State the agent interface owns: things the HTTP interfaces of the service's documentation do not have. */
export interface Folder {
	id: number;
	accountId: number;
	name: string;
	projectIds: number[];
}

export interface ProjectEvent {
	id: number;
	projectId: number;
	name: string;
	date: string;
	eventType: number | null;
	workTime: number | null;
	url: string | null;
	description: string | null;
	createdBy: number;
}

export interface Note {
	id: number;
	projectId: number;
	text: string;
	authorId: number;
	createdAt: number;
	updatedAt: number;
}

export interface Report {
	id: number;
	projectId: number;
	createdBy: number;
	createdAt: number;
	/** Virtual instant when the report is ready, unless polling finished it first. */
	readyAt: number;
	polls: number;
	period: { from: string; to: string; label: string };
	compare: { from: string; to: string } | null;
	blocks: string[];
}

export interface AgentStore {
	folders: Folder[];
	events: ProjectEvent[];
	notes: Note[];
	reports: Report[];
	/** access_id of each share, keyed `<projectId>:<accountId>`, with the member's notification flag. */
	members: Map<string, { accessId: number; notify: boolean }>;
	publicAccess: Set<number>;
	/** Records of the agent-only tools (recommendations, KPI, group events, ...): kind → rows. */
	records: Map<string, Array<{ id: number; projectId: number | null }>>;
	/** Per-project settings of the agent-only tools (report schedule, competitor settings, ...). */
	settings: Map<string, Record<string, unknown>>;
}

export function agentStore(state: SimState): AgentStore {
	return state.surface<AgentStore>('agent', () => ({
		folders: [],
		events: [],
		notes: [],
		reports: [],
		members: new Map(),
		publicAccess: new Set(),
		records: new Map(),
		settings: new Map(),
	}));
}
