import type {
	IAuthenticateRuleResponseCode,
	IAuthenticateRuleResponseSuccessBody,
	ICredentialTestRequest,
	IDataObject,
} from 'n8n-workflow';
import { trimBaseUrl } from '../../../nodes/shared/transport/trimBaseUrl';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startRedirectFront } from './redirectServer';
import { SeoToolsAccountApi } from '../../../credentials/SeoToolsAccountApi.credentials';
import { SeoToolsApi } from '../../../credentials/SeoToolsApi.credentials';
import { SEED } from '../helpers';
import { useHarness } from './useHarness';

/**
 * Runs a credential's declarative test the way n8n's credential tester does (n8n 2.41's
 * credentials-tester.service): resolve the `={{$credentials...}}` expressions, send the request
 * (no redirect followed when it says `disableFollowRedirect`), then: an HTTP error status is
 * matched against the `responseCode` rules, a connection that failed answers with its error code,
 * and an answer is matched against the `responseSuccessBody` rules.
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
	let response: Response;
	try {
		response = await fetch(url, {
			method: request.method ?? 'GET',
			headers: body ? { 'content-type': 'application/json' } : {},
			body,
			redirect: request.disableFollowRedirect ? 'manual' : 'follow',
		});
	} catch (error) {
		return { ok: false, message: String((error as { cause?: { code?: string } }).cause?.code) };
	}
	const rules = (test.rules ?? []) as Array<
		IAuthenticateRuleResponseCode | IAuthenticateRuleResponseSuccessBody
	>;
	if (response.status < 200 || response.status > 299) {
		for (const rule of rules)
			if (rule.type === 'responseCode' && rule.properties.value === response.status)
				return { ok: false, message: rule.properties.message };
		return { ok: false, message: `Received HTTP status code: ${response.status}` };
	}
	const json = (await response.json()) as IDataObject;
	for (const rule of rules) {
		if (rule.type === 'responseSuccessBody' && json[rule.properties.key] === rule.properties.value)
			return { ok: false, message: rule.properties.message };
	}
	return { ok: true };
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

	it('a Base URL typed without a scheme is https:// in the credential test, as in the nodes', () => {
		for (const test of [new SeoToolsApi().test, new SeoToolsAccountApi().test]) {
			const resolve = (baseUrl: string) =>
				new Function('$credentials', `return (${String(test.request.baseURL).slice(3, -2)});`)({
					baseUrl,
				}) as string;
			for (const typed of [
				'seo-tools.example',
				' seo-tools.example:8443/ ',
				'https://seo-tools.example/',
				'http://127.0.0.1:8787',
			]) {
				expect(resolve(typed)).toBe(trimBaseUrl(typed));
			}
			expect(resolve('seo-tools.example/')).toBe('https://seo-tools.example');
		}
	});

	it.each([301, 302, 303, 307, 308] as const)(
		'a redirect (HTTP %s) to another host: no key or password sent there, a plain answer',
		async (status) => {
			const front = await startRedirectFront(h.sim.baseUrl);
			try {
				front.redirect({ status, to: 'other host', path: () => true });
				const keyTest = await runCredentialTest(new SeoToolsApi().test, {
					baseUrl: front.baseUrl,
					apiKey: SEED.paid.apiKey,
				});
				const accountTest = await runCredentialTest(new SeoToolsAccountApi().test, {
					baseUrl: front.baseUrl,
					email: SEED.paid.email,
					password: SEED.paid.password,
				});
				for (const answer of [keyTest, accountTest])
					expect(answer).toEqual({
						ok: false,
						message: expect.stringContaining(`redirects elsewhere (HTTP ${status})`),
					});
				expect(front.redirected).toHaveLength(2);
				expect(front.elsewhere).toEqual([]);
			} finally {
				await front.close();
			}
		},
	);

	it('a port where nothing listens answers with the connection error n8n reports', async () => {
		// A port just freed: fetch refuses to try the well-known low ones at all.
		const probe = createServer();
		await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
		const port = (probe.address() as AddressInfo).port;
		await new Promise<void>((resolve) => probe.close(() => resolve()));
		expect(
			await runCredentialTest(new SeoToolsApi().test, {
				baseUrl: `http://127.0.0.1:${port}`,
				apiKey: SEED.paid.apiKey,
			}),
		).toEqual({ ok: false, message: 'ECONNREFUSED' });
	});
});
