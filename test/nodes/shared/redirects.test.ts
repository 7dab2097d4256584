import { expectNoSecrets } from '../helpers';
import { useHarness } from './useHarness';
import { runRefusedRedirect, SURFACES } from './redirectSurfaces';
import {
	REDIRECT_STATUSES,
	startRedirectFront,
	type RedirectFront,
	type Target,
} from './redirectServer';

/**
 * A redirect never takes the key, a token, the e-mail or the password to another address, and
 * nothing is carried out there: on every surface, for every redirect status, to another host and
 * to another port (redirectServer.ts records what those addresses receive). Within the Base URL's
 * own address a redirect is followed and the call goes through once.
 */
const ELSEWHERE: Target[] = ['other host', 'other port'];

describe('redirects: credentials never leave the Base URL', () => {
	const h = useHarness({}, { perTest: true });
	let front: RedirectFront;
	beforeEach(async () => {
		front = await startRedirectFront(h.sim.baseUrl);
	});
	afterEach(async () => {
		await front.close();
	});

	describe.each(SURFACES)('$name', (surface) => {
		it.each(REDIRECT_STATUSES.flatMap((status) => ELSEWHERE.map((to) => ({ status, to }))))(
			'HTTP $status to the $to: nothing sent there, nothing carried out, the error names it',
			async ({ status, to }) => {
				await surface.before?.(h, front.baseUrl);
				h.clear();
				front.redirect({ status, to, path: surface.path });
				const error = await runRefusedRedirect(h, surface, front, () => front.elsewhere);
				// The refresh falls back to a sign-in, which is not redirected: the run may go on.
				if (error !== undefined)
					expect(error).toMatch(new RegExp(`HTTP ${status} to http://127\\.0\\.0\\.[12]:\\d+\\)`));
			},
		);
	});

	it.each([301, 302, 307, 308] as const)(
		'HTTP %s to another path of the same address is followed: the call goes through once',
		async (status) => {
			for (const surface of SURFACES.filter((s) => !s.before)) {
				h.clear();
				front.redirect({ status, to: 'same address, other path', path: surface.path, times: 1 });
				const result = await h.run(surface.parameters, { baseUrl: front.baseUrl });
				expect({ surface: surface.name, status: result.status }).toEqual({
					surface: surface.name,
					status: 'success',
				});
				expect(front.elsewhere).toEqual([]);
				expectNoSecrets(result.serialized());
				// The charging call reached the service once, at the address it was sent to.
				if (surface === SURFACES[0]) expect(h.received(surface.servicePath)).toHaveLength(1);
			}
		},
	);

	it('HTTP 303 within the same address is read there with GET, as RFC 9110 says', async () => {
		front.redirect({
			status: 303,
			to: 'same address, other path',
			path: (p) => p === '/api-rest/projects/list',
			times: 1,
		});
		await h.run(SURFACES[3].parameters, { baseUrl: front.baseUrl, continueOnFail: true });
		expect(front.elsewhere).toEqual([]);
		expect(h.received('/api-rest/projects/list').map((r) => r.method)).toEqual(['GET']);
	});
});
