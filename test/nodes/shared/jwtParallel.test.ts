import { HOUR } from '../../../simulator';
import {
	EXPIRY_LEEWAY_MS,
	getSession,
	saveSession,
	sessionKey,
} from '../../../nodes/shared/transport/jwt/session';
import { SEED } from '../helpers';
import { useHarness } from './useHarness';

/** Project → Get Many (REST, account credential): one projects/list per input item. */
const getMany = { resource: 'project', operation: 'getAll', returnAll: true };
const LIST = '/api-rest/projects/list';
const items = (count: number) => Array.from({ length: count }, (_, n) => ({ n }));

describe('JWT sessions with many requests in flight', () => {
	const h = useHarness({}, { perTest: true });
	beforeEach(async () => {
		// Warm-up run: n8n's pre-authentication signs in and stores the pair.
		await h.run(getMany);
		h.clear();
	});

	it('the service refuses the token (body code 401) while dozens of requests are in flight: one refresh, each request sent again at most once', async () => {
		h.sim.network.configure({ latencyMs: 40, jitterMs: 10 });
		let oldToken = '';
		let listed = 0;
		/** Index (among list requests) of the first one the service refuses. */
		const expiredAt = 69;
		// When the 70th list request arrives, the service's clock jumps past the token's hour (before answering it).
		const stop = h.sim.onRequest((request) => {
			if (request.path !== LIST) return;
			if (!oldToken) oldToken = request.headers.token;
			listed += 1;
			if (listed === expiredAt + 1) h.sim.clock.advance(2 * HOUR);
		});
		try {
			const result = await h.run(getMany, { input: items(128) });
			expect(result.status).toBe('success');
			expect(result.output.filter((item) => item.json.error)).toHaveLength(0);
			result.output.forEach((item) =>
				expect(typeof (item.pairedItem as { item: number }).item).toBe('number'),
			);
		} finally {
			stop();
		}
		const lists = h.received(LIST);
		// Requests that reached the service with the expired token after the jump: each got a 401.
		const refused = lists.slice(expiredAt).filter((r) => r.headers.token === oldToken).length;
		expect(refused).toBeGreaterThanOrEqual(32);
		expect(h.received('/api-rest/user/refresh-token')).toHaveLength(1);
		expect(h.received('/api-rest/user/auth')).toHaveLength(0);
		// Every item once, plus exactly one more send for each refused request (none sent a third time).
		expect(lists).toHaveLength(128 + refused);
		const newTokens = new Set(
			lists
				.slice(expiredAt)
				.filter((r) => r.headers.token !== oldToken)
				.map((r) => r.headers.token),
		);
		expect(newTokens.size).toBe(1);
	});

	it('the token’s lifetime ends locally while 32 requests are in flight: one refresh, no request refused', async () => {
		h.sim.network.configure({ latencyMs: 400, jitterMs: 10 });
		// The process's own pair (memory) is the one in use: the stored copy is made to look like another login's.
		h.storedAccount().sessionOwner = 'another-login';
		const key = sessionKey({
			id: 'cred-seoToolsAccountApi',
			baseUrl: h.sim.baseUrl,
			email: SEED.paid.email,
			password: SEED.paid.password,
		});
		expect(getSession(key)).toBeDefined();
		let expiredWith = 0;
		// When 32 requests are open at the service, the node's session reaches its refresh point.
		const stop = h.sim.onRequest((request) => {
			if (request.path !== LIST || expiredWith) return;
			const inFlight = h.sim.network.stats().inFlight;
			if (inFlight < 32) return;
			expiredWith = inFlight;
			saveSession(key, { ...getSession(key)!, accessExpiresAt: Date.now() + EXPIRY_LEEWAY_MS - 1 });
		});
		try {
			const result = await h.run(getMany, { input: items(200) });
			expect(result.status).toBe('success');
		} finally {
			stop();
		}
		expect(expiredWith).toBeGreaterThanOrEqual(32);
		expect(h.received('/api-rest/user/refresh-token')).toHaveLength(1);
		expect(h.received('/api-rest/user/auth')).toHaveLength(0);
		expect(h.received(LIST)).toHaveLength(200);
		expect(new Set(h.received(LIST).map((r) => r.headers.token)).size).toBe(2);
	});
});
