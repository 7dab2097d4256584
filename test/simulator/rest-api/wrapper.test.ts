import { ALL_SURFACES, startSimulator, type Simulator } from '../../../simulator';
import { call, frozenSimulator, rawRequest, SEED } from '../helpers';

/**
 * docs/service/responses.md#rest-api: "HTTP status is always 200" and every REST method answers the
 * wrapper {status, message, code, data, dt}. Whatever the input, the answer keeps that shape.
 */
const WRAPPER_KEYS = ['code', 'data', 'dt', 'message', 'status'];

function expectWrapper(answer: { status: number; text: string }): {
	status: string;
	code: number;
	message: string;
	data: unknown;
} {
	expect(answer.status).toBe(200);
	const body = JSON.parse(answer.text);
	expect(Object.keys(body).sort()).toEqual(WRAPPER_KEYS);
	expect(typeof body.code).toBe('number');
	expect(typeof body.message).toBe('string');
	// status is `success` exactly when code is 200-299 (docs/service/responses.md#rest-api).
	expect(body.status).toBe(body.code >= 200 && body.code <= 299 ? 'success' : 'error');
	return body;
}

// docs/service/responses.md#rest-api
describe('REST API: the wrapper and HTTP 200 for any input', () => {
	let sim: Simulator;
	let jwt: string;
	beforeEach(async () => {
		sim = await frozenSimulator();
		jwt = (
			await call(sim, '/api-rest/user/auth', {
				json: { email: SEED.paid.email, password: SEED.paid.password },
			})
		).body.data.jwt_token;
	});
	afterEach(() => sim.close());

	const projectCount = async () =>
		(await call(sim, '/api-rest/projects/list', { json: {}, headers: { token: jwt } })).body.data
			.length as number;

	it.each([
		'exa mple.ru',
		'shop%.ru',
		'100%25.ru',
		'a%zz.ru',
		'site .ru',
		' spaced domain ',
		'bad_host!.ru',
		'[::1',
		'http://',
	])(
		'projects/add with domain %p answers the wrapper (code 404 Domain not found) and creates nothing',
		async (domain) => {
			const before = await projectCount();
			for (const debug of [undefined, 1]) {
				const json = await call(sim, '/api-rest/projects/add', {
					json: { domain, debug },
					headers: { token: jwt },
				});
				expect(expectWrapper(json)).toMatchObject({
					status: 'error',
					code: 404,
					message: 'Domain not found',
				});
				const form = await call(sim, '/api-rest/projects/add', {
					form: { domain },
					headers: { token: jwt },
				});
				expect(expectWrapper(form)).toMatchObject({ code: 404, message: 'Domain not found' });
			}
			for (const step of ['ss-list', 'get-words']) {
				const answer = await call(sim, `/api-rest/projects/${step}`, {
					json: { domain },
					headers: { token: jwt },
				});
				expect(expectWrapper(answer)).toMatchObject({ code: 404, message: 'Domain not found' });
			}
			expect(await projectCount()).toBe(before);
		},
	);

	it('projects/add still accepts an ordinary and an internationalised domain', async () => {
		for (const domain of [
			'fresh-site.ru',
			'https://www.fresh-shop.com/path?x=1',
			'пример-сайта.рф',
		]) {
			const answer = expectWrapper(
				await call(sim, '/api-rest/projects/add', { json: { domain }, headers: { token: jwt } }),
			);
			expect(answer).toMatchObject({
				status: 'success',
				code: 200,
				data: { project_id: expect.any(Number) },
			});
		}
	});

	const ODD_VALUES: unknown[] = [
		'exa mple.ru',
		'100%',
		'%zz',
		'',
		' ',
		null,
		0,
		-1,
		1e308,
		1.5,
		true,
		[],
		{},
		[null],
		[{}],
		{ a: { b: [1] } },
		'x'.repeat(20_000),
		'\u0000',
		'🙂',
		'0x65',
		'1e2',
	];
	const METHODS = [
		'user/auth',
		'user/refresh-token',
		'user/register',
		'projects/list',
		'projects/ss-list',
		'projects/get-words',
		'projects/add',
		'balance/add',
		'balance/update',
		'balance/confirm',
		'no/such-method',
		'user/delete',
	];
	const FIELDS = [
		'email',
		'password',
		'name',
		'username',
		'mobile_phone',
		'domain',
		'search-systems',
		'key-words',
		'debug',
		'sum',
		'payment_id',
		'external_id',
		'source',
	];

	it('every method answers the wrapper with HTTP 200 for odd values in JSON, form and query', async () => {
		for (const method of METHODS) {
			for (const value of ODD_VALUES) {
				const json = Object.fromEntries(FIELDS.map((f) => [f, value]));
				expectWrapper(await call(sim, `/api-rest/${method}`, { json, headers: { token: jwt } }));
				const text = typeof value === 'string' ? value : JSON.stringify(value);
				const form = Object.fromEntries(FIELDS.map((f) => [f, text]));
				expectWrapper(
					await call(sim, `/api-rest/${method}`, {
						form,
						headers: { token: jwt, 'refresh-token': encodeURIComponent(text).slice(0, 200) || '-' },
					}),
				);
				expectWrapper(
					await call(sim, `/api-rest/${method}`, {
						method: 'GET',
						query: { domain: text.slice(0, 500), sum: text.slice(0, 500) },
						headers: { token: jwt },
					}),
				);
			}
		}
	});

	it('a body that is not valid JSON, or JSON that is not an object, still gets the wrapper', async () => {
		for (const body of ['{"domain":', '[1,2,3]', '"text"', 'null', '\u0000\u0001']) {
			const answer = await call(sim, '/api-rest/projects/add', {
				method: 'POST',
				body,
				headers: { token: jwt, 'content-type': 'application/json' },
			});
			expectWrapper(answer);
		}
	});

	it('odd request targets (double slashes, bad percent escapes, a host-like start) get the wrapper', async () => {
		for (const path of [
			'//api-rest/projects/list',
			'/api-rest//projects/list',
			'//bad%host/api-rest/projects/list',
			'/api-rest/projects/%zz',
			'/api-rest/projects/list?domain=%zz&x',
		]) {
			const answer = await rawRequest(sim, {
				method: 'POST',
				path,
				headers: { token: jwt, 'content-type': 'application/json' },
				body: '{}',
			});
			if (path.startsWith('//bad%host')) {
				// Not under /api-rest/: any clean answer, but never the 413 of a body that was small.
				expect(answer.status).not.toBe(413);
				continue;
			}
			expectWrapper(answer);
		}
		const list = expectWrapper(
			await rawRequest(sim, {
				method: 'POST',
				path: '//api-rest/projects/list',
				headers: { token: jwt },
			}),
		);
		expect(list.code).toBe(200);
	});

	it('a handler that fails unexpectedly still answers the wrapper, code 500', async () => {
		const crashing = await startSimulator({
			clock: { frozen: true },
			surfaces: [
				...ALL_SURFACES,
				(router) =>
					router.any('/api-rest/test/crash', () => {
						throw new Error('boom');
					}),
			],
		});
		try {
			const answer = expectWrapper(await call(crashing, '/api-rest/test/crash', { json: {} }));
			expect(answer).toMatchObject({ status: 'error', code: 500 });
		} finally {
			await crashing.close();
		}
	});

	it.each(['PUT', 'DELETE', 'PATCH'] as const)(
		'%s is not handled as POST: the wrapper with code 405 and nothing changes',
		async (method) => {
			const before = await projectCount();
			const answer = await call(sim, '/api-rest/projects/add', {
				method,
				json: { domain: 'put-site.ru' },
				headers: { token: jwt },
			});
			expect(expectWrapper(answer)).toMatchObject({ status: 'error', code: 405, data: null });
			expect(answer.text).toMatch(/GET, POST/);
			expect(await projectCount()).toBe(before);
			const balance = await call(sim, '/api-rest/balance/add', {
				method,
				json: { sum: 10 },
				headers: { token: jwt },
			});
			expect(expectWrapper(balance).code).toBe(405);
		},
	);

	// docs/service/rest-api.md#calling-convention
	it('GET still reads the body and the query string (GET and POST are both accepted)', async () => {
		const answer = await call(sim, '/api-rest/projects/ss-list', {
			method: 'GET',
			query: { domain: 'shop.kz' },
			headers: { token: jwt },
		});
		expect(expectWrapper(answer)).toMatchObject({ code: 200 });
	});

	it('a body over 64 MiB gets an answer, not a connection reset: the wrapper with code 413', async () => {
		const body = Buffer.alloc(64 * 1024 * 1024 + 1, 0x61);
		const answer = await rawRequest(sim, {
			method: 'POST',
			path: '/api-rest/projects/add',
			headers: { token: jwt, 'content-type': 'application/octet-stream' },
			body,
		});
		expect(expectWrapper(answer)).toMatchObject({ status: 'error', code: 413 });
		expect(answer.headers.connection).toBe('close');
		// The simulator still answers afterwards.
		expect(
			expectWrapper(
				await call(sim, '/api-rest/projects/list', { json: {}, headers: { token: jwt } }),
			).code,
		).toBe(200);
	});
});
