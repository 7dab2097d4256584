import { registerChatModel } from './chat-model';
import { registerControl } from './core/control';
import { registerAgentApi } from './agent-api';
import { agentCatalogProfile, agentWire, type AgentCatalogProfile } from './agent-api/profile';
import { Simulator, type SimulatorOptions } from './core/server';
import { registerProjectApi } from './project-api';
import { registerRestApi } from './rest-api';
import { registerToolsApi } from './tools-api';

import { catalogProfile, type CatalogProfileName } from './tools-api/catalog';
import { videoState } from './tools-api/state';
import { setPageCap } from './project-api/pageCap';
import { setAnswerShapes, type PositionShape, type RowsEnvelope } from './agent-api/answerShapes';
import { setPageOffset, type OffsetMode } from './project-api/pageOffset';

export { SEED } from './core/seed';
export { OFFSET_MODES, type OffsetMode } from './project-api/pageOffset';
export {
	CATALOG_PROFILES,
	catalogProfile,
	type CatalogProfile,
	type CatalogProfileName,
	type ModelRole,
	type VideoModel,
} from './tools-api/catalog';
export { Simulator, type SimulatorOptions, type LoggedRequest } from './core/server';
export type { NetworkProfile, NetworkCounters } from './core/network';
export { REFUSAL_BODIES, type RefusalBody } from './core/refusalBodies';
export { DAY, HOUR, MINUTE } from './core/clock';
export { chatModelOf, type ChatScript } from './chat-model';
export {
	agentSessionsOf,
	forgetAgentSessions,
	setAgentSessions,
	setMixedUpPolls,
	setOneTaskPerTool,
} from './agent-api/control';
export {
	AGENT_CATALOG_PROFILES,
	agentCatalogProfile,
	type AgentCatalogProfile,
} from './agent-api/profile';

/** Every surface of the service, in the order routes are matched. */
export const ALL_SURFACES = [
	registerProjectApi,
	registerToolsApi,
	registerRestApi,
	registerAgentApi,
	registerChatModel,
];

export interface StartOptions extends SimulatorOptions {
	/**
	 * Caps `queries/get` pages below the service documentation's 50,000 rows: one cap, or caps taken in turn per
	 * request (a cap that changes). Also `POST /__sim/project-api/page-cap {cap}`.
	 */
	queryPageCap?: number | number[];
	/**
	 * How `queries/get` reads its offset (default `honoured`; `ignored`, `changing`, `overlap`:
	 * see project-api/pageOffset.ts). Also `POST /__sim/project-api/page-offset {mode}`.
	 */
	queryOffset?: OffsetMode;
	/** The video model catalog to serve (default `standard`); see docs/decisions-simulator-tools-api.md. */
	catalog?: CatalogProfileName;
	/** How the agent interface speaks (default `standard`); see docs/decisions-simulator-agent-api.md. */
	agentCatalog?: AgentCatalogProfile;
	/**
	 * compare_positions' rows: `pairs` (default: from/to) or `series` (positions keyed by check
	 * date). Also `POST /__sim/agent/answer-shapes {positions}`.
	 */
	positionShape?: PositionShape;
	/**
	 * compare_positions' container: `named` (default: `positions` beside the compared dates) or
	 * `data-meta` (`data`, with the total under `meta`). Also `POST /__sim/agent/answer-shapes {rows}`.
	 */
	rowsEnvelope?: RowsEnvelope;
}

/** Starts a seeded simulator on 127.0.0.1 (port 0 by default) with every surface and the control API. */
export async function startSimulator(options: StartOptions = {}): Promise<Simulator> {
	const { catalog, agentCatalog, positionShape, rowsEnvelope, ...rest } = options;
	const sim = new Simulator({ ...rest, surfaces: rest.surfaces ?? ALL_SURFACES });
	videoState(sim.state).profile = catalogProfile(catalog);
	agentWire(sim.state).profile = agentCatalogProfile(agentCatalog);
	setAnswerShapes(sim.state, { positions: positionShape, rows: rowsEnvelope });
	registerControl(sim);
	setPageCap(sim.state, options.queryPageCap);
	setPageOffset(sim.state, options.queryOffset);
	await sim.start();
	return sim;
}
