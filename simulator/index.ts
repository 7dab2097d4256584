import { registerControl } from './core/control';
import { registerMcp } from './mcp';
import { Simulator, type SimulatorOptions } from './core/server';
import { registerProjectApi } from './project-api';
import { registerRestApi } from './rest-api';
import { registerToolsApi } from './tools-api';

export { SEED } from './core/seed';
export { Simulator, type SimulatorOptions, type LoggedRequest } from './core/server';
export type { NetworkProfile, NetworkCounters } from './core/network';
export { DAY, HOUR, MINUTE } from './core/clock';

/** Every surface of the service, in the order routes are matched. */
export const ALL_SURFACES = [registerProjectApi, registerToolsApi, registerRestApi, registerMcp];

/** Starts a seeded simulator on 127.0.0.1 (port 0 by default) with every surface and the control API. */
export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
	const sim = new Simulator({ ...options, surfaces: options.surfaces ?? ALL_SURFACES });
	registerControl(sim);
	await sim.start();
	return sim;
}
