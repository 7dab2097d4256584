import { HOUR, MINUTE, type Simulator } from '../../../simulator';
import { call, frozenSimulator, SEED } from '../helpers';

// docs/service/rest-api.md#calling-convention, docs/service/surfaces.md#credentials,
// docs/service/errors.md#rest-api-codes
describe('REST API', () => {
	let sim: Simulator;
	beforeEach(async () => {
		sim = await frozenSimulator();
	});
	afterEach(() => sim.close());

	const auth = (email: string = SEED.paid.email, password: string = SEED.paid.password) =>
		call(sim, '/api-rest/user/auth', { json: { email, password } });
	const token = async () => (await auth()).body.data.jwt_token as string;
	const post = (path: string, jwt: string | undefined, json: unknown = {}) =>
		call(sim, path, { json, headers: jwt ? { token: jwt } : {} });

	it('answers the wrapper with HTTP 200 and a token pair with 1 h / 1 year lifetimes', async () => {
		const { status, body } = await auth();
		expect(status).toBe(200);
		expect(body).toMatchObject({ status: 'success', code: 201 });
		expect(body.dt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
		const { jwt_token, refresh_token, valid } = body.data;
		expect(jwt_token.split('.')).toHaveLength(3);
		expect(refresh_token).not.toBe(jwt_token);
		expect(
			Date.parse(`${valid.replace(' ', 'T')}Z`) - Date.parse(`${body.dt.replace(' ', 'T')}Z`),
		).toBe(HOUR);
		const claims = JSON.parse(Buffer.from(refresh_token.split('.')[1], 'base64url').toString());
		expect(claims.exp - claims.iat).toBe(365 * 24 * 3600);
	});

	it('every auth issues a new pair and earlier tokens keep working', async () => {
		const first = await token();
		const second = await token();
		expect(first).not.toBe(second);
		expect((await post('/api-rest/projects/list', first)).body.code).toBe(200);
		expect((await post('/api-rest/projects/list', second)).body.code).toBe(200);
	});

	it.each([
		[{ email: '', password: 'x' }, 400, 'Incorrect user email!'],
		[
			{ email: 'nobody@seo-tools.test', password: 'x' },
			404,
			'User not found or incorrect credentials',
		],
		[{ email: SEED.paid.email, password: 'wrong' }, 404, 'User not found or incorrect credentials'],
	])('auth error rows: %p', async (input, code, message) => {
		const { status, body } = await call(sim, '/api-rest/user/auth', { json: input });
		expect(status).toBe(200);
		expect(body).toMatchObject({ status: 'error', code, message });
	});

	it('expires the access token after 1 hour of virtual time; refresh gives a new one with the same refresh token', async () => {
		const pair = (await auth()).body.data;
		sim.clock.advance(HOUR + MINUTE);
		expect((await post('/api-rest/projects/list', pair.jwt_token)).body).toMatchObject({
			code: 401,
			message: 'Token is not authorized. Check api documentation on /api-rest/doc',
		});
		const refreshed = await call(sim, '/api-rest/user/refresh-token', {
			method: 'POST',
			headers: { 'refresh-token': pair.refresh_token },
		});
		expect(refreshed.body).toMatchObject({
			code: 201,
			message: 'Token has been updated successfully.',
		});
		expect(refreshed.body.data.refresh_token).toBe(pair.refresh_token);
		expect((await post('/api-rest/projects/list', refreshed.body.data.jwt_token)).body.code).toBe(
			200,
		);
	});

	it('refresh-token errors: empty header, bad signature, expired refresh token', async () => {
		expect(
			(await call(sim, '/api-rest/user/refresh-token', { method: 'POST' })).body,
		).toMatchObject({ code: 404, message: 'Refresh token field is empty' });
		expect(
			(
				await call(sim, '/api-rest/user/refresh-token', {
					method: 'POST',
					headers: { 'refresh-token': 'a.b.c' },
				})
			).body,
		).toMatchObject({ code: 404, message: 'Invalid refresh token!' });
		await call(sim, '/__sim/rest/settings', { json: { refreshTtlMs: 2 * HOUR } });
		const pair = (await auth()).body.data;
		sim.clock.advance(3 * HOUR);
		expect(
			(
				await call(sim, '/api-rest/user/refresh-token', {
					method: 'POST',
					headers: { 'refresh-token': pair.refresh_token },
				})
			).body,
		).toMatchObject({ code: 404, message: 'Invalid refresh token!' });
	});

	it('rejects a missing token, an API key in the token header, and an unknown method', async () => {
		expect((await post('/api-rest/projects/list', undefined)).body).toMatchObject({
			status: 'error',
			code: 401,
		});
		expect((await post('/api-rest/projects/list', SEED.paid.apiKey)).body).toMatchObject({
			code: 401,
		});
		expect((await post('/api-rest/projects/nothing', await token())).body).toMatchObject({
			code: 404,
			message: 'Path: "/api-rest/projects/nothing" does not found',
		});
	});

	it('register: rules and the wrapped token-issue response', async () => {
		const register = (json: Record<string, string>) =>
			call(sim, '/api-rest/user/register', { json });
		expect((await register({ email: 'bad', password: 'x' })).body).toMatchObject({
			code: 400,
			message: 'Email is not correct!',
		});
		expect((await register({ email: 'a+b@x.test', password: 'x' })).body).toMatchObject({
			code: 400,
		});
		expect((await register({ email: 'a..b@x.test', password: 'x' })).body.message).toMatch(
			/two dots in a row/,
		);
		expect((await register({ email: SEED.paid.email, password: 'x' })).body).toMatchObject({
			code: 400,
			message: 'User already exists',
		});
		expect((await register({ email: 'new@x.test', password: '' })).body).toMatchObject({
			code: 400,
			message: 'Password cannot be empty.',
		});
		const ok = await register({ email: 'new@x.test', password: 'pw', name: 'New' });
		expect(ok.body).toMatchObject({
			status: 'success',
			code: 201,
			data: { code: 201, status: 'success', data: { jwt_token: expect.any(String) } },
		});
	});

	it('delete: 202, then auth answers 418', async () => {
		const jwt = (
			await call(sim, '/api-rest/user/auth', {
				json: { email: SEED.colleague.email, password: SEED.colleague.password },
			})
		).body.data.jwt_token;
		expect((await post('/api-rest/user/delete', jwt)).body).toMatchObject({
			status: 'success',
			code: 202,
			data: null,
		});
		expect((await auth(SEED.colleague.email, SEED.colleague.password)).body).toMatchObject({
			code: 418,
			message: 'User has been deleted',
		});
		expect((await post('/api-rest/user/delete', 'nope')).body.code).toBe(401);
	});

	it('projects/list: own and shared projects, string cards, finished check dates, audit errors', async () => {
		const { body } = await post('/api-rest/projects/list', await token());
		const ids = body.data.map((e: { project: { id: string } }) => e.project.id);
		expect(ids).toEqual(expect.arrayContaining(['101', '102', '103', '204', '205']));
		const shop = body.data.find((e: { project: { id: string } }) => e.project.id === '101');
		expect(Object.values(shop.project).every((v) => typeof v === 'string')).toBe(true);
		expect(shop.update[0] < shop.update[shop.update.length - 1]).toBe(true);
		expect(shop.errors).toEqual({
			total_count: expect.any(Number),
			errors_count: expect.any(Number),
		});
		expect(body.data.find((e: { project: { id: string } }) => e.project.id === '102').errors).toBe(
			false,
		);
	});

	it('ss-list keeps the misspelled key and the country region of .ua domains; domain missing is 404', async () => {
		const jwt = await token();
		const { body } = await post('/api-rest/projects/ss-list', jwt, { domain: 'shop.ua' });
		expect(
			body.data.search_systems_with_regions.map(
				(s: { search_sestem: { id: number } }) => s.search_sestem.id,
			),
		).toEqual([1, 2, 7, 8]);
		expect(body.data.prepared_search_systems[0].region).toBe('Украина');
		expect((await post('/api-rest/projects/ss-list', jwt, {})).body).toMatchObject({
			code: 404,
			message: 'Domain not found',
		});
		expect((await post('/api-rest/projects/get-words', jwt, {})).body).toMatchObject({
			code: 404,
			message: 'Domain not found',
		});
		expect((await post('/api-rest/projects/add', jwt, {})).body).toMatchObject({
			code: 404,
			message: 'Domain not found',
		});
	});

	it('get-words: up to 500 phrases; empty for a domain without a qualifying region', async () => {
		const jwt = await token();
		const words = (await post('/api-rest/projects/get-words', jwt, { domain: 'example-shop.ru' }))
			.body.data;
		expect(words.length).toBeGreaterThan(0);
		expect(words.length).toBeLessThanOrEqual(500);
		expect(
			(await post('/api-rest/projects/get-words', jwt, { domain: 'brand.new' })).body.data,
		).toEqual([]);
	});

	it('projects/add: debug creates nothing; a real add creates an owned project with queries in Общая', async () => {
		const jwt = await token();
		const before = sim.state.projects.length;
		const dry = await post('/api-rest/projects/add', jwt, {
			domain: 'new-site.ru',
			'key-words': 'один\nдва',
			debug: 1,
		});
		expect(dry.body.data).toMatchObject({
			debug: true,
			key_words: ['один', 'два'],
			search_systems: [
				{ search_engine: 1, search_region: 213 },
				{ search_engine: 2, search_region: 213 },
			],
		});
		expect(sim.state.projects.length).toBe(before);
		const added = await post('/api-rest/projects/add', jwt, {
			domain: 'new-site.ru',
			'search-systems': [{ search_engine: 2, search_region: 2 }],
			'key-words': ['один', 'два'],
		});
		const project = sim.state.project(added.body.data.project_id)!;
		expect(project).toMatchObject({
			ownerId: SEED.paid.id,
			mainMirror: 'https://new-site.ru',
			searchSystems: [{ searchEngine: 2, region: 2 }],
		});
		expect(project.queries.map((q) => q.groupIds)).toEqual([[1], [1]]);
	});

	it('projects/add with a JSON string inside a form field: one query, no search systems', async () => {
		const jwt = await token();
		const added = await call(sim, '/api-rest/projects/add', {
			form: {
				domain: 'form-site.ru',
				'key-words': '["a","b"]',
				'search-systems': '[{"search_engine":1,"search_region":213}]',
			},
			headers: { token: jwt },
		});
		const project = sim.state.project(added.body.data.project_id)!;
		expect(project.queries).toHaveLength(1);
		expect(project.searchSystems).toEqual([]);
	});

	it('balance: duplicate window, one-time linking, confirm only a succeeded matching payment, never twice', async () => {
		const jwt = await token();
		expect((await post('/api-rest/balance/add', jwt, { sum: 0 })).body).toMatchObject({
			code: 470,
			message: 'incorrect request sum',
			data: { errors: expect.any(Object) },
		});
		const first = (await post('/api-rest/balance/add', jwt, { sum: 500 })).body.data.payment_id;
		expect((await post('/api-rest/balance/add', jwt, { sum: 500 })).body.data.payment_id).toBe(
			first,
		);
		sim.clock.advance(51 * MINUTE);
		const second = (await post('/api-rest/balance/add', jwt, { sum: 500 })).body.data.payment_id;
		expect(second).not.toBe(first);

		expect((await post('/api-rest/balance/update', jwt, { external_id: 'x' })).body).toMatchObject({
			code: 440,
			message: 'empty payment id',
		});
		expect(
			(await post('/api-rest/balance/update', jwt, { payment_id: second })).body,
		).toMatchObject({ code: 450, message: 'empty external id' });
		expect(
			(await post('/api-rest/balance/update', jwt, { payment_id: 1, external_id: 'x' })).body,
		).toMatchObject({ code: 404, message: 'incorrect payment id' });
		const colleague = (
			await call(sim, '/api-rest/user/auth', {
				json: { email: SEED.colleague.email, password: SEED.colleague.password },
			})
		).body.data.jwt_token;
		expect(
			(await post('/api-rest/balance/update', colleague, { payment_id: second, external_id: 'x' }))
				.body,
		).toMatchObject({ code: 403, message: 'access denied' });

		const payment = (
			await call(sim, '/__sim/payments', {
				json: { balance_hid: second, user_id: SEED.paid.id, sum: 500 },
			})
		).body;
		const linked = await post('/api-rest/balance/update', jwt, {
			payment_id: second,
			external_id: payment.id,
		});
		expect(linked.body.data).toEqual({
			id: String(second),
			ext_id: `gateway_m_payment_${payment.id}`,
			user_id: '1',
			sum: '500',
			date: expect.any(String),
			type: '1',
			status: '2',
		});
		expect(
			(await post('/api-rest/balance/update', jwt, { payment_id: second, external_id: 'other' }))
				.body,
		).toMatchObject({ code: 470, message: 'forbidden to change balance item' });

		expect(
			(await post('/api-rest/balance/confirm', jwt, { source: 'gateway' })).body,
		).toMatchObject({ code: 404, message: 'empty external payment id' });
		expect(
			(await post('/api-rest/balance/confirm', jwt, { external_id: payment.id, source: 'card' }))
				.body,
		).toMatchObject({ code: 403, message: 'unavailable source' });
		expect(
			(await post('/api-rest/balance/confirm', jwt, { external_id: payment.id, source: 'gateway' }))
				.body,
		).toMatchObject({ code: 500, message: 'confirm payment error' });

		const balanceBefore = sim.state.accountById(SEED.paid.id)!.balance;
		await call(sim, `/__sim/payments/${payment.id}/succeed`, { method: 'POST' });
		expect(
			(await post('/api-rest/balance/confirm', jwt, { external_id: payment.id, source: 'gateway' }))
				.body,
		).toMatchObject({ status: 'success', code: 200, data: null });
		expect(sim.state.accountById(SEED.paid.id)!.balance).toBe(balanceBefore + 500);
		expect(
			(await post('/api-rest/balance/confirm', jwt, { external_id: payment.id, source: 'gateway' }))
				.body,
		).toMatchObject({ code: 500 });
		expect(sim.state.accountById(SEED.paid.id)!.balance).toBe(balanceBefore + 500);
		expect(
			(await post('/api-rest/balance/update', jwt, { payment_id: second, external_id: 'again' }))
				.body,
		).toMatchObject({ code: 460 });
	});

	// docs/service/rest-api.md#balance-item-states
	describe('balance/confirm credits only a linked, succeeded, matching payment', () => {
		const balanceOf = async (id: number) =>
			(await call(sim, `/__sim/accounts/${id}`)).body.balance as number;
		const payment = async (metadata: Record<string, unknown>) =>
			(await call(sim, '/__sim/payments', { json: metadata })).body as { id: string };
		const confirm = (jwt: string, externalId: string) =>
			post('/api-rest/balance/confirm', jwt, { external_id: externalId, source: 'gateway' });

		it('a top-up never linked with balance/update is not credited', async () => {
			const jwt = await token();
			const id = (await post('/api-rest/balance/add', jwt, { sum: 321 })).body.data.payment_id;
			const paid = await payment({
				balance_hid: id,
				user_id: SEED.paid.id,
				sum: 321,
				status: 'succeeded',
			});
			const before = await balanceOf(SEED.paid.id);
			expect((await confirm(jwt, paid.id)).body).toMatchObject({
				status: 'error',
				code: 500,
				message: 'confirm payment error',
			});
			expect(await balanceOf(SEED.paid.id)).toBe(before);
			// Linking it afterwards makes the same payment creditable, once.
			expect(
				(await post('/api-rest/balance/update', jwt, { payment_id: id, external_id: paid.id })).body
					.data.ext_id,
			).toBe(`gateway_m_payment_${paid.id}`);
			expect((await confirm(jwt, paid.id)).body).toMatchObject({ status: 'success', code: 200 });
			expect(await balanceOf(SEED.paid.id)).toBe(before + 321);
		});

		it('a payment other than the linked one is refused even when its metadata names the item', async () => {
			const jwt = await token();
			const id = (await post('/api-rest/balance/add', jwt, { sum: 654 })).body.data.payment_id;
			const linked = await payment({ balance_hid: id, user_id: SEED.paid.id, sum: 654 });
			await post('/api-rest/balance/update', jwt, { payment_id: id, external_id: linked.id });
			const stray = await payment({
				balance_hid: id,
				user_id: SEED.paid.id,
				sum: 654,
				status: 'succeeded',
			});
			const before = await balanceOf(SEED.paid.id);
			expect((await confirm(jwt, stray.id)).body).toMatchObject({
				code: 500,
				message: 'confirm payment error',
			});
			// The prefixed form is the stored ext_id, not the provider's id: refused as well.
			expect((await confirm(jwt, `gateway_m_payment_${linked.id}`)).body).toMatchObject({
				code: 500,
			});
			expect((await confirm(jwt, linked.id)).body).toMatchObject({ code: 500 }); // linked but still pending
			expect(await balanceOf(SEED.paid.id)).toBe(before);
			await call(sim, `/__sim/payments/${linked.id}/succeed`, { method: 'POST' });
			expect((await confirm(jwt, linked.id)).body).toMatchObject({ code: 200 });
			expect(await balanceOf(SEED.paid.id)).toBe(before + 654);
		});

		it('metadata naming another user, or a payment of another merchant account, is refused', async () => {
			const jwt = await token();
			for (const [sum, extra] of [
				[111, { user_id: SEED.colleague.id }],
				[222, { merchant: 'other' }],
			] as const) {
				const id = (await post('/api-rest/balance/add', jwt, { sum })).body.data.payment_id;
				const paid = await payment(
					Object.assign(
						{ balance_hid: id, user_id: SEED.paid.id, sum, status: 'succeeded' },
						extra,
					),
				);
				await post('/api-rest/balance/update', jwt, { payment_id: id, external_id: paid.id });
				const before = await balanceOf(SEED.paid.id);
				expect((await confirm(jwt, paid.id)).body).toMatchObject({
					code: 500,
					message: 'confirm payment error',
				});
				expect(await balanceOf(SEED.paid.id)).toBe(before);
			}
		});

		it('another user cannot confirm the payment linked to my item', async () => {
			const jwt = await token();
			const colleague = (await auth(SEED.colleague.email, SEED.colleague.password)).body.data
				.jwt_token;
			const id = (await post('/api-rest/balance/add', jwt, { sum: 77 })).body.data.payment_id;
			const paid = await payment({
				balance_hid: id,
				user_id: SEED.paid.id,
				sum: 77,
				status: 'succeeded',
			});
			await post('/api-rest/balance/update', jwt, { payment_id: id, external_id: paid.id });
			const mine = await balanceOf(SEED.paid.id);
			const theirs = await balanceOf(SEED.colleague.id);
			expect((await confirm(colleague, paid.id)).body).toMatchObject({ code: 500 });
			expect([await balanceOf(SEED.paid.id), await balanceOf(SEED.colleague.id)]).toEqual([
				mine,
				theirs,
			]);
		});
	});

	it.each(['0x64', '1e2', '100.0', '100abc', '1_000'])(
		'balance/add refuses the sum %p (whole roubles, written as an integer)',
		async (sum) => {
			expect((await post('/api-rest/balance/add', await token(), { sum })).body).toMatchObject({
				code: 470,
				message: 'incorrect request sum',
			});
		},
	);

	it('confirm refuses a payment whose metadata does not match', async () => {
		const jwt = await token();
		const id = (await post('/api-rest/balance/add', jwt, { sum: 700 })).body.data.payment_id;
		const payment = (
			await call(sim, '/__sim/payments', {
				json: { balance_hid: id, user_id: SEED.paid.id, sum: 701, status: 'succeeded' },
			})
		).body;
		await post('/api-rest/balance/update', jwt, { payment_id: id, external_id: payment.id });
		expect(
			(await post('/api-rest/balance/confirm', jwt, { external_id: payment.id, source: 'gateway' }))
				.body,
		).toMatchObject({ code: 500 });
	});
});
