import { MINUTE } from '../../../simulator';

import { useHarness } from '../shared/useHarness';

/**
 * docs/service/rest-api.md#balance-item-states: balance/add returns the existing unpaid item with
 * the same sum for 50 minutes.
 */
describe('Balance → Create Top-Up says when the service reused an unpaid top-up', () => {
	const h = useHarness({}, { perTest: true });

	const topUp = { resource: 'balance', operation: 'add', sum: 700 };

	it('three items with the same sum: one item at the service, the second and third say it was reused', async () => {
		const result = await h.run(topUp, { input: [{}, {}, {}] });
		const items = result.json('Node');
		expect(h.received('/api-rest/balance/add')).toHaveLength(3);
		expect(new Set(items.map((i) => i.payment_id)).size).toBe(1);
		expect(items.map((i) => i.reused_existing_top_up)).toEqual(['unknown', true, true]);
		expect(items[0].reuse_note).toMatch(/^New, or an unpaid top-up of the same sum/);
		expect(items[1].reuse_note).toMatch(
			new RegExp(`returned the unpaid top-up ${String(items[0].payment_id)} .* pay it once`),
		);
		expect(result.output.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(result.run.data.resultData.runData.Node[0].hints!.map((hint) => hint.message)).toEqual([
			expect.stringMatching(/payment_id \d+ was reused for the same sum/),
			expect.stringMatching(/payment_id \d+ was reused for the same sum/),
		]);
	});

	it('a later execution of the same process also knows; another sum, a new process or the end of the window do not claim reuse', async () => {
		const first = (await h.run(topUp)).json('Node')[0];
		expect((await h.run(topUp)).json('Node')[0]).toMatchObject({
			payment_id: first.payment_id,
			reused_existing_top_up: true,
		});

		const other = (await h.run({ ...topUp, sum: 701 })).json('Node')[0];
		expect(other.payment_id).not.toBe(first.payment_id);
		expect(other.reused_existing_top_up).toBe('unknown');

		// Another worker, or n8n restarted: the service still reuses the item, but this process cannot tell.
		h.newProcess();
		expect((await h.run(topUp)).json('Node')[0]).toMatchObject({
			payment_id: first.payment_id,
			reused_existing_top_up: 'unknown',
		});

		h.sim.clock.advance(51 * MINUTE);
		const later = (await h.run(topUp)).json('Node')[0];
		expect(later.payment_id).not.toBe(first.payment_id);
		expect(later.reused_existing_top_up).toBe('unknown');
	});
});
