import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { expectNoSecrets } from '../helpers';
import { useHarness } from './useHarness';
import { runRefusedRedirect, SURFACES } from './redirectSurfaces';
import {
	startTlsRedirectFront,
	TEST_CERTIFICATE,
	type TlsRedirectFront,
} from './tlsRedirectServer';

/**
 * An https Base URL redirected to http on the same host and port is another origin
 * (docs/decisions/redirects-and-base-urls.md#redirects-never-carry-credentials-elsewhere), over real
 * TLS: the front (tlsRedirectServer.ts) serves the test certificate and answers plain http on the
 * same port, recording what it receives there. The node has no option to accept a self-signed
 * certificate; an n8n that must trust one is given it as a trusted certificate
 * (NODE_EXTRA_CA_CERTS), which these tests do for their own process while they run.
 */
describe('redirects over TLS: https never goes down to http', () => {
	const h = useHarness({}, { perTest: true });
	const trusted = getCACertificates('default');
	let front: TlsRedirectFront;
	beforeAll(() => setDefaultCACertificates([...trusted, TEST_CERTIFICATE]));
	afterAll(() => setDefaultCACertificates(trusted));
	beforeEach(async () => {
		front = await startTlsRedirectFront(h.sim.baseUrl);
	});
	afterEach(async () => {
		await front.close();
	});

	describe.each(SURFACES)('$name', (surface) => {
		it.each([301, 303, 307] as const)(
			'HTTP %s to http on the same host and port: nothing sent there, nothing carried out, the error names it',
			async (status) => {
				await surface.before?.(h, front.baseUrl);
				h.clear();
				front.redirect({ status, to: 'http, same host and port', path: surface.path });
				const error = await runRefusedRedirect(h, surface, front, () => front.overHttp);
				// The refresh falls back to a sign-in, which is not redirected: the run may go on.
				if (error !== undefined)
					expect(error).toContain(
						`HTTP ${status} to http://127.0.0.1:${new URL(front.baseUrl).port})`,
					);
			},
		);
	});

	it('follows a redirect to another path of the same https address: the charging call goes through once', async () => {
		const charging = SURFACES[0];
		front.redirect({ status: 307, to: 'https, same address, other path', path: charging.path });
		const result = await h.run(charging.parameters, { baseUrl: front.baseUrl });
		expect(result.status).toBe('success');
		expect(front.redirected).toHaveLength(1);
		expect(front.overHttp).toEqual([]);
		expect(h.received(charging.servicePath)).toHaveLength(1);
		expectNoSecrets(result.serialized());
	});
});
