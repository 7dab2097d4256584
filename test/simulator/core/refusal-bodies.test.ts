import { REFUSAL_BODIES, SEED, startSimulator } from '../../../simulator';
import { call, frozenSimulator } from '../helpers';

/**
 * The refusal body switches (a rate limiter's 429 in the forms found in the wild), for a status
 * fault and for the network rate limit; and a status fault that carries the request out first.
 * The expected bodies are written here, not read from the simulator.
 */
const EXPECTED: Record<string, { type: RegExp; text: string }> = {
	simulator: { type: /json/, text: '{"error":"Too Many Requests"}' },
	empty: { type: /text\/plain/, text: '' },
	html: { type: /text\/html/, text: '<html>' },
	text: { type: /text\/plain/, text: 'Too Many Requests' },
	jsonCode: { type: /json/, text: '{"code":429,"message":"Too Many Requests"}' },
	jsonStatusError: { type: /json/, text: '{"status":"error","error":"rate limited"}' },
};

const projectGet = { query: { token: SEED.paid.apiKey, project_id: SEED.projects.shop } };

describe('simulator: the body of an HTTP 429', () => {
	it('lists every form this test expects', () => {
		expect([...REFUSAL_BODIES].sort()).toEqual(Object.keys(EXPECTED).sort());
	});

	it.each(Object.keys(EXPECTED))('status fault, body %s, with Retry-After', async (body) => {
		const sim = await frozenSimulator();
		try {
			sim.setFault({
				route: '/projects/api/v1/project/get',
				kind: 'status',
				status: 429,
				retryAfter: 2,
				body: body as never,
				times: 1,
			});
			const response = await fetch(
				`${sim.baseUrl}/projects/api/v1/project/get?token=${SEED.paid.apiKey}&project_id=${SEED.projects.shop}`,
			);
			expect(response.status).toBe(429);
			expect(response.headers.get('retry-after')).toBe('2');
			expect(response.headers.get('content-type')).toMatch(EXPECTED[body].type);
			const text = await response.text();
			if (body === 'html') expect(text).toContain(EXPECTED[body].text);
			else expect(text).toBe(EXPECTED[body].text);
		} finally {
			await sim.close();
		}
	});

	it.each(['jsonCode', 'empty'])(
		'network rate limit, body %s (set over the control API)',
		async (refusalBody) => {
			const sim = await startSimulator({ clock: { frozen: true }, networkClock: () => 0 });
			try {
				await fetch(`${sim.baseUrl}/__sim/network`, {
					method: 'POST',
					headers: { 'content-type': 'application/json' },
					body: JSON.stringify({ ratePerSecond: 1, refusalBody }),
				});
				expect((await call(sim, '/projects/api/v1/project/get', projectGet)).status).toBe(200);
				const refused = await call(sim, '/projects/api/v1/project/get', projectGet);
				expect(refused.status).toBe(429);
				expect(refused.text).toBe(EXPECTED[refusalBody].text);
			} finally {
				await sim.close();
			}
		},
	);

	it('a status fault with body "answer" carries the request out and answers it with that status', async () => {
		const sim = await frozenSimulator();
		try {
			sim.setFault({
				route: '/projects/api/v1/project/stop',
				kind: 'status',
				status: 429,
				body: 'answer',
				times: 1,
			});
			const stopped = await call(sim, '/projects/api/v1/project/stop', projectGet);
			expect(stopped.status).toBe(429);
			expect(stopped.body).toMatchObject({ status: 'ok', code: 1 });
			expect(sim.state.project(SEED.projects.shop)!.status).not.toBe('1');
		} finally {
			await sim.close();
		}
	});
});
