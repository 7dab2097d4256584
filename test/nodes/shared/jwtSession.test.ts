import { HOUR } from '../../../simulator';
import { expectNoSecrets, SEED } from '../helpers';
import { useHarness } from './useHarness';

describe('the account (JWT) credential: one sign-in, refreshes, sign-in again', () => {
	const h = useHarness({}, { perTest: true });

	const getMany = { resource: 'project', operation: 'getAll', returnAll: true };

	it('signs in once for every item of a run and lists projects with their check dates', async () => {
		const result = await h.run(getMany, { input: [{}, {}, {}] });
		expect(result.status).toBe('success');
		expect(h.received('/api-rest/user/auth')).toHaveLength(1);
		expect(h.received('/api-rest/projects/list')).toHaveLength(3);
		expect(h.received('/api-rest/projects/list')[0].headers.token).toMatch(/^ey/);
		const shop = result.json('Node').find((p) => p.id === '101')!;
		expect(shop).toMatchObject({
			domain: 'example-shop.ru',
			last_position_check: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
		});
		expect(result.json('Node').find((p) => p.id === '102')!.audit_errors).toBeNull();
		expectNoSecrets(result.serialized());
		expect(result.serialized()).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
	});

	it('keeps the session across runs and refreshes when the service says 401', async () => {
		await h.run(getMany);
		h.clear();
		h.sim.clock.advance(2 * HOUR);
		const result = await h.run(getMany);
		expect(result.status).toBe('success');
		expect(h.received('/api-rest/user/auth')).toHaveLength(0);
		expect(h.received('/api-rest/user/refresh-token')).toHaveLength(1);
		expect(h.received('/api-rest/projects/list')).toHaveLength(2);
	});

	it('keeps the token pair in the credential, so another n8n process reuses it without signing in', async () => {
		await h.run(getMany);
		const stored = h.storedAccount();
		expect(stored.sessionToken).toMatch(/^ey/);
		expect(stored.sessionRefreshToken).toMatch(/^ey/);
		h.newProcess();
		h.clear();
		expect((await h.run(getMany)).status).toBe('success');
		expect(h.received('/api-rest/user/auth')).toHaveLength(0);
		expect(h.received('/api-rest/projects/list')[0].headers.token).toBe(stored.sessionToken);

		// Past the access token's hour, a new process refreshes the stored pair: still no sign-in.
		h.newProcess();
		h.clear();
		h.sim.clock.advance(2 * HOUR);
		expect((await h.run(getMany)).status).toBe('success');
		expect(h.received('/api-rest/user/auth')).toHaveLength(0);
		expect(h.received('/api-rest/user/refresh-token')).toHaveLength(1);
	});

	it('executions that start together before any pair is stored sign in once', async () => {
		const runs = await Promise.all(Array.from({ length: 6 }, async () => await h.run(getMany)));
		expect(runs.every((r) => r.status === 'success')).toBe(true);
		expect(h.received('/api-rest/user/auth')).toHaveLength(1);
	});

	it('ignores a stored pair of another login after the credential was edited', async () => {
		await h.run(getMany);
		const stored = h.storedAccount();
		h.newProcess();
		h.clear();
		const colleague = { email: SEED.colleague.email, password: SEED.colleague.password };
		const other = h.credentials(colleague).seoToolsAccountApi;
		Object.assign(other, {
			sessionToken: stored.sessionToken,
			sessionRefreshToken: stored.sessionRefreshToken,
			sessionExpiresAt: stored.sessionExpiresAt,
			sessionOwner: stored.sessionOwner,
		});
		expect((await h.run(getMany, colleague)).status).toBe('success');
		expect(h.received('/api-rest/user/auth')).toHaveLength(1);
		expect(h.received('/api-rest/projects/list')[0].headers.token).not.toBe(stored.sessionToken);
	});

	it('refreshes before the token lifetime ends, without a 401 round trip', async () => {
		await fetch(`${h.sim.baseUrl}/__sim/rest/settings`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ accessTtlMs: 30_000 }),
		});
		await h.run(getMany);
		h.clear();
		const result = await h.run(getMany);
		expect(result.status).toBe('success');
		expect(h.received('/api-rest/user/refresh-token')).toHaveLength(1);
		expect(h.received('/api-rest/projects/list')).toHaveLength(1);
	});

	it('signs in again when the refresh token is refused', async () => {
		await fetch(`${h.sim.baseUrl}/__sim/rest/settings`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ refreshTtlMs: 2 * HOUR }),
		});
		await h.run(getMany);
		h.clear();
		h.sim.clock.advance(3 * HOUR);
		const result = await h.run(getMany);
		expect(result.status).toBe('success');
		expect(h.received('/api-rest/user/refresh-token')).toHaveLength(1);
		expect(h.received('/api-rest/user/auth')).toHaveLength(1);
	});

	it('reports wrong credentials plainly without the password', async () => {
		const result = await h.run(getMany, { password: 'not-the-password-42' });
		expect(result.status).toBe('error');
		const error = result.error('Node')!;
		expect(error.message).toMatch(/REST API: User not found or incorrect credentials \(code 404\)/);
		expect(error.description).toMatch(/e-mail and password/);
		expect(result.serialized()).not.toContain('not-the-password-42');
	});
});
