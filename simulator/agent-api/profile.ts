import type { SimState } from '../core/state';

/**
 * How the agent interface speaks, for what the service's documentation does not fix. `standard` is one plausible
 * server (section metadata, `{report_id, status}` answers, detailed error messages); `plain` keeps
 * only what docs/service/agent-interface.md guarantees and picks other plausible forms for the
 * rest, so a client that works on both depends on the service's documentation alone. See
 * docs/decisions-simulator-agent-api.md ("The plain profile").
 */
export type AgentCatalogProfile = 'standard' | 'plain';
export const AGENT_CATALOG_PROFILES: AgentCatalogProfile[] = ['standard', 'plain'];

/** The profile of a name given on the command line or in options (default `standard`). */
export function agentCatalogProfile(name: string | undefined = 'standard'): AgentCatalogProfile {
	if (!AGENT_CATALOG_PROFILES.includes(name as AgentCatalogProfile))
		throw new Error(
			`Unknown agent catalog profile "${name}" (known: ${AGENT_CATALOG_PROFILES.join(', ')})`,
		);
	return name as AgentCatalogProfile;
}

/**
 * Sessions as a stateful MCP server keeps them (not the service documentation's stateless interface; a switch
 * for testing clients). Off by default.
 */
export interface AgentSessionRules {
	/** `initialize` issues a session id in every profile, and a call without one gets HTTP 400. */
	required: boolean;
	/** A session is forgotten after serving this many requests (the next one with it gets 404). */
	expireAfter?: number;
}

export interface AgentWireState {
	profile: AgentCatalogProfile;
	/** Mcp-Session-Id values this server issued, with the requests each has served; any other id gets HTTP 404. */
	sessions: Map<string, number>;
	sessionRules: AgentSessionRules;
	/** Session ids clients ended with HTTP DELETE, in order. */
	closedSessions: string[];
	/**
	 * Code -32 (docs/service/tools-api.md#task-life-cycle): a long tool refuses a new task while one
	 * of its tasks of the same account runs, and answers the running task's report_id. Off by
	 * default.
	 */
	oneTaskPerTool: boolean;
	/**
	 * A faulty server: a long tool's poll is answered about the account's newest other task of that
	 * tool (as a cache keyed without report_id would). Off by default.
	 */
	mixedUpPolls: boolean;
}

export const agentWire = (state: SimState) =>
	state.surface<AgentWireState>('agent-wire', () => ({
		profile: 'standard',
		sessions: new Map(),
		sessionRules: { required: false },
		closedSessions: [],
		oneTaskPerTool: false,
		mixedUpPolls: false,
	}));
