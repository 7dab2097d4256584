import type { IDataObject } from 'n8n-workflow';
import { figures, type RedirectRow, type RefusalRow } from './report';
import {
	REDIRECT_STATUSES,
	retire,
	SEED,
	sent,
	shop,
	startHarness,
	startRedirectFront,
	startRefusalServer,
	type Target,
} from './runs';

/** One operation per surface that carries a credential, and the route it reaches. */
const SURFACES: Array<{ surface: string; parameters: IDataObject; route: string }> = [
	{
		surface: 'Project API (key in the query), Run Position Check',
		parameters: { resource: 'project', operation: 'parse', project: shop },
		route: '/projects/api/v1/project/parse',
	},
	{
		surface: 'Agent interface (Bearer key), Note → Create',
		parameters: { resource: 'note', operation: 'create', project: shop, text: 'n' },
		route: '/api/mcp',
	},
	{
		surface: 'REST sign-in (e-mail and password)',
		parameters: { resource: 'project', operation: 'getAll', returnAll: true },
		route: '/api-rest/user/auth',
	},
	{
		surface: 'REST (session token), Project → Get Many',
		parameters: { resource: 'project', operation: 'getAll', returnAll: true },
		route: '/api-rest/projects/list',
	},
	{
		surface: 'REST Account → Register (new e-mail and password)',
		parameters: {
			resource: 'account',
			operation: 'register',
			email: 'r@x.test',
			password: 'pw-12345',
		},
		route: '/api-rest/user/register',
	},
];
const TARGETS: Target[] = ['other host', 'other port'];

/** Every surface × redirect status × other address: what went there, what was carried out. */
export async function redirectRows(): Promise<RedirectRow[]> {
	const rows: RedirectRow[] = [];
	for (const { surface, parameters, route } of SURFACES) {
		const h = await startHarness();
		const front = await startRedirectFront(h.sim.baseUrl);
		try {
			for (const status of REDIRECT_STATUSES)
				for (const to of TARGETS) {
					h.clear();
					front.elsewhere.length = 0;
					front.redirect({ status, to, path: (p) => p === route });
					const result = await h.run(parameters, { baseUrl: front.baseUrl, continueOnFail: true });
					const error = String(result.items('Node')[0]?.json.error ?? '');
					rows.push({
						surface,
						redirect: `${status} to the ${to}`,
						elsewhere: front.elsewhere.length,
						carriedOut: sent(h, route),
						clearError: new RegExp(`HTTP ${status} to http://127\\.0\\.0\\.[12]:\\d+`).test(error),
					});
				}
		} finally {
			await front.close();
			await retire(h);
		}
	}
	figures.redirects.push(...rows);
	return rows;
}

/** 200 Run Position Check items against a server that refuses every other request. */
export async function halfRefusedRun(retryAfter: number | undefined): Promise<RefusalRow> {
	const items = 200;
	const server = await startRefusalServer({
		apiKey: SEED.paid.apiKey,
		refuseHalf: true,
		refusal: { contentType: 'text/plain', body: 'Too Many Requests', retryAfter },
	});
	const h = await startHarness();
	try {
		const input = Array.from({ length: items }, (_, n) => ({ id: 900 + n }));
		const result = await h.run(
			{
				resource: 'project',
				operation: 'parse',
				project: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
			},
			{ baseUrl: server.baseUrl, input, continueOnFail: true },
		);
		const done = result.items('Node').filter((item) => !item.json.error).length;
		const row: RefusalRow = {
			scenario: `Run Position Check, a 429 ${retryAfter === undefined ? 'without Retry-After' : `with Retry-After: ${retryAfter}`} for every other request`,
			items,
			lost: items - done,
			twice: [...server.checks.values()].filter((n) => n > 1).length,
			requests: server.received.length,
			refused: server.received.filter((r) => r.refused).length,
		};
		figures.refusals.push(row);
		return row;
	} finally {
		await server.close();
		await retire(h);
	}
}
