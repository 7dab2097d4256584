import { isFresh, sessionFromPair } from '../../../../../nodes/shared/transport/jwt/session';

describe('JWT session lifetime', () => {
	it('uses valid - dt as the lifetime, whatever the clocks', () => {
		const session = sessionFromPair(
			{ jwt_token: 'a', refresh_token: 'r', valid: '2026-11-20 10:00:00' },
			'2026-11-20 09:00:00',
			1_000_000,
		);
		expect(session.accessExpiresAt).toBe(1_000_000 + 3_600_000);
		expect(isFresh(session, 1_000_000 + 3_500_000)).toBe(true);
		expect(isFresh(session, 1_000_000 + 3_550_000)).toBe(false);
	});
});
