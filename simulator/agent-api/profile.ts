import type { SimState } from '../core/state';

/**
 * How the agent interface speaks, for what the document does not fix. `standard` is one
 * plausible server (section metadata, `{report_id, status}` answers, detailed error messages);
 * `plain` keeps only what agent-interface.md guarantees and picks other plausible forms for the
 * rest, so a client that works on both depends on the document alone.
 * See docs/decisions-simulator-agent-api.md ("The plain profile").
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

export interface AgentWireState {
	profile: AgentCatalogProfile;
	/** Mcp-Session-Id values this server issued (plain profile); any other one gets HTTP 404. */
	sessions: Set<string>;
}

export const agentWire = (state: SimState) =>
	state.surface<AgentWireState>('agent-wire', () => ({
		profile: 'standard',
		sessions: new Set(),
	}));
