import type { IDataObject } from 'n8n-workflow';
import { MINUTE } from '../../simulator';
import { ProductHarness, SEED } from './helpers';

const project = (id: number) => ({ __rl: true, mode: 'id', value: String(id) });
const shop = project(SEED.projects.shop);

describe('Project API operations', () => {
	let h: ProductHarness;
	beforeEach(async () => {
		h = await ProductHarness.start();
	});
	afterEach(() => h.stop());

	it('keeps ids as the service sends them (text) unless IDs as Numbers is on', async () => {
		const plain = await h.run({ resource: 'project', operation: 'get', project: shop });
		expect(plain.json('Node')[0].project_id).toBe('101');
		const numeric = await h.run({ resource: 'project', operation: 'get', project: shop, outputOptions: { idsAsNumbers: true } });
		expect(numeric.json('Node')[0].project_id).toBe(101);
		expect(typeof numeric.json('Node')[0].domain).toBe('string');
	});

	it('Run Position Check queues once and charges limits; an open update is reported plainly', async () => {
		const before = h.sim.state.accountById(SEED.paid.id)!.limits;
		const first = await h.run({ resource: 'project', operation: 'parse', project: shop });
		expect(first.json('Node')[0]).toMatchObject({ project_id: '101', queued: true, open_update: false });
		expect(h.sim.state.accountById(SEED.paid.id)!.limits).toBe(before - 60);
		const second = await h.run({ resource: 'project', operation: 'parse', project: shop });
		expect(second.json('Node')[0]).toMatchObject({ queued: false, open_update: true, open_update_started: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/) });
		expect(h.sim.state.accountById(SEED.paid.id)!.limits).toBe(before - 60);
		expect(h.received('/projects/api/v1/project/parse')).toHaveLength(2);
	});

	it('Pause and Resume change the project status', async () => {
		const paused = await h.run({ resource: 'project', operation: 'stop', project: shop });
		expect(paused.json('Node')[0]).toMatchObject({ paused: true, message: expect.any(String) });
		expect((await h.run({ resource: 'project', operation: 'get', project: shop })).json('Node')[0].status).toBe('0');
		await h.run({ resource: 'project', operation: 'start', project: shop });
		expect((await h.run({ resource: 'project', operation: 'get', project: shop })).json('Node')[0].status).toBe('1');
	});

	it('a read-only share cannot pause a project', async () => {
		const result = await h.run({ resource: 'project', operation: 'stop', project: project(SEED.projects.sharedRead) }, { continueOnFail: true });
		expect(String(result.output[0].json.error)).toMatch(/code 50/);
	});

	it('Get Traffic sends from, to, search system and grouping, one item per point', async () => {
		const result = await h.run({ resource: 'project', operation: 'traffic', project: shop, grouping: 'w', options: { from: '2026-10-01T00:00:00', to: '2026-10-31', ssId: 1 } });
		expect(h.received('/projects/api/v1/project/traffic')[0].query).toMatchObject({ from: '2026-10-01', to: '2026-10-31', ss_id: '1', grouping: 'w' });
		expect(result.json('Node')[0]).toEqual({ project_id: '101', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), value: expect.any(Number) });
		const noCounter = await h.run({ resource: 'project', operation: 'traffic', project: project(SEED.projects.blog), grouping: 'd' }, { continueOnFail: true });
		expect(String(noCounter.output[0].json.error)).toMatch(/counter/);
	});

	it('Get Limits Forecast returns the 30-day record', async () => {
		const result = await h.run({ resource: 'project', operation: 'limitsForecast', project: shop });
		expect(result.json('Node')[0]).toMatchObject({ project_id: 101, days: 30, limits: expect.any(Number) });
	});
});

