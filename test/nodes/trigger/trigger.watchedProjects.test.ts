import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IDataObject } from 'n8n-workflow';
import { MINUTE } from '../../../simulator';
import { ProductHarness, SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';
import { startTriggerServer, wrapped, type TriggerServer } from './triggerServer';

const events = (result: Awaited<ReturnType<ProductHarness['poll']>>) =>
	result === null ? [] : result[0].map((i) => i.json);

/** The README's Triggers table: event name → its "Requests per poll" cell. */
function readmeCost(event: string): string {
	const readme = readFileSync(join(__dirname, '../../../README.md'), 'utf8');
	const row = readme.split('\n').find((line) => line.startsWith(`| ${event} |`));
	if (!row) throw new Error(`README has no Triggers row for ${event}`);
	const cells = row.split('|').map((c) => c.trim());
	return cells[cells.length - 2];
}

describe('SEO Tools Trigger: one, chosen or all projects (simulator)', () => {
	const h = useHarness({}, { perTest: true });

	const control = (path: string, body: IDataObject = {}) =>
		fetch(`${h.sim.baseUrl}/__sim/${path}`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(body),
		});

	it('All Projects picks up a project created after activation, and each item names its project', async () => {
		const staticData: IDataObject = {};
		const params = { event: 'robotsChanged', watch: 'all' };
		expect(await h.poll(params, staticData)).toBeNull();
		const created = await h.run({
			resource: 'agent',
			operation: 'callTool',
			tool: { __rl: true, mode: 'name', value: 'create_project' },
			argumentsMode: 'json',
			argumentsJson: JSON.stringify({ domain: 'new-site.example', name: 'New site' }),
		});
		const newId = String(
			(created.output[0].json.project_id ?? (created.output[0].json as IDataObject).id) as number,
		);
		// The poll after it appears sets its baseline (its first robots.txt is not a change).
		await control(`projects/${newId}/robots`, { robots: 'User-agent: *\nDisallow:\n' });
		expect(await h.poll(params, staticData)).toBeNull();
		h.sim.clock.advance(MINUTE);
		await control(`projects/${newId}/robots`, { robots: 'User-agent: *\nDisallow: /tmp\n' });
		await control(`projects/${SEED.projects.shop}/robots`, { robots: 'User-agent: *\n' });
		const fired = events(await h.poll(params, staticData));
		expect(fired.map((e) => e.project_id).sort()).toEqual(
			[String(SEED.projects.shop), newId].sort(),
		);
		expect(await h.poll(params, staticData)).toBeNull();
	});

	it('Chosen Projects watches only the projects listed', async () => {
		const staticData: IDataObject = {};
		const params = {
			event: 'auditWarningRaised',
			watch: 'list',
			projectIds: `${SEED.projects.shop}`,
		};
		expect(await h.poll(params, staticData)).toBeNull();
		await control(`projects/${SEED.projects.shop}/audit-warning`, {
			check: 'indexed-domains',
			warning: true,
		});
		await control(`projects/${SEED.projects.blog}/audit-warning`, {
			check: 'indexed-domains',
			warning: true,
		});
		expect(events(await h.poll(params, staticData))).toEqual([
			expect.objectContaining({ project_id: String(SEED.projects.shop), check: 'indexed-domains' }),
		]);
	});

	it('Project IDs that are not IDs are an error naming the field, before any request', async () => {
		h.clear();
		await expect(
			h.poll({ event: 'robotsChanged', watch: 'list', projectIds: '101, shop' }, {}),
		).rejects.toThrow('Project IDs: "shop" is not a project ID');
		expect(h.sim.requests.filter((r) => !r.path.startsWith('/__sim'))).toHaveLength(0);
	});

	it('Position Check Finished with the API key (get_project_updates), once per check', async () => {
		const staticData: IDataObject = {};
		const params = {
			event: 'positionCheckFinished',
			credentialKind: 'apiKey',
			watch: 'list',
			projectIds: String(SEED.projects.shop),
		};
		expect(await h.poll(params, staticData)).toBeNull();
		h.sim.clock.advance(24 * 60 * MINUTE);
		await h.run({
			resource: 'project',
			operation: 'parse',
			project: { __rl: true, mode: 'id', value: String(SEED.projects.shop) },
		});
		expect(await h.poll(params, staticData)).toBeNull(); // still running
		h.sim.clock.advance(31 * MINUTE);
		h.clear();
		const fired = events(await h.poll(params, staticData));
		expect(fired).toEqual([
			expect.objectContaining({
				event: 'positionCheckFinished',
				project_id: String(SEED.projects.shop),
				finished_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
				previous_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
			}),
		]);
		// The account's REST API was not used.
		expect(h.sim.requests.some((r) => r.path.startsWith('/api-rest/'))).toBe(false);
		expect(await h.poll(params, staticData)).toBeNull();
		h.newProcess();
		expect(await h.poll(params, staticData)).toBeNull();
	});

	it('README states Position Check Finished’s requests per poll with the account credential', async () => {
		const counts: number[] = [];
		const chosen = [SEED.projects.shop, SEED.projects.blog].join(',');
		for (const watch of [
			{ watch: 'one', projectId: String(SEED.projects.shop) },
			{ watch: 'list', projectIds: chosen },
			{ watch: 'all' },
		]) {
			const staticData: IDataObject = {};
			const params = { event: 'positionCheckFinished', credentialKind: 'account', ...watch };
			await h.poll(params, staticData);
			h.clear();
			await h.poll(params, staticData);
			counts.push(h.sim.requests.filter((r) => !r.path.startsWith('/__sim')).length);
		}
		expect(readmeCost('Position Check Finished')).toBe(counts.join(' · '));
	});
});

