import type { IDataObject } from 'n8n-workflow';
import type { Fault } from '../../simulator/core/faults';
import { figures } from './report';
import { type ProductHarness, retire, sent, shop, startHarness } from './runs';

/**
 * One read operation per transport surface, and the route its requests take. `sharedRead`: the
 * items of one execution share a single read (the agent's tool catalog is read once per execution).
 */
export const SURFACES: Array<{
	surface: string;
	label: RegExp;
	route: string;
	parameters: IDataObject;
	sharedRead?: boolean;
}> = [
	{
		surface: 'Project API',
		label: /^Project → Get: Project API: /,
		route: '/projects/api/v1/project/get',
		parameters: { resource: 'project', operation: 'get', project: shop },
	},
	{
		surface: 'Tools API',
		label: /^Video → Get Models: Tools API: /,
		route: '/api/aivideo',
		parameters: { resource: 'video', operation: 'getModels' },
	},
	{
		surface: 'REST API',
		label: /^Project → Get Many: REST API: /,
		route: '/api-rest/projects/list',
		parameters: { resource: 'project', operation: 'getAll', returnAll: true },
	},
	{
		surface: 'Agent interface',
		label: /^Agent → List Tools: Agent interface: /,
		route: '/api/mcp',
		parameters: { resource: 'agent', operation: 'listTools' },
		sharedRead: true,
	},
];

/**
 * Request Options → Timeout of the matrix runs. Generous: at 1 s a busy machine let the timeout of
 * healthy attempts run out before they left the process, so the service saw fewer attempts than
 * were made (2 or 2.5 instead of 3 under `npm run test:loaded`). The faults that withhold the
 * answer outlast it by far (latency 2.5 timeouts; no answer at all).
 */
export const TIMEOUT_S = 5;

/**
 * The faults of the matrix. `attempts`: how often a safe read is sent under the permanent fault:
 * three times, or four when the service says it is too busy (429 with Retry-After), because a
 * throttled read waits in the parallel window and is tried at most four times (docs/decisions/parallel-requests.md#rate-limits-and-the-cap).
 */
export const FAULTS: Array<{ name: string; fault: Omit<Fault, 'route'>; attempts?: number }> = [
	{
		name: 'latency beyond the timeout',
		fault: { kind: 'latency', latencyMs: 2.5 * TIMEOUT_S * 1000 },
	},
	{ name: 'HTTP 500', fault: { kind: 'status', status: 500 } },
	{ name: 'HTTP 502', fault: { kind: 'status', status: 502 } },
	{ name: 'HTTP 503', fault: { kind: 'status', status: 503 } },
	{
		name: 'HTTP 429 (Retry-After 1)',
		fault: { kind: 'status', status: 429, retryAfter: 1 },
		attempts: 4,
	},
	{ name: 'HTML page with HTTP 200', fault: { kind: 'html', status: 200 } },
	{ name: 'invalid JSON', fault: { kind: 'invalidJson' } },
	{ name: 'truncated body', fault: { kind: 'truncated' } },
	{ name: 'connection reset', fault: { kind: 'reset' } },
	{ name: 'no answer', fault: { kind: 'noAnswer' } },
];

/** The longest one item may take: three attempts of one timeout each, the backoff, some slack. */
export const ITEM_BOUND_S = 3 * TIMEOUT_S + 1.6 + 1.5;

/** Runs one fault kind against every surface on its own simulator; records one cell per surface. */
export async function runFaultKind(kind: (typeof FAULTS)[number]): Promise<void> {
	const h = await startHarness();
	try {
		await Promise.all(
			SURFACES.map(async (s) => {
				// Warm up first, so that the REST sign-in is not what meets the fault.
				await h.run(s.parameters);
				h.sim.setFault({ ...kind.fault, route: s.route });
				const before = sent(h, s.route);
				const started = Date.now();
				const failing = await h.run(
					{ ...s.parameters, requestOptions: { timeout: TIMEOUT_S } },
					{ input: [{}, {}], continueOnFail: true },
				);
				const seconds = (Date.now() - started) / 1000;
				const reads = s.sharedRead ? 1 : 2;
				const attempts = (sent(h, s.route) - before) / reads;
				const items = failing.items('Node');
				const clearError =
					items.length === 2 &&
					items.every(
						(item, i) =>
							s.label.test(String(item.json.error)) &&
							/Tried \d times|asked to wait/.test(String(item.json.description)) &&
							(item.pairedItem as { item: number }).item === i,
					) &&
					seconds <= 2 * ITEM_BOUND_S;
				clearFaultOn(h, s.route);
				h.sim.setFault({ ...kind.fault, route: s.route, times: 1 });
				const recovering = await h.run({ ...s.parameters, requestOptions: { timeout: TIMEOUT_S } });
				const recovered =
					recovering.status === 'success' &&
					recovering.items('Node').length > 0 &&
					!recovering.items('Node')[0].json.error;
				figures.faults.push({
					surface: s.surface,
					fault: kind.name,
					clearError,
					recovered,
					attemptsPerRead: attempts,
					secondsPerItem: seconds / 2,
				});
			}),
		);
	} finally {
		await retire(h);
	}
}

/** Removes the permanent fault of one route, leaving the other surfaces' faults in place. */
function clearFaultOn(h: ProductHarness, route: string): void {
	const others = h.sim.faults.list().filter((f) => f.route !== route);
	h.sim.faults.clear();
	for (const f of others) h.sim.setFault(f);
}
