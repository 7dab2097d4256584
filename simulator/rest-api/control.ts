import { randomBytes } from 'node:crypto';
import { jsonObject } from '../core/request';
import { json, type Router } from '../core/router';
import { restState } from './state';

/**
 * Control routes of the REST surface: token lifetimes, and a simulated payment provider (the
 * provider's own API is outside the service; tests and the demo play the paying user here).
 */
export function registerRestControl(router: Router): void {
	router.post('/__sim/rest/settings', (req, ctx) => {
		const body = jsonObject(req);
		const rs = restState(ctx.state);
		if (body.accessTtlMs !== undefined) rs.accessTtlMs = Number(body.accessTtlMs);
		if (body.refreshTtlMs !== undefined) rs.refreshTtlMs = Number(body.refreshTtlMs);
		return json({ accessTtlMs: rs.accessTtlMs, refreshTtlMs: rs.refreshTtlMs });
	});
	router.post('/__sim/payments', (req, ctx) => {
		const body = jsonObject(req);
		const payment = {
			id: `pay_${randomBytes(6).toString('hex')}`,
			status: (body.status as 'pending' | 'succeeded' | 'canceled') ?? 'pending',
			metadata: {
				balance_hid: Number(body.balance_hid),
				user_id: Number(body.user_id),
				sum: Number(body.sum),
			},
			merchant: (body.merchant as 'mobile' | 'other') ?? 'mobile',
		};
		restState(ctx.state).payments.push(payment);
		return json(payment);
	});
	router.fallback('/__sim/payments/', (req, ctx) => {
		const match = /^\/__sim\/payments\/([^/]+)\/succeed$/.exec(req.path);
		const payment = match && restState(ctx.state).payments.find((p) => p.id === match[1]);
		if (!payment) return json({ error: 'no such payment' }, 404);
		payment.status = 'succeeded';
		return json(payment);
	});
	router.fallback('/__sim/accounts/', (req, ctx) => {
		const match = /^\/__sim\/accounts\/(\d+)$/.exec(req.path);
		const account = match && ctx.state.accountById(Number(match[1]));
		if (!account) return json({ error: 'no such account' }, 404);
		return json({
			id: account.id,
			email: account.email,
			tariff: account.tariff,
			balance: account.balance,
			limits: account.limits,
			deleted: account.deleted,
		});
	});
}
