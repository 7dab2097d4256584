import type { IDataObject } from 'n8n-workflow';
import { projectRef, SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';

const shop = projectRef(SEED.projects.shop);

describe('Audit operations', () => {
	const h = useHarness();

	it('Get Full returns the audit object; Get Index Counts keeps NotIndex; 666 without fast-audit', async () => {
		expect(
			(await h.run({ resource: 'audit', operation: 'get', project: shop })).json('Node')[0],
		).toHaveProperty('tools_dates');
		const pages = (await h.run({ resource: 'audit', operation: 'pages', project: shop })).json(
			'Node',
		)[0];
		expect(pages).toMatchObject({
			index_se2: 'NotIndex',
			delta_se2: null,
			date: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/),
		});
		const missing = await h.run(
			{ resource: 'audit', operation: 'pages', project: projectRef(SEED.projects.blog) },
			{ continueOnFail: true },
		);
		expect(String(missing.output[0].json.error)).toMatch(/code 666/);
		expect(String(missing.output[0].json.description)).toMatch(/enable the check/);
	});

	it('Get Summary gives one item per check', async () => {
		const rows = (await h.run({ resource: 'audit', operation: 'summary', project: shop })).json(
			'Node',
		);
		expect(rows.map((r) => r.ID).sort()).toEqual(['indexed-domains', 'server-response']);
		expect(rows.find((r) => r.ID === 'server-response')).toMatchObject({
			warning: true,
			title: '',
		});
	});

	it('Get Robots.txt History: newest first, added/removed the right way round, closed URLs on request', async () => {
		const items = (
			await h.run({
				resource: 'audit',
				operation: 'robots',
				project: shop,
				includeClosedUrls: true,
			})
		).json('Node');
		expect(items).toHaveLength(3);
		expect(items[0]).toMatchObject({
			is_latest: true,
			lines_added: ['Disallow: /search'],
			lines_removed: [],
			diff: '+ Disallow: /search',
			robots_warning: true,
		});
		expect(items[2]).toMatchObject({ changed: false });
		expect((items[0].closed_urls as IDataObject[]).length).toBeGreaterThan(0);
	});

	it('Get Robots.txt Versions reads the robots.txt tool with a limit', async () => {
		const items = (
			await h.run({ resource: 'audit', operation: 'robotsVersions', project: shop, versions: 2 })
		).json('Node');
		expect(items).toHaveLength(2);
		expect(items[0]).toMatchObject({
			domain: 'example-shop.ru',
			lines_added: ['Disallow: /search'],
		});
		expect(h.received('/projects/api/v1/service-robotstxt/get').at(-1)!.query).toMatchObject({
			limit: '2',
		});
		const denied = await h.run(
			{ resource: 'audit', operation: 'robotsVersions', project: shop, versions: 2 },
			{ apiKey: 'nope-nope', continueOnFail: true },
		);
		expect(String(denied.output[0].json.error)).toMatch(/Access denied/);
	});
});