/**
 * Another server's reading: list_projects in pages of its own with other field names
 * (`project_id`, `title`), get_project_updates with `started_at`/`finished_at`, and one project
 * whose reads fail.
 */
describe('SEO Tools Trigger: one, chosen or all projects (independent server)', () => {
	const h = useHarness();
	let server: TriggerServer;
	let projects: number[] = [];
	const warnings = new Map<number, boolean>();
	beforeAll(async () => {
		server = await startTriggerServer();
		server.offer([
			{
				name: 'list_projects',
				form: 'text',
				answer: () => ({
					data: {
						items: projects.map((id) => ({ project_id: id, title: `Site ${id}` })),
						total: projects.length,
					},
				}),
			},
			{ name: 'get_check_state', answer: () => ({ data: { checks: [] } }) },
			{ name: 'list_reports', answer: () => ({ data: [{ report_id: 1, status: 'done' }] }) },
			{ name: 'get_recommendations', answer: () => ({ data: [{ task_id: 1, status: 'new' }] }) },
			{ name: 'list_semantics_tasks', answer: () => ({ data: [] }) },
			{
				name: 'get_project_updates',
				params: { project_id: 'integer', offset: 'integer', limit: 'integer' },
				answer: (args) => ({
					data: {
						checks: [
							{
								check_id: Number(args.project_id) * 10 + 2,
								started_at: '2031-03-04 06:00',
								finished_at: null,
							},
							{
								check_id: Number(args.project_id) * 10 + 1,
								started_at: '2031-03-01 06:00',
								finished_at: '2031-03-01 06:40',
							},
						],
					},
				}),
			},
		]);
		server.serve('project/limits-forecast', () => wrapped({ days: 30, limits: 10 }));
		server.serve('audit/getsummary', (query) => {
			const id = Number(query.get('project_id'));
			if (id === 2) return { status: 'error', code: 500, msg: 'Internal error' };
			return [{ ID: 'server-response', warning: warnings.get(id) === true, date: '01.03.2031' }];
		});
		server.serve('audit/robots', () =>
			wrapped({ robots_warning: false, robots_txt: [], robots_compare: {} }),
		);
		server.serve('uptime/get', () =>
			wrapped([{ date: '2031-03-01 06:00', percent: 100, bot_blocked: false }]),
		);
	});
	afterAll(async () => {
		await server.close();
	});

	const poll = async (params: IDataObject, data: IDataObject) =>
		events(await h.poll(params, data, { baseUrl: server.url }));

	it('a project that fails to read does not hide the others’ events', async () => {
		projects = [1, 2, 3];
		const staticData: IDataObject = {};
		const params = { event: 'auditWarningRaised', watch: 'all' };
		expect(await poll(params, staticData)).toEqual([]);
		warnings.set(1, true);
		warnings.set(3, true);
		expect((await poll(params, staticData)).map((e) => e.project_id)).toEqual(['1', '3']);
		expect(await poll(params, staticData)).toEqual([]);
	});

	it('every project failing is an error, not an empty poll', async () => {
		await expect(
			h.poll(
				{ event: 'auditWarningRaised', watch: 'list', projectIds: '2' },
				{},
				{ baseUrl: server.url },
			),
		).rejects.toThrow(/Internal error/);
	});

	it('Position Check Finished with the API key reads only ended checks', async () => {
		projects = [4];
		const result = await h.poll(
			{ event: 'positionCheckFinishedApiKey', watch: 'all' },
			{},
			{ baseUrl: server.url, mode: 'manual' },
		);
		expect(result![0][0].json).toMatchObject({ project_id: '4', finished_date: '2031-03-01' });
	});

	/** Requests one poll sends, after the baseline poll. */
	async function requestsPerPoll(params: IDataObject): Promise<number> {
		const staticData: IDataObject = {};
		await poll(params, staticData);
		const before = server.requests.length + server.tools.calls.length;
		await poll(params, staticData);
		return server.requests.length + server.tools.calls.length - before;
	}

	it.each([
		['Robots.txt Changed', { event: 'robotsChanged' }],
		['Uptime Dropped', { event: 'uptimeDropped' }],
		['Uptime Recovered', { event: 'uptimeRecovered' }],
		['Audit Warning Raised', { event: 'auditWarningRaised' }],
		['Check Finished', { event: 'checkFinished' }],
		['Recommendation Created or Changed', { event: 'recommendationChanged' }],
		['Report Ready', { event: 'reportReady' }],
		['Limits Running Low', { event: 'limitsRunningLow', limitsBudget: 100000 }],
	])('README states %s’s requests per poll for 1, 10 and 100 projects', async (name, params) => {
		projects = Array.from({ length: 100 }, (_, i) => 1001 + i);
		const one = await requestsPerPoll({
			...params,
			watch: 'one',
			project: { __rl: true, mode: 'id', value: '1001' },
		});
		const ten = await requestsPerPoll({
			...params,
			watch: 'list',
			projectIds: projects.slice(0, 10).join(','),
		});
		const all = await requestsPerPoll({ ...params, watch: 'all' });
		expect(readmeCost(name)).toBe(`${one} · ${ten} · ${all}`);
	});

	it('README states Positions Changed’s requests per poll (no new check) and the account-wide events’', async () => {
		projects = Array.from({ length: 100 }, (_, i) => 1001 + i);
		const params = { event: 'positionsChanged' };
		const one = await requestsPerPoll({
			...params,
			watch: 'one',
			project: { __rl: true, mode: 'id', value: '1001' },
		});
		const ten = await requestsPerPoll({
			...params,
			watch: 'list',
			projectIds: projects.slice(0, 10).join(','),
		});
		const all = await requestsPerPoll({ ...params, watch: 'all' });
		expect(readmeCost('Positions Changed')).toMatch(
			new RegExp(`^${one} · ${ten} · ${all}, plus one comparison per project with a new check`),
		);
		expect(readmeCost('New Project')).toBe(String(await requestsPerPoll({ event: 'newProject' })));
		expect(readmeCost('Semantics Step Finished')).toMatch(
			new RegExp(`^${await requestsPerPoll({ event: 'semanticsStepFinished' })} `),
		);
	});

	it('README states Position Check Finished’s requests per poll with the API key', async () => {
		projects = Array.from({ length: 100 }, (_, i) => 1001 + i);
		const params = { event: 'positionCheckFinishedApiKey' };
		const one = await requestsPerPoll({ ...params, watch: 'one', projectId: '1001' });
		const ten = await requestsPerPoll({
			...params,
			watch: 'list',
			projectIds: projects.slice(0, 10).join(','),
		});
		const all = await requestsPerPoll({ ...params, watch: 'all' });
		expect(readmeCost('Position Check Finished (API Key)')).toBe(`${one} · ${ten} · ${all}`);
	});
});
