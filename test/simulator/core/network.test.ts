import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { SEED, startSimulator, type Simulator } from '../../../simulator';
import type { JsonAnswer } from '../helpers';

const readJson = async (response: Response): Promise<JsonAnswer> => await response.json();
const GET = `/projects/api/v1/project/get?token=${SEED.paid.apiKey}&project_id=${SEED.projects.shop}`;

async function timedGet(
	sim: Simulator,
): Promise<{ status: number; ms: number; retryAfter: string | null }> {
	const started = performance.now();
	const response = await fetch(new URL(GET, sim.baseUrl));
	await response.arrayBuffer();
	return {
		status: response.status,
		ms: performance.now() - started,
		retryAfter: response.headers.get('retry-after'),
	};
}

describe('simulator network profile (latency, jitter, rate limit, connection cap, counters)', () => {
	let sim: Simulator;
	afterEach(async () => {
		await sim?.close();
	});

	it('delays every answer by the latency, within the jitter', async () => {
		sim = await startSimulator({
			clock: { frozen: true },
			network: { latencyMs: 60, jitterMs: 20 },
		});
		const answers = [];
		for (let i = 0; i < 6; i++) answers.push(await timedGet(sim));
		for (const answer of answers) {
			expect(answer.status).toBe(200);
			// Lower bound only: a busy machine may add time, never remove it.
			expect(answer.ms).toBeGreaterThanOrEqual(39);
		}
		expect(sim.network.stats()).toMatchObject({
			requests: 6,
			rateLimited: 0,
			overloaded: 0,
			inFlight: 0,
		});
	});

	it('answers HTTP 429 with Retry-After above the request rate, and counts them', async () => {
		sim = await startSimulator({
			clock: { frozen: true },
			network: { ratePerSecond: 5 },
			networkClock: () => 0,
		});
		const answers = await Promise.all(Array.from({ length: 8 }, () => timedGet(sim)));
		const limited = answers.filter((a) => a.status === 429);
		expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
		expect(limited).toHaveLength(3);
		for (const answer of limited) expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
		expect(sim.network.stats()).toMatchObject({ requests: 8, rateLimited: 3 });
		// The rate-limited requests never reached the service: only the accepted ones are logged.
		expect(sim.received('/projects/api/v1/project/get')).toHaveLength(5);
	});

	it('lets requests through again once the window has moved on', async () => {
		// The sliding second is counted on a clock the test moves: arrivals are decided here, not
		// by how fast a busy machine sends the requests.
		let now = 10_000;
		sim = await startSimulator({
			clock: { frozen: true },
			network: { ratePerSecond: 2 },
			networkClock: () => now,
		});
		expect((await timedGet(sim)).status).toBe(200);
		now += 400;
		expect((await timedGet(sim)).status).toBe(200);
		now += 500;
		const refused = await timedGet(sim);
		expect(refused.status).toBe(429);
		// The oldest accepted request leaves the window 100 ms later: Retry-After rounds up to 1 s.
		expect(refused.retryAfter).toBe('1');
		now += 100;
		expect((await timedGet(sim)).status).toBe(200);
		// The second accepted request (at 10,400) is still in the window with the one just accepted.
		expect((await timedGet(sim)).status).toBe(429);
	});

	it('answers HTTP 503 above the connection cap and reports the most requests in flight', async () => {
		sim = await startSimulator({
			clock: { frozen: true },
			// Long enough that the six requests sent together are all in flight on a busy machine too.
			network: { latencyMs: 1500, maxConnections: 3 },
		});
		const answers = await Promise.all(Array.from({ length: 6 }, () => timedGet(sim)));
		expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
		expect(answers.filter((a) => a.status === 503)).toHaveLength(3);
		expect(sim.network.stats()).toMatchObject({
			requests: 6,
			overloaded: 3,
			maxInFlight: 6,
			inFlight: 0,
		});
	});

	it('is set and read over the control API', async () => {
		sim = await startSimulator({ clock: { frozen: true } });
		const set = await fetch(new URL('/__sim/network', sim.baseUrl), {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ ratePerSecond: 1, latencyMs: 5 }),
		});
		expect((await readJson(set)).profile).toEqual({ ratePerSecond: 1, latencyMs: 5 });
		await timedGet(sim);
		await timedGet(sim);
		const read = await readJson(await fetch(new URL('/__sim/network', sim.baseUrl)));
		expect(read.counters).toMatchObject({ requests: 2, rateLimited: 1, maxInFlight: 1 });
		await fetch(new URL('/__sim/network/counters', sim.baseUrl), { method: 'DELETE' });
		expect(
			(await readJson(await fetch(new URL('/__sim/network', sim.baseUrl)))).counters,
		).toMatchObject({ requests: 0, rateLimited: 0 });
	});

	it('takes the profile from the command line', async () => {
		const root = join(__dirname, '../../..');
		const child = spawn(
			join(root, 'node_modules/.bin/tsx'),
			[
				'simulator/cli.ts',
				'--port',
				'0',
				'--latency',
				'50',
				'--jitter',
				'20',
				'--rate',
				'20',
				'--max-connections',
				'64',
			],
			{ cwd: root },
		);
		try {
			const output = await new Promise<string>((resolve, reject) => {
				let text = '';
				child.stdout.on('data', (chunk) => {
					text += String(chunk);
					if (text.includes('Press Ctrl+C')) resolve(text);
				});
				child.once('exit', (code) => reject(new Error(`exited ${code}: ${text}`)));
			});
			expect(output).toContain('latency 50 ± 20 ms, rate 20 req/s, 64 at once');
			const baseUrl = /Base URL : (\S+)/.exec(output)![1];
			const network = await readJson(await fetch(`${baseUrl}/__sim/network`));
			expect(network.profile).toEqual({
				latencyMs: 50,
				jitterMs: 20,
				ratePerSecond: 20,
				maxConnections: 64,
			});
		} finally {
			child.kill('SIGTERM');
		}
	});
});
