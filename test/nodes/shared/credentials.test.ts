import type { ICredentialTestRequest, IDataObject } from 'n8n-workflow';
import { SeoToolsAccountApi } from '../../../credentials/SeoToolsAccountApi.credentials';
import { SeoToolsApi } from '../../../credentials/SeoToolsApi.credentials';
import { SEED } from '../helpers';
import { useHarness } from './useHarness';

/**
 * Runs a credential's declarative test the way n8n's credential tester does: resolve the
 * `={{$credentials...}}` expressions, send the request, apply the `responseSuccessBody` rules.
 */
async function runCredentialTest(
	test: ICredentialTestRequest,
	credentials: IDataObject,
): Promise<{ ok: boolean; message?: string }> {
	const resolve = (value: unknown): unknown => {
		if (typeof value !== 'string' || !value.startsWith('={{')) return value;
		return new Function('$credentials', `return (${value.slice(3, -2)});`)(credentials);
	};
	const request = test.request;
	const url = new URL(String(resolve(request.url)), `${String(resolve(request.baseURL))}/`);
	for (const [key, value] of Object.entries(request.qs ?? {}))
		url.searchParams.set(key, String(resolve(value)));
	const body = request.body
		? JSON.stringify(
				Object.fromEntries(
					Object.entries(request.body as IDataObject).map(([k, v]) => [k, resolve(v)]),
				),
			)
		: undefined;
	const response = await fetch(url, {
		method: request.method ?? 'GET',
		headers: body ? { 'content-type': 'application/json' } : {},
		body,
	});
	const json = (await response.json()) as IDataObject;
	for (const rule of test.rules ?? []) {
		if (rule.type === 'responseSuccessBody' && json[rule.properties.key] === rule.properties.value)
			return { ok: false, message: rule.properties.message };
	}
	return { ok: response.ok };
}

describe('credential tests', () => {
	const h = useHarness();

	it('API key: passes with the seeded key, fails clearly on an Access denied body', async () => {
		const test = new SeoToolsApi().test;
		expect(
			await runCredentialTest(test, { baseUrl: `${h.sim.baseUrl}/`, apiKey: SEED.paid.apiKey }),
		).toEqual({ ok: true });
		expect(await runCredentialTest(test, { baseUrl: h.sim.baseUrl, apiKey: 'wrong' })).toEqual({
			ok: false,
			message: expect.stringMatching(/Access denied/),
		});
		expect(h.received('/api/aivideo').at(-1)!.query).toMatchObject({ models: '1', key: 'wrong' });
	});

	it('Account: passes with the seeded login, fails on a wrong password', async () => {
		const test = new SeoToolsAccountApi().test;
		expect(
			await runCredentialTest(test, {
				baseUrl: h.sim.baseUrl,
				email: SEED.paid.email,
				password: SEED.paid.password,
			}),
		).toEqual({ ok: true });
		expect(
			await runCredentialTest(test, {
				baseUrl: h.sim.baseUrl,
				email: SEED.paid.email,
				password: 'nope',
			}),
		).toEqual({ ok: false, message: expect.any(String) });
	});

	it('the API key goes where each surface expects it', async () => {
		const authenticate = new SeoToolsApi().authenticate as (
			c: IDataObject,
			r: { url: string; qs?: IDataObject; headers?: IDataObject },
		) => Promise<{ qs?: IDataObject; headers?: IDataObject }>;
		const creds = { apiKey: 'k-123' };
		expect((await authenticate(creds, { url: 'http://x/projects/api/v1/project/get' })).qs).toEqual(
			{ token: 'k-123' },
		);
		expect((await authenticate(creds, { url: 'http://x/api/aivideo' })).qs).toEqual({
			key: 'k-123',
		});
		expect((await authenticate(creds, { url: 'http://x/api/mcp' })).headers).toEqual({
			Authorization: 'Bearer k-123',
		});
	});
});
