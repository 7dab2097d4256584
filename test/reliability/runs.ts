import { ProductHarness, projectRef, SEED } from '../nodes/helpers';
import { countRun, issuedTokens, observe, searchAtOnce } from './leaks';

export type { ProductHarness };
export { SEED };
// Servers of the node tests that run beside a harness (they start none themselves).
export { startRefusalServer } from '../nodes/shared/httpRefusalServer';
export { REDIRECT_STATUSES, startRedirectFront, type Target } from '../nodes/shared/redirectServer';

export const shop = projectRef(SEED.projects.shop);

/** Tokens and keys every harness of the suite saw; searched for in everything observed. */
export const secrets = new Set<string>([
	SEED.paid.apiKey,
	SEED.paid.password,
	SEED.colleague.password,
	SEED.promo.apiKey,
]);

/** The secrets known now, with the tokens this harness's simulator issued and its credential stores. */
function secretsOf(h: ProductHarness): string[] {
	const stored = h.storedAccount();
	const session = ['sessionToken', 'sessionRefreshToken']
		.map((field) => stored[field])
		.filter((v): v is string => typeof v === 'string');
	return [...secrets, ...issuedTokens(h.sim), ...session];
}

/**
 * A harness whose every run (preparation and warm-up runs included) hands what a user could see
 * of it to the leak search: run data, error message, description and stack. "atTheEnd" keeps the
 * texts for the final search over every secret of the suite; "atOnce" searches each run as it
 * ends, for the secrets known then, and keeps only the counts (for the load, whose kept texts
 * would distort the heap figure).
 */
export async function startHarness(
	options: Parameters<typeof ProductHarness.start>[0] = {},
	search: 'atTheEnd' | 'atOnce' = 'atTheEnd',
): Promise<ProductHarness> {
	const h = await ProductHarness.start(options);
	const run = h.run.bind(h);
	const hand = (...texts: unknown[]) =>
		search === 'atOnce' ? searchAtOnce(secretsOf(h), ...texts) : observe(...texts);
	h.run = async (parameters, runOptions) => {
		countRun();
		try {
			const result = await run(parameters, runOptions);
			const error = result.error('Node');
			hand(
				result.serialized(),
				error?.message,
				error?.description,
				(error as { stack?: string } | undefined)?.stack,
			);
			return result;
		} catch (error) {
			hand((error as Error).message, (error as Error).stack);
			throw error;
		}
	};
	return h;
}

/** Stops a harness after noting the tokens it issued and stored. */
export async function retire(h: ProductHarness): Promise<void> {
	for (const token of secretsOf(h)) secrets.add(token);
	await h.stop();
}

/** Requests the simulator received on a route (prefix), any method. */
export const sent = (h: ProductHarness, route: string) =>
	h.sim.requests.filter((r) => r.path.startsWith(route)).length;
