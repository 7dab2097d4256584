import type { IDataObject } from 'n8n-workflow';
import { HOUR } from '../../../simulator';
import { expectNoSecrets, generateVideo, type ProductHarness } from '../helpers';
import { projectOperation } from './projectOperation';

/**
 * The requests a redirect must not take elsewhere, one per surface and kind of secret: what
 * redirects.test.ts and redirects.tls.test.ts have their fronts redirect.
 */
export interface Surface {
	name: string;
	parameters: IDataObject;
	/** The requests the front redirects. */
	path: (path: string) => boolean;
	/** What the simulator receives when the call goes through. */
	servicePath: string;
	/** A first run that goes through, then the clock moves on (the refresh case). */
	before?: (h: ProductHarness, baseUrl: string) => Promise<void>;
}

const shop = projectOperation('project');
export const SURFACES: Surface[] = [
	{
		name: 'Project API, Project → Run Position Check (charging, key in the query)',
		parameters: shop('parse'),
		path: (p) => p === '/projects/api/v1/project/parse',
		servicePath: '/projects/api/v1/project/parse',
	},
	{
		name: 'Tools API, Video → Generate (key in the query)',
		parameters: generateVideo({ prompt: 'кот' }),
		path: (p) => p === '/api/aivideo',
		servicePath: '/api/aivideo',
	},
	{
		name: 'Agent interface, Note → Create (key as Bearer)',
		parameters: projectOperation('note')('create', { text: 'redirected note' }),
		path: (p) => p === '/api/mcp',
		servicePath: '/api/mcp',
	},
	{
		name: 'REST, Project → Get Many (session token)',
		parameters: { resource: 'project', operation: 'getAll', returnAll: true },
		path: (p) => p === '/api-rest/projects/list',
		servicePath: '/api-rest/projects/list',
	},
	{
		name: 'REST sign-in (e-mail and password in the body)',
		parameters: { resource: 'project', operation: 'getAll', returnAll: true },
		path: (p) => p === '/api-rest/user/auth',
		servicePath: '/api-rest/user/auth',
	},
	{
		name: 'REST refresh (refresh token)',
		parameters: { resource: 'project', operation: 'getAll', returnAll: true },
		path: (p) => p === '/api-rest/user/refresh-token',
		servicePath: '/api-rest/user/refresh-token',
		before: async (h, baseUrl) => {
			expect((await h.run({ resource: 'project', operation: 'getAll' }, { baseUrl })).status).toBe(
				'success',
			);
			h.sim.clock.advance(2 * HOUR);
		},
	},
	{
		name: 'Account → Register (new e-mail and password in the body)',
		parameters: {
			resource: 'account',
			operation: 'register',
			email: 'moved@x.test',
			password: 'moved-pw-secret-1',
		},
		path: (p) => p === '/api-rest/user/register',
		servicePath: '/api-rest/user/register',
	},
];

/**
 * Runs `surface` against a front set to redirect it, and checks what every refused redirect must
 * hold: the front redirected, nothing reached the address it named (`sentThere`), nothing was
 * carried out at the service, no secret in the run. Returns the error the item or node gave, or
 * undefined for the refresh case, whose sign-in is not redirected and may let the run go on.
 */
export async function runRefusedRedirect(
	h: ProductHarness,
	surface: Surface,
	front: { baseUrl: string; redirected: unknown[] },
	sentThere: () => unknown[],
): Promise<string | undefined> {
	const result = await h.run(surface.parameters, { baseUrl: front.baseUrl, continueOnFail: true });
	expect(front.redirected.length).toBeGreaterThan(0);
	expect(sentThere()).toEqual([]);
	expect(h.received(surface.servicePath)).toEqual([]);
	const text = result.serialized();
	expectNoSecrets(text);
	expect(text).not.toContain('moved-pw-secret-1');
	if (surface.before) return undefined;
	return String(result.output[0]?.json.error ?? result.error('Node')?.message);
}
