import { performance } from 'node:perf_hooks';
import type { IVersionedNodeType } from 'n8n-workflow';
import { HTTP_NODE_MISSING, loadHttpRequestNode, runHttpRequestNode } from './http-request-node';
import { interleaved, median, pairedRatio } from './measure';
import type { Figure } from './report';
import { startHarness } from './harness';
import { LATENCIES, vsHttpNode } from './vs-http-node';
import { projectById, SEED } from './seed';

const GROUP = 'Parallel (harness)';
/** A 200-item run lasts a few tenths of a second, where machine noise weighs more: more rounds. */
const roundsFor = (count: number) => (count <= 200 ? 9 : 3);
const MAX_PARALLEL = 64;
const RATE = 20;
const RATE_ITEMS = 200;

const uptime = {
	resource: 'uptime',
	operation: 'get',
	project: projectById(SEED.projects.shop),
	period: 'day',
	output: 'summary',
};

/**
 * Uptime → Get (Summary per Project) for 200 and 1,000 input items with default settings, at
 * 0 ms and at 50 ± 20 ms of latency (the simulator's network profile), against n8n's HTTP Request
 * node doing the same GETs with its default options (every item at once); the most requests the
 * simulator saw in flight; and a run against a service that accepts 20 requests per second.
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
		for (const [latency, profile] of LATENCIES) {
			h.sim.network.configure(profile);
			for (const count of [200, 1000]) {
				const input = Array.from({ length: count }, () => ({}));
				const variants: Record<string, () => Promise<void>> = {
					seoTools: async () => {
						h.sim.network.resetCounters();
						const r = await h.run(uptime, { input });
						if (r.status !== 'success' || r.output.length !== count)
							throw new Error(`SEO Tools run failed: ${r.error()?.message ?? r.output.length}`);
						mostInFlight = Math.max(mostInFlight, h.sim.network.stats().maxInFlight);
						h.clear();
					},
				};
				if (httpNode) {
					variants.httpRequestNode = async () => {
						const out = await runHttpRequestNode(httpNode, path, query, input);
						if (out.length !== count)
							throw new Error(`HTTP Request node produced ${out.length} items`);
						h.clear();
					};
				}
				const rounds = roundsFor(count);
				const ms = await interleaved(variants, rounds);
				const perItem = (name: string) =>
					`${((median(ms[name]) * 1000) / count).toFixed(0)} µs per item`;
				if (!httpNode) {
					figures.push(vsHttpNode(GROUP, latency, count, HTTP_NODE_MISSING));
					continue;
				}
				const note = `median of ${rounds} interleaved rounds after a warm-up; SEO Tools ${perItem('seoTools')} (${(median(ms.seoTools) / 1000).toFixed(2)} s), HTTP Request node ${perItem('httpRequestNode')} (${(median(ms.httpRequestNode) / 1000).toFixed(2)} s); n8n-core, the node and the simulator share one process`;
				figures.push(
					vsHttpNode(GROUP, latency, count, pairedRatio(ms.seoTools, ms.httpRequestNode), note),
				);
			}
		}
		figures.push({
			group: GROUP,
			name: 'most requests in flight (SEO Tools, default Max Parallel Requests)',
			value: String(mostInFlight),
			target: `≤ ${MAX_PARALLEL}`,
			met: mostInFlight <= MAX_PARALLEL,
			note: "the simulator's own count of requests open at once, over every SEO Tools run above",
		});
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
		{
			group: GROUP,
			name: `${RATE_ITEMS} items against a ${RATE} requests/s limit: items lost`,
			value: String(lost),
			target: '= 0',
			met: lost === 0,
		},
		{
			group: GROUP,
			name: `${RATE_ITEMS} items against a ${RATE} requests/s limit: throughput`,
			value: `${achieved.toFixed(1)} req/s`,
			target: `≥ ${(0.9 * RATE).toFixed(0)} req/s`,
			met: achieved >= 0.9 * RATE,
			note: `${seconds.toFixed(1)} s for ${RATE_ITEMS} items; the simulator answered ${refused} requests with HTTP 429`,
		},
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
