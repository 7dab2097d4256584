import { SEED } from '../../../simulator';
import { frozenSimulator } from '../helpers';

/**
 * The `reply` fault answers a body the test writes and carries nothing out; `after` lets requests
 * through first. The expectations are written here, not read from the simulator.
 */
describe('simulator: the reply fault', () => {
	it('answers the given body with HTTP 200 and carries nothing out', async () => {
		const sim = await frozenSimulator();
		try {
			const project = sim.state.project(SEED.projects.shop)!;
			const updates = project.updates.length;
			sim.setFault({
				route: '/projects/api/v1/project/parse',
				kind: 'reply',
				json: { status: 'error', code: 50, msg: 'access error', result: { message: 'no' } },
				times: 1,
			});
			const url = `${sim.baseUrl}/projects/api/v1/project/parse?token=${SEED.paid.apiKey}&project_id=${SEED.projects.shop}`;
			const refused = await fetch(url);
			expect(refused.status).toBe(200);
			expect(await refused.json()).toEqual({
				status: 'error',
				code: 50,
				msg: 'access error',
				result: { message: 'no' },
			});
			expect(project.updates.length).toBe(updates);
			// `times: 1`: the next request is handled as usual and carried out.
			await (await fetch(url)).text();
			expect(project.updates.length).toBe(updates + 1);
		} finally {
			await sim.close();
		}
	});

	it('gives a JSON-RPC reply the id of the request, and lets `after` requests through first', async () => {
		const sim = await frozenSimulator();
		try {
			sim.setFault({
				route: '/api/mcp',
				kind: 'reply',
				json: { jsonrpc: '2.0', error: { code: -32000, message: 'refused' } },
				after: 1,
				times: 1,
			});
			const post = async (id: number) =>
				(await (
					await fetch(`${sim.baseUrl}/api/mcp`, {
						method: 'POST',
						headers: {
							authorization: `Bearer ${SEED.paid.apiKey}`,
							'content-type': 'application/json',
							accept: 'application/json, text/event-stream',
						},
						body: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/list', params: {} }),
					})
				).json()) as { id: number; result?: unknown; error?: unknown };
			const first = await post(7);
			expect(first.id).toBe(7);
			expect(first.result).toBeDefined();
			expect(await post(8)).toEqual({
				jsonrpc: '2.0',
				id: 8,
				error: { code: -32000, message: 'refused' },
			});
			expect((await post(9)).result).toBeDefined();
		} finally {
			await sim.close();
		}
	});
});
