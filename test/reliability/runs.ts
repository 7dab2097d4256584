import type { IDataObject } from 'n8n-workflow';
import { ProductHarness, SEED, type RunOptions } from '../nodes/helpers';
import { issuedTokens, observe } from './leaks';

export { ProductHarness, SEED };

export const project = (id: number) => ({ __rl: true, mode: 'id', value: String(id) });
export const shop = project(SEED.projects.shop);

/** Tokens and keys every harness of the suite saw; searched for in everything observed. */
export const secrets = new Set<string>([SEED.paid.apiKey, SEED.paid.password, SEED.colleague.password, SEED.promo.apiKey]);

/** Runs the node and hands everything a user could see of the run to the leak search. */
export async function observedRun(h: ProductHarness, parameters: IDataObject, options: RunOptions = {}) {
	const result = await h.run(parameters, options);
	const error = result.error('Node');
	observe(result.serialized(), error?.message, error?.description, (error as { stack?: string } | undefined)?.stack);
	return result;
}

/** Stops a harness after noting the tokens it issued and stored. */
export async function retire(h: ProductHarness): Promise<void> {
	for (const token of issuedTokens(h.sim)) secrets.add(token);
	const stored = h.storedAccount();
	for (const field of ['sessionToken', 'sessionRefreshToken']) if (stored[field]) secrets.add(String(stored[field]));
	await h.stop();
}

/** Requests the simulator received on a route (prefix), any method. */
export const sent = (h: ProductHarness, route: string) => h.sim.requests.filter((r) => r.path.startsWith(route)).length;
