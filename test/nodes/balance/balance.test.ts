import { SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';

describe('Balance operations', () => {
	const h = useHarness({}, { perTest: true });

	it('top-up, link, confirm: says plainly whether money was credited, and never credits twice', async () => {
		const topUp = await h.run({ resource: 'balance', operation: 'add', sum: 1500 });
		const paymentId = String(topUp.json('Node')[0].payment_id);
		expect(topUp.json('Node')[0]).toMatchObject({ credited: false, sum: 1500 });

		const payment = (await (
			await fetch(`${h.sim.baseUrl}/__sim/payments`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({ balance_hid: Number(paymentId), user_id: SEED.paid.id, sum: 1500 }),
			})
		).json()) as { id: string };
		const linked = await h.run({
			resource: 'balance',
			operation: 'update',
			paymentId: Number(paymentId),
			externalId: payment.id,
		});
		expect(linked.json('Node')[0]).toMatchObject({
			id: paymentId,
			ext_id: `gateway_m_payment_${payment.id}`,
			status: '2',
			credited: false,
		});

		const early = await h.run({
			resource: 'balance',
			operation: 'confirm',
			externalId: payment.id,
		});
		expect(early.json('Node')[0]).toMatchObject({ credited: false });

		await fetch(`${h.sim.baseUrl}/__sim/payments/${payment.id}/succeed`, { method: 'POST' });
		const before = h.sim.state.accountById(SEED.paid.id)!.balance;
		const confirmed = await h.run({
			resource: 'balance',
			operation: 'confirm',
			externalId: `gateway_m_payment_${payment.id}`,
		});
		expect(confirmed.json('Node')[0]).toMatchObject({ credited: true });
		expect(h.received('/api-rest/balance/confirm').at(-1)!.json).toEqual({
			external_id: payment.id,
			source: 'gateway',
		});
		const again = await h.run({
			resource: 'balance',
			operation: 'confirm',
			externalId: payment.id,
		});
		expect(again.json('Node')[0]).toMatchObject({ credited: false });
		expect(h.sim.state.accountById(SEED.paid.id)!.balance).toBe(before + 1500);
	});

	it('never repeats a confirmation after a transport failure', async () => {
		await h.run({ resource: 'project', operation: 'getAll', returnAll: true });
		h.sim.setFault({ route: '/api-rest/balance/confirm', kind: 'status', status: 502 });
		const result = await h.run(
			{ resource: 'balance', operation: 'confirm', externalId: 'pay_x' },
			{ continueOnFail: true },
		);
		expect(h.received('/api-rest/balance/confirm')).toHaveLength(1);
		expect(String(result.output[0].json.description)).toMatch(/not repeated automatically/);
	});

	it('rejects a sum that is not a whole positive number before sending', async () => {
		const result = await h.run(
			{ resource: 'balance', operation: 'add', sum: 10.5 },
			{ continueOnFail: true },
		);
		expect(result.output[0].json.error).toMatch(/Sum must be a whole number above 0/);
		expect(h.received('/api-rest/balance/add')).toHaveLength(0);
	});
});
