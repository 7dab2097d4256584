import { formatDateTime, MINUTE } from '../core/clock';
import { strictInteger } from '../core/integers';
import type { Router } from '../core/router';
import { handled } from './handled';
import { param, text } from './params';
import { rest, RestFailure } from './respond';
import { restState, type BalanceItem } from './state';
import { requireUser } from './tokens';

/**
 * docs/service/rest-api.md#balance-item-states: an unpaid unlinked item of the same sum within 50
 * minutes is returned, not duplicated.
 */
export const DUPLICATE_WINDOW = 50 * MINUTE;
export const EXT_PREFIX = 'gateway_m_payment_';

export function itemJson(item: BalanceItem): Record<string, string> {
	return {
		id: String(item.id),
		ext_id: item.extId ?? '',
		user_id: String(item.userId),
		sum: String(item.sum),
		date: formatDateTime(item.createdAt),
		type: item.type,
		status: item.status,
	};
}

export function registerBalance(router: Router): void {
	router.any(
		'/api-rest/balance/add',
		handled((req, ctx) => {
			const account = requireUser(req, ctx);
			const sum = strictInteger(param(req, 'sum'));
			if (sum === undefined || sum <= 0) {
				throw new RestFailure(470, 'incorrect request sum', {
					errors: { sum: ['sum must be a whole number of roubles above 0'] },
				});
			}
			const rs = restState(ctx.state);
			const now = ctx.clock.now();
			const existing = rs.balanceItems.find(
				(i) =>
					i.userId === account.id &&
					i.sum === sum &&
					i.status === '2' &&
					i.extId === null &&
					now - i.createdAt < DUPLICATE_WINDOW,
			);
			const item = existing ?? {
				id: ctx.state.nextId('balance', 70001),
				userId: account.id,
				sum,
				createdAt: now,
				type: '1' as const,
				status: '2' as const,
				extId: null,
			};
			if (!existing) rs.balanceItems.push(item);
			return rest(ctx, 200, existing ? 'Existing balance item' : 'Balance item created', {
				payment_id: item.id,
			});
		}),
	);
	router.any(
		'/api-rest/balance/update',
		handled((req, ctx) => {
			const account = requireUser(req, ctx);
			const paymentId = text(param(req, 'payment_id')).trim();
			if (!paymentId) throw new RestFailure(440, 'empty payment id');
			const externalId = text(param(req, 'external_id')).trim();
			if (!externalId) throw new RestFailure(450, 'empty external id');
			const item = restState(ctx.state).balanceItems.find((i) => String(i.id) === paymentId);
			if (!item) throw new RestFailure(404, 'incorrect payment id');
			if (item.userId !== account.id) throw new RestFailure(403, 'access denied');
			if (item.status === '1')
				throw new RestFailure(460, 'forbidden to change confirmed balance item');
			if (item.extId !== null) throw new RestFailure(470, 'forbidden to change balance item');
			item.extId = `${EXT_PREFIX}${externalId}`;
			return rest(ctx, 200, 'Balance item updated', itemJson(item));
		}),
	);
	router.any(
		'/api-rest/balance/confirm',
		handled((req, ctx) => {
			const account = requireUser(req, ctx);
			const externalId = text(param(req, 'external_id')).trim();
			if (!externalId) throw new RestFailure(404, 'empty external payment id');
			if (text(param(req, 'source')) !== 'gateway')
				throw new RestFailure(403, 'unavailable source');
			const rs = restState(ctx.state);
			const payment = rs.payments.find((p) => p.id === externalId);
			const item = payment && rs.balanceItems.find((i) => i.id === payment.metadata.balance_hid);
			// Only the payment linked by balance/update can credit its item
			// (docs/service/rest-api.md#balance-item-states).
			const matches =
				payment !== undefined &&
				item?.extId === `${EXT_PREFIX}${payment.id}` &&
				payment.status === 'succeeded' &&
				payment.merchant === 'mobile' &&
				item !== undefined &&
				item.status === '2' &&
				item.userId === account.id &&
				payment.metadata.user_id === account.id &&
				payment.metadata.sum === item.sum;
			if (!matches) throw new RestFailure(500, 'confirm payment error');
			item!.status = '1';
			account.balance += item!.sum;
			return rest(ctx, 200, 'Payment confirmed', null);
		}),
	);
}
