import type { IDataObject } from 'n8n-workflow';
import { MINUTE } from '../../../simulator';
import { SeoToolsTrigger } from '../../../nodes/SeoTools/SeoToolsTrigger.node';
import { projectRef, SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';

const shop = projectRef(SEED.projects.shop);

describe('SEO Tools Trigger: robots.txt, position checks, audit warnings', () => {
	const h = useHarness({}, { perTest: true });

	const control = (path: string, body: IDataObject = {}) =>
		fetch(`${h.sim.baseUrl}/__sim/${path}`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(body),
		});

	it('Robots.txt Changed: baseline, then each new version fires once with its diff', async () => {
		const staticData: IDataObject = {};
		const params = { event: 'robotsChanged', project: shop };
		expect(await h.poll(params, staticData)).toBeNull();
		expect(await h.poll(params, staticData)).toBeNull();
		h.sim.clock.advance(MINUTE);
		await control('projects/101/robots', {
			robots:
				'User-agent: *\nDisallow: /admin\nDisallow: /search\nSitemap: https://example-shop.ru/sitemap.xml\n',
		});
		const fired = (await h.poll(params, staticData))![0].map((i) => i.json);
		expect(fired).toEqual([
			expect.objectContaining({
				event: 'robotsChanged',
				lines_removed: ['Disallow: /cart'],
				lines_added: [],
			}),
		]);
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
		expect(fired).toEqual([
			expect.objectContaining({
				event: 'positionCheckFinished',
				project_id: '101',
				finished_date: expect.any(String),
			}),
		]);
		expect(await h.poll(params, staticData)).toBeNull();
	});

	it('Position Check Finished: an update list it cannot read is an error, never "no check finished"', async () => {
		// A success whose data is not the documented list of projects (docs/service/rest-api.md).
		h.sim.faults.set({
			route: '/api-rest/projects/list',
			kind: 'reply',
			json: { status: 'success', code: 200, data: { projects: [] } },
		});
		try {
			await expect(h.poll({ event: 'positionCheckFinished', projectId: '' }, {})).rejects.toThrow(
				/Could not read the list of projects and their finished checks/,
			);
		} finally {
			h.sim.faults.clear();
		}
	});

	it('Position Check Finished: the project is picked from the list the account credential reads', async () => {
		const ctx = h.editorContext({ event: 'positionCheckFinished' }, 'account');
		const { results } = await new SeoToolsTrigger().methods.listSearch.searchProjects.call(ctx);
		expect(results.map((r) => r.value)).toEqual(expect.arrayContaining(['101', '102']));
		// The account's list, not the agent interface (which takes the API key).
		expect(h.sim.requests.some((r) => r.path === '/api-rest/projects/list')).toBe(true);

		const staticData: IDataObject = {};
		const picked = { __rl: true, mode: 'list', value: '101' };
		const params = { event: 'positionCheckFinished', projectId: picked };
		expect(await h.poll(params, staticData)).toBeNull();
		h.sim.clock.advance(24 * 60 * MINUTE);
		await h.run({ resource: 'project', operation: 'parse', project: shop });
		h.sim.clock.advance(31 * MINUTE);
		const fired = (await h.poll(params, staticData))![0].map((i) => i.json);
		expect(fired).toEqual([expect.objectContaining({ project_id: '101' })]);
	});

	it('Audit Warning Raised: fires when a check turns to warning, once', async () => {
		const staticData: IDataObject = {};
		const params = { event: 'auditWarningRaised', project: shop };
		expect(await h.poll(params, staticData)).toBeNull(); // server-response already warns: baseline
		await control('projects/101/audit-warning', { check: 'indexed-domains', warning: true });
		expect((await h.poll(params, staticData))![0].map((i) => i.json)).toEqual([
			expect.objectContaining({ check: 'indexed-domains', warning: true }),
		]);
		expect(await h.poll(params, staticData)).toBeNull();
		await control('projects/101/audit-warning', { check: 'indexed-domains', warning: false });
		expect(await h.poll(params, staticData)).toBeNull();
		await control('projects/101/audit-warning', { check: 'indexed-domains', warning: true });
		expect((await h.poll(params, staticData))![0]).toHaveLength(1);
	});
});
