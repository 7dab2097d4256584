import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { startHarness } from './harness';
import { definition } from './published';
import type { Figure } from './report';
import { projectById, SEED } from './seed';

const ITEMS = 200;
const RATE = 20;

const uptime = {
	resource: 'uptime',
	operation: 'get',
	project: projectById(SEED.projects.shop),
	period: 'day',
	output: 'summary',
};

/**
 * A proxy in front of the simulator that refuses half of all requests at random with HTTP 429
 * and no Retry-After (what a flaky gateway does, not a rate limit); the rest go on to the
 * simulator, which accepts at most RATE a second (its own 429s with Retry-After above that).
 */
async function startHalfRefusingProxy(
	target: string,
): Promise<{ url: string; refused: () => number; close: () => Promise<void> }> {
	const service = new URL(target);
	let refused = 0;
	const server: Server = createServer((req, res) => {
		if (Math.random() < 0.5) {
			refused += 1;
			req.resume();
			res.writeHead(429, { 'content-type': 'text/plain' });
			res.end('Too Many Requests');
			return;
		}
		const forwarded = request(
			{
				host: service.hostname,
				port: service.port,
				method: req.method,
				path: req.url,
				headers: { ...req.headers, host: service.host },
			},
			(answer) => {
				res.writeHead(answer.statusCode ?? 502, answer.headers);
				answer.pipe(res);
			},
		);
		forwarded.on('error', () => res.destroy());
		req.pipe(forwarded);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	return {
		url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
		refused: () => refused,
		close: async () => {
			server.closeAllConnections();
			await new Promise<void>((resolve) => server.close(() => resolve()));
		},
	};
}

/**
 * 200 Uptime → Get items (safe reads) against a service that refuses half of all requests at
 * random and accepts at most 20 a second: the run time against the 10 s that the accepted rate
 * allows, and the items lost (docs/decisions/redirects-and-base-urls.md#sustained-refusals).
 * One run: its figure is the whole run's time.
 */
export async function halfRefused(): Promise<Figure[]> {
	const h = await startHarness();
	const proxy = await startHalfRefusingProxy(h.sim.baseUrl);
	try {
		h.sim.network.configure({ latencyMs: 50, jitterMs: 20, ratePerSecond: RATE });
		const input = Array.from({ length: ITEMS }, () => ({}));
		const started = performance.now();
		const r = await h.run(uptime, { input, continueOnFail: true, baseUrl: proxy.url });
		const seconds = (performance.now() - started) / 1000;
		const lost = r.output.filter((item) => item.json.error).length + (ITEMS - r.output.length);
		const allowed = ITEMS / RATE;
		const ratio = seconds / allowed;
		const { rateLimited } = h.sim.network.stats();
		return [
			definition('refusals-half-200', {
				measured: ratio,
				value: `${ratio.toFixed(2)}×`,
				note: `one run: ${seconds.toFixed(1)} s for ${ITEMS} items; the proxy refused ${proxy.refused()} requests, the simulator's 20 requests/s limit ${rateLimited}`,
			}),
			definition('refusals-half-200-lost', { measured: lost, value: String(lost) }),
		];
	} finally {
		h.sim.network.configure({});
		await proxy.close();
		await h.stop();
	}
}
