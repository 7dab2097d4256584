import type { Simulator } from '../../../simulator';
import { call, fillShopQueries, frozenSimulator, SEED } from '../helpers';

/**
 * queries/get pages (docs/service/project-api.md#queries, docs/service/limits.md#project-api) and
 * the control that caps them below 50,000 rows.
 */
describe('project API: queries/get page size', () => {
	let sim: Simulator;
	afterEach(() => sim.close());

	const page = async (offset: number, limit?: number) =>
		(
			await call(sim, '/projects/api/v1/queries/get', {
				query: { token: SEED.paid.apiKey, project_id: SEED.projects.shop, offset, limit },
			})
		).body as unknown[];

	const fill = () => fillShopQueries(sim, 250, 900_000);

	it('serves up to 50,000 rows by default, limit 0 or none meaning 50,000', async () => {
		sim = await frozenSimulator();
		fill();
		expect(await page(0)).toHaveLength(250);
		expect(await page(0, 0)).toHaveLength(250);
		expect(await page(0, 60_000)).toHaveLength(250);
		expect(await page(240, 50)).toHaveLength(10);
	});

	it('a start option caps every page', async () => {
		sim = await frozenSimulator({ queryPageCap: 100 });
		fill();
		expect(await page(0)).toHaveLength(100);
		expect(await page(0, 30)).toHaveLength(30);
		expect(await page(200, 100)).toHaveLength(50);
		expect(await page(250)).toEqual([]);
	});

	it('the control route sets a cap that changes between requests, and lifts it', async () => {
		sim = await frozenSimulator();
		fill();
		const control = (method: string, body?: unknown) =>
			call(sim, '/__sim/project-api/page-cap', { method: method as 'POST', json: body });
		expect((await control('POST', { cap: [10, 3] })).status).toBe(200);
		expect(await page(0)).toHaveLength(10);
		expect(await page(10)).toHaveLength(3);
		expect(await page(13)).toHaveLength(10);
		expect((await control('POST', { cap: 0 })).status).toBe(400);
		expect((await control('DELETE')).status).toBe(200);
		expect(await page(0)).toHaveLength(250);
	});
});