describe('Audit operations', () => {
	let h: ProductHarness;
	beforeAll(async () => {
		h = await ProductHarness.start();
	});
	afterAll(() => h.stop());

	it('Get Full returns the audit object; Get Index Counts keeps NotIndex; 666 without fast-audit', async () => {
		expect((await h.run({ resource: 'audit', operation: 'get', project: shop })).json('Node')[0]).toHaveProperty('tools_dates');
		const pages = (await h.run({ resource: 'audit', operation: 'pages', project: shop })).json('Node')[0];
		expect(pages).toMatchObject({ index_se2: 'NotIndex', delta_se2: null, date: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/) });
		const missing = await h.run({ resource: 'audit', operation: 'pages', project: project(SEED.projects.blog) }, { continueOnFail: true });
		expect(String(missing.output[0].json.error)).toMatch(/code 666/);
		expect(String(missing.output[0].json.description)).toMatch(/enable the check/);
	});

	it('Get Summary gives one item per check', async () => {
		const rows = (await h.run({ resource: 'audit', operation: 'summary', project: shop })).json('Node');
		expect(rows.map((r) => r.ID).sort()).toEqual(['indexed-domains', 'server-response']);
		expect(rows.find((r) => r.ID === 'server-response')).toMatchObject({ warning: true, title: '' });
	});

	it('Get Robots.txt History: newest first, added/removed the right way round, closed URLs on request', async () => {
		const items = (await h.run({ resource: 'audit', operation: 'robots', project: shop, includeClosedUrls: true })).json('Node');
		expect(items).toHaveLength(3);
		expect(items[0]).toMatchObject({ is_latest: true, lines_added: ['Disallow: /search'], lines_removed: [], diff: '+ Disallow: /search', robots_warning: true });
		expect(items[2]).toMatchObject({ changed: false });
		expect((items[0].closed_urls as IDataObject[]).length).toBeGreaterThan(0);
	});

	it('Get Robots.txt Versions reads the robots.txt tool with a limit', async () => {
		const items = (await h.run({ resource: 'audit', operation: 'robotsVersions', project: shop, versions: 2 })).json('Node');
		expect(items).toHaveLength(2);
		expect(items[0]).toMatchObject({ domain: 'example-shop.ru', lines_added: ['Disallow: /search'] });
		expect(h.received('/projects/api/v1/service-robotstxt/get').at(-1)!.query).toMatchObject({ limit: '2' });
		const denied = await h.run({ resource: 'audit', operation: 'robotsVersions', project: shop, versions: 2 }, { apiKey: 'nope-nope', continueOnFail: true });
		expect(String(denied.output[0].json.error)).toMatch(/Access denied/);
	});
});

describe('SEO Tools Trigger: robots.txt, position checks, audit warnings', () => {
	let h: ProductHarness;
	beforeEach(async () => {
		h = await ProductHarness.start();
	});
	afterEach(() => h.stop());

	const control = (path: string, body: IDataObject = {}) =>
		fetch(`${h.sim.baseUrl}/__sim/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

	it('Robots.txt Changed: baseline, then each new version fires once with its diff', async () => {
		const staticData: IDataObject = {};
		const params = { event: 'robotsChanged', project: shop };
		expect(await h.poll(params, staticData)).toBeNull();
		expect(await h.poll(params, staticData)).toBeNull();
		h.sim.clock.advance(MINUTE);
		await control('projects/101/robots', { robots: 'User-agent: *\nDisallow: /admin\nDisallow: /search\nSitemap: https://example-shop.ru/sitemap.xml\n' });
		const fired = (await h.poll(params, staticData))![0].map((i) => i.json);
		expect(fired).toEqual([expect.objectContaining({ event: 'robotsChanged', lines_removed: ['Disallow: /cart'], lines_added: [] })]);
		expect(await h.poll(params, staticData)).toBeNull();
	});

	it('Position Check Finished: a new finished check fires once (account credential)', async () => {
		const staticData: IDataObject = {};
		const params = { event: 'positionCheckFinished', projectId: '101' };
		expect(await h.poll(params, staticData)).toBeNull();
		h.sim.clock.advance(24 * 60 * MINUTE);
		await h.run({ resource: 'project', operation: 'parse', project: shop });
		expect(await h.poll(params, staticData)).toBeNull(); // still running
		h.sim.clock.advance(31 * MINUTE);
		const fired = (await h.poll(params, staticData))![0].map((i) => i.json);
		expect(fired).toEqual([expect.objectContaining({ event: 'positionCheckFinished', project_id: '101', finished_date: expect.any(String) })]);
		expect(await h.poll(params, staticData)).toBeNull();
	});

	it('Audit Warning Raised: fires when a check turns to warning, once', async () => {
		const staticData: IDataObject = {};
		const params = { event: 'auditWarningRaised', project: shop };
		expect(await h.poll(params, staticData)).toBeNull(); // server-response already warns: baseline
		await control('projects/101/audit-warning', { check: 'indexed-domains', warning: true });
		expect((await h.poll(params, staticData))![0].map((i) => i.json)).toEqual([expect.objectContaining({ check: 'indexed-domains', warning: true })]);
		expect(await h.poll(params, staticData)).toBeNull();
		await control('projects/101/audit-warning', { check: 'indexed-domains', warning: false });
		expect(await h.poll(params, staticData)).toBeNull();
		await control('projects/101/audit-warning', { check: 'indexed-domains', warning: true });
		expect((await h.poll(params, staticData))![0]).toHaveLength(1);
	});
});
