import { HOUR } from '../../simulator';
import { expectNoSecrets, ProductHarness, SEED } from './helpers';

describe('REST operations with the account (JWT) credential', () => {
	let h: ProductHarness;
	beforeEach(async () => {
		h = await ProductHarness.start();
	});
	afterEach(() => h.stop());

	const getMany = { resource: 'project', operation: 'getAll', returnAll: true };

	it('signs in once for every item of a run and lists projects with their check dates', async () => {
		const result = await h.run(getMany, { input: [{}, {}, {}] });
		expect(result.status).toBe('success');
		expect(h.received('/api-rest/user/auth')).toHaveLength(1);
		expect(h.received('/api-rest/projects/list')).toHaveLength(3);
		expect(h.received('/api-rest/projects/list')[0].headers.token).toMatch(/^ey/);
		const shop = result.json('Node').find((p) => p.id === '101')!;
		expect(shop).toMatchObject({ domain: 'example-shop.ru', last_position_check: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
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
		Object.assign(other, { sessionToken: stored.sessionToken, sessionRefreshToken: stored.sessionRefreshToken, sessionExpiresAt: stored.sessionExpiresAt, sessionOwner: stored.sessionOwner });
		expect((await h.run(getMany, colleague)).status).toBe('success');
		expect(h.received('/api-rest/user/auth')).toHaveLength(1);
		expect(h.received('/api-rest/projects/list')[0].headers.token).not.toBe(stored.sessionToken);
	});

	it('refreshes before the token lifetime ends, without a 401 round trip', async () => {
		await fetch(`${h.sim.baseUrl}/__sim/rest/settings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ accessTtlMs: 30_000 }) });
		await h.run(getMany);
		h.clear();
		const result = await h.run(getMany);
		expect(result.status).toBe('success');
		expect(h.received('/api-rest/user/refresh-token')).toHaveLength(1);
		expect(h.received('/api-rest/projects/list')).toHaveLength(1);
	});

	it('signs in again when the refresh token is refused', async () => {
		await fetch(`${h.sim.baseUrl}/__sim/rest/settings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refreshTtlMs: 2 * HOUR }) });
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

	it('Get Search Systems, Suggest Queries and Create (dry run, then real)', async () => {
		const systems = await h.run({ resource: 'project', operation: 'searchSystems', domain: 'https://new-shop.ru/' });
		expect(systems.json('Node')[0].search_systems).toEqual(expect.arrayContaining([expect.objectContaining({ search_engine_id: 1, regions: [{ id: '213', name: 'Москва' }] })]));
		expect(h.received('/api-rest/projects/ss-list')[0].json).toEqual({ domain: 'new-shop.ru' });

		const words = await h.run({ resource: 'project', operation: 'suggestQueries', domain: 'new-shop.ru', returnAll: false, limit: 3 });
		expect(words.json('Node')).toEqual([expect.objectContaining({ rank: 1 }), expect.objectContaining({ rank: 2 }), expect.objectContaining({ rank: 3 })]);

		const before = h.sim.state.projects.length;
		const dry = await h.run({ resource: 'project', operation: 'create', domain: 'new-shop.ru', keywords: 'кроссовки\nкеды', dryRun: true, searchSystems: { system: [{ searchEngine: 2, region: 2 }] } });
		expect(dry.json('Node')[0]).toMatchObject({ dry_run: true, parsed: { key_words: ['кроссовки', 'кеды'] } });
		expect(h.received('/api-rest/projects/add')[0].json).toEqual({ domain: 'new-shop.ru', 'search-systems': [{ search_engine: 2, search_region: 2 }], 'key-words': ['кроссовки', 'кеды'], debug: 1 });
		expect(h.sim.state.projects.length).toBe(before);

		const created = await h.run({ resource: 'project', operation: 'create', domain: 'new-shop.ru', keywords: 'кроссовки', dryRun: false });
		expect(created.json('Node')[0]).toMatchObject({ dry_run: false, project_id: expect.stringMatching(/^\d+$/) });
		expect(h.sim.state.projects.length).toBe(before + 1);
	});

	it('refuses a domain that is not a domain before sending', async () => {
		const result = await h.run({ resource: 'project', operation: 'searchSystems', domain: 'not a domain' }, { continueOnFail: true });
		expect(result.output[0].json.error).toMatch(/Domain: "not a domain" is not a domain name/);
		expect(h.received('/api-rest/projects/ss-list')).toHaveLength(0);
	});
});

describe('Balance and Account operations', () => {
	let h: ProductHarness;
	beforeEach(async () => {
		h = await ProductHarness.start();
	});
	afterEach(() => h.stop());

	it('top-up, link, confirm: says plainly whether money was credited, and never credits twice', async () => {
		const topUp = await h.run({ resource: 'balance', operation: 'add', sum: 1500 });
		const paymentId = String(topUp.json('Node')[0].payment_id);
		expect(topUp.json('Node')[0]).toMatchObject({ credited: false, sum: 1500 });

		const payment = await (await fetch(`${h.sim.baseUrl}/__sim/payments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ balance_hid: Number(paymentId), user_id: SEED.paid.id, sum: 1500 }) })).json() as { id: string };
		const linked = await h.run({ resource: 'balance', operation: 'update', paymentId: Number(paymentId), externalId: payment.id });
		expect(linked.json('Node')[0]).toMatchObject({ id: paymentId, ext_id: `gateway_m_payment_${payment.id}`, status: '2', credited: false });

		const early = await h.run({ resource: 'balance', operation: 'confirm', externalId: payment.id });
		expect(early.json('Node')[0]).toMatchObject({ credited: false });

		await fetch(`${h.sim.baseUrl}/__sim/payments/${payment.id}/succeed`, { method: 'POST' });
		const before = h.sim.state.accountById(SEED.paid.id)!.balance;
		const confirmed = await h.run({ resource: 'balance', operation: 'confirm', externalId: `gateway_m_payment_${payment.id}` });
		expect(confirmed.json('Node')[0]).toMatchObject({ credited: true });
		expect(h.received('/api-rest/balance/confirm').at(-1)!.json).toEqual({ external_id: payment.id, source: 'gateway' });
		const again = await h.run({ resource: 'balance', operation: 'confirm', externalId: payment.id });
		expect(again.json('Node')[0]).toMatchObject({ credited: false });
		expect(h.sim.state.accountById(SEED.paid.id)!.balance).toBe(before + 1500);
	});

	it('never repeats a confirmation after a transport failure', async () => {
		await h.run({ resource: 'project', operation: 'getAll', returnAll: true });
		h.sim.setFault({ route: '/api-rest/balance/confirm', kind: 'status', status: 502 });
		const result = await h.run({ resource: 'balance', operation: 'confirm', externalId: 'pay_x' }, { continueOnFail: true });
		expect(h.received('/api-rest/balance/confirm')).toHaveLength(1);
		expect(String(result.output[0].json.description)).toMatch(/not repeated automatically/);
	});

	it('rejects a sum that is not a whole positive number before sending', async () => {
		const result = await h.run({ resource: 'balance', operation: 'add', sum: 10.5 }, { continueOnFail: true });
		expect(result.output[0].json.error).toMatch(/Sum must be a whole number above 0/);
		expect(h.received('/api-rest/balance/add')).toHaveLength(0);
	});

	it('registers an account without passing on its tokens, and checks the e-mail first', async () => {
		const bad = await h.run({ resource: 'account', operation: 'register', email: 'a,b@x.test', password: 'pw' }, { continueOnFail: true });
		expect(bad.output[0].json.error).toMatch(/Email must not contain/);
		expect(h.received('/api-rest/user/register')).toHaveLength(0);
		const ok = await h.run({ resource: 'account', operation: 'register', email: 'fresh@x.test', password: 'fresh-pw-1', additionalFields: { name: 'Fresh' } });
		expect(ok.json('Node')[0]).toEqual({ registered: true, email: 'fresh@x.test', message: expect.any(String) });
		expect(ok.serialized()).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
		expect(ok.serialized()).not.toContain('fresh-pw-1');
	});

	it('deletes the account only with confirmation; signing in then fails with 418', async () => {
		const creds = { email: SEED.colleague.email, password: SEED.colleague.password };
		const refused = await h.run({ resource: 'account', operation: 'delete', confirm: false }, { ...creds, continueOnFail: true });
		expect(refused.output[0].json.error).toMatch(/Confirm Account Deletion must be on/);
		const deleted = await h.run({ resource: 'account', operation: 'delete', confirm: true }, creds);
		expect(deleted.json('Node')[0]).toMatchObject({ deleted: true, code: 202 });
		const after = await h.run({ resource: 'project', operation: 'getAll', returnAll: true }, { ...creds, continueOnFail: true });
		expect(String(after.output[0].json.error)).toMatch(/code 418/);
	});
});
