import { performance } from 'node:perf_hooks';
import type { IVersionedNodeType } from 'n8n-workflow';
import { rounds } from './config';
import { HTTP_NODE_MISSING, loadHttpRequestNode, runHttpRequestNode } from './http-request-node';
import { interleaved, median, seconds } from './measure';
import { definition, notMeasured, type DefinitionId } from './published';
import type { Figure } from './report';
import { startHarness } from './harness';
import { SIM_LATENCIES, vsHttpMeasured } from './vs-http-node';
import { projectById, SEED } from './seed';

const GROUP = 'Parallel (harness)';
/**
 * Context since the real-n8n round (docs/decisions/benchmarks.md#rounds-of-targets), so fewer rounds than the
 * targets take; a 200-item run lasts a few tenths of a second, where machine noise weighs more:
 * more rounds.
 */
const roundsFor = (count: number) => rounds(count <= 200 ? 5 : 3);
const RATE = 20;
const RATE_ITEMS = 200;

const uptime = {
	resource: 'uptime',
	operation: 'get',
	project: projectById(SEED.projects.shop),
	period: 'day',
	output: 'summary',
};

const COMPARES =
	"SEO Tools at its default window (up to 64 in flight) against n8n's HTTP Request node with default options (every item at once, the key in the query), in the same engine and process as the simulator";

/**
 * Context since the real-n8n round (the real n8n judges speed): Uptime → Get (Summary per Project)
 * for 200 and 1,000 input items with default settings, at 0 ms and at 50 ± 20 ms of latency (the
 * simulator's network profile), against n8n's HTTP Request node with its default options; the most
 * requests the simulator saw in flight; and a run against a service that accepts 20 requests per
 * second. n8n-core, the node and the simulator share this process.
 */
export async function parallelRequests(): Promise<Figure[]> {
	const h = await startHarness();
	const figures: Figure[] = [];
	try {
		const path = `${h.sim.baseUrl}/projects/api/v1/uptime/get`;
		const query = {
			project_id: String(SEED.projects.shop),
			period: 'day',
			token: SEED.paid.apiKey,
		};
		const httpNode: IVersionedNodeType | undefined = loadHttpRequestNode();
		let mostInFlight = 0;
		for (const [key, latency, profile] of SIM_LATENCIES) {
			h.sim.network.configure(profile);
			for (const count of [200, 1000]) {
				const id = `harness-${count}-${key}` as DefinitionId;
				if (!httpNode) {
					figures.push(notMeasured(id, HTTP_NODE_MISSING));
					continue;
				}
				const input = Array.from({ length: count }, () => ({}));
				const n = roundsFor(count);
				const ms = await interleaved(
					{
						seoTools: async () => {
							h.sim.network.resetCounters();
							const r = await h.run(uptime, { input });
							if (r.status !== 'success' || r.output.length !== count)
								throw new Error(`SEO Tools run failed: ${r.error()?.message ?? r.output.length}`);
							mostInFlight = Math.max(mostInFlight, h.sim.network.stats().maxInFlight);
							h.clear();
						},
						httpRequestNode: async () => {
							const out = await runHttpRequestNode(httpNode, path, query, input);
							if (out.length !== count)
								throw new Error(`HTTP Request node produced ${out.length} items`);
							h.clear();
						},
					},
					n,
				);
				figures.push(
					definition(id, {
						...vsHttpMeasured(
							ms.seoTools,
							ms.httpRequestNode,
							`${n} interleaved rounds after a warm-up at ${latency}; SEO Tools ${seconds(median(ms.seoTools))}, HTTP Request node ${seconds(median(ms.httpRequestNode))} (medians)`,
						),
						compares: COMPARES,
					}),
				);
			}
		}
		figures.push(
			definition('harness-inflight', {
				measured: mostInFlight,
				value: String(mostInFlight),
				note: "the simulator's own count of requests open at once, over every SEO Tools run above",
			}),
		);
		figures.push(...(await rateLimited(h, httpNode, path, query)));
	} finally {
		h.sim.network.configure({});
		await h.stop();
	}
	return figures;
}

async function rateLimited(
	h: Awaited<ReturnType<typeof startHarness>>,
	httpNode: IVersionedNodeType | undefined,
	path: string,
	query: Record<string, string>,
): Promise<Figure[]> {
	const input = Array.from({ length: RATE_ITEMS }, () => ({}));
	h.sim.network.configure({ latencyMs: 50, jitterMs: 20, ratePerSecond: RATE });
	// Let the simulator's one-second window empty before each run.
	await new Promise((resolve) => setTimeout(resolve, 1100));
	h.sim.network.resetCounters();
	const started = performance.now();
	const r = await h.run(uptime, { input, continueOnFail: true });
	const seconds = (performance.now() - started) / 1000;
	const lost = r.output.filter((item) => item.json.error).length + (RATE_ITEMS - r.output.length);
	const achieved = (RATE_ITEMS - lost) / seconds;
	const { rateLimited: refused } = h.sim.network.stats();
	h.clear();
	const figures: Figure[] = [
		definition('harness-rate-lost', { measured: lost, value: String(lost) }),
		definition('harness-rate-throughput', {
			measured: achieved,
			value: `${achieved.toFixed(1)} req/s`,
			note: `one run; ${seconds.toFixed(1)} s for ${RATE_ITEMS} items; the simulator answered ${refused} requests with HTTP 429`,
		}),
	];
	if (httpNode) {
		await new Promise((resolve) => setTimeout(resolve, 1100));
		h.sim.network.resetCounters();
		let outcome: string;
		try {
			const out = await runHttpRequestNode(httpNode, path, query, input);
			outcome = `${out.length} items`;
		} catch (error) {
			outcome = `the run failed: ${String((error as Error).message).slice(0, 80)}`;
		}
		const stats = h.sim.network.stats();
		h.clear();
		figures.push({
			group: GROUP,
			name: `context: HTTP Request node (default options) against the same ${RATE} requests/s limit`,
			value: `${stats.rateLimited} of ${stats.requests} requests refused (HTTP 429)`,
			target: '',
			met: null,
			note: `${outcome}; with default options it neither waits nor retries, so the first 429 stops the run`,
		});
	}
	h.sim.network.configure({});
	return figures;
}
