import { processMap } from '../../../shared/utils/processMap';

/**
 * balance/add answers only `payment_id`, and returns the existing unpaid item when one with the
 * same sum was created in the last 50 minutes (docs/service/rest-api.md#balance-item-states). A
 * payment_id is one balance item, so an id this process already got for the account is certainly a
 * reused item. An id seen for the first time may be new or may be an item created elsewhere
 * (another n8n process, the website): the service does not say, so neither does the node.
 */
export const REUSE_WINDOW_MS = 50 * 60_000;

interface Seen {
	sum: number;
	at: number;
}

/**
 * Per account (base URL and e-mail), the payment_ids balance/add returned in the reuse window.
 * Process-wide: the service reuses an item for 50 minutes, across executions, so only what
 * earlier executions were given can tell that an id is a reused one.
 */
const seen = processMap<string, Map<string, Seen>>();

export type Reuse = { reused: true; firstSeenAt: number } | { reused: 'unknown' };

export function noteTopUp(account: string, paymentId: string, sum: number, now: number): Reuse {
	const ids = seen.get(account) ?? new Map<string, Seen>();
	seen.set(account, ids);
	// An item older than the window is never returned again: forgetting it keeps memory bounded.
	for (const [id, entry] of ids) if (now - entry.at > REUSE_WINDOW_MS) ids.delete(id);
	const earlier = ids.get(paymentId);
	if (earlier) return { reused: true, firstSeenAt: earlier.at };
	ids.set(paymentId, { sum, at: now });
	return { reused: 'unknown' };
}
