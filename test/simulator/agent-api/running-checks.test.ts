import { SEED } from '../helpers';
import { tool, useAgentClient } from './helpers';

const shop = SEED.projects.shop;

describe('get_check_state: checks other than position checks', () => {
	const live = useAgentClient('each');

	it('run_audit shows a running audit until it ends on the virtual clock', async () => {
		await tool(live.client, 'run_audit', { project_id: shop });
		const { checks } = await tool(live.client, 'get_check_state', { project_id: shop });
		expect(checks).toEqual([
			{ type: 'audit', check_id: expect.any(Number), start: expect.any(String), progress: 0 },
		]);
		live.sim.clock.advance(5 * 60_000);
		expect(
			(await tool(live.client, 'get_check_state', { project_id: shop })).checks[0].progress,
		).toBe(50);
		live.sim.clock.advance(5 * 60_000);
		expect(await tool(live.client, 'get_check_state', { project_id: shop })).toEqual({
			checks: [],
		});
	});

	it('the control route starts a check of any kind for the minutes asked', async () => {
		const started = await fetch(`${live.sim.baseUrl}/__sim/projects/${shop}/start-check`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ kind: 'frequencies', minutes: 3 }),
		});
		expect(started.status).toBe(200);
		expect((await tool(live.client, 'get_check_state', { project_id: shop })).checks).toEqual([
			expect.objectContaining({ type: 'frequencies' }),
		]);
		live.sim.clock.advance(3 * 60_000);
		expect(await tool(live.client, 'get_check_state', { project_id: shop })).toEqual({
			checks: [],
		});
	});
});
