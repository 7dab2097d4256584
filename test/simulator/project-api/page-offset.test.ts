import type { Simulator } from '../../../simulator';
import { call, fillShopQueries, frozenSimulator, SEED } from '../helpers';

type Row = { id: string; group_id: string | null; frequency: string };

/**
 * The switch that makes queries/get answer as a service that does not honour its offset (spec
 * 4.4 says offset counts rows to skip): the same first page whatever the offset, that page with
 * a field changed on every read, or pages that start some rows before the offset asked.
 */
describe('project API: queries/get offset switch', () => {
	let sim: Simulator;
	afterEach(() => sim.close());

	const page = async (offset: number, limit = 100) =>
		(
			await call(sim, '/projects/api/v1/queries/get', {
				query: { token: SEED.paid.apiKey, project_id: SEED.projects.shop, offset, limit },
			})
		).body as Row[];
	const ids = (rows: Row[]) => rows.map((row) => Number(row.id));
	const range = (from: number, to: number) =>
		Array.from({ length: to - from }, (_, i) => 700_000 + from + i);

	const fill = () => fillShopQueries(sim, 250, 700_000);
	const control = (method: string, body?: unknown) =>
		call(sim, '/__sim/project-api/page-offset', { method: method as 'POST', json: body });

	it('honours the offset by default', async () => {
		sim = await frozenSimulator();
		fill();
		expect(ids(await page(100))).toEqual(range(100, 200));
		expect(await page(250)).toEqual([]);
	});

	it('ignored: the first page whatever the offset, with its limit', async () => {
		sim = await frozenSimulator({ queryOffset: 'ignored' });
		fill();
		expect(ids(await page(0))).toEqual(range(0, 100));
		expect(ids(await page(100))).toEqual(range(0, 100));
		expect(ids(await page(5000, 30))).toEqual(range(0, 30));
	});

	it('changing: the first page whatever the offset, its frequencies different on every read', async () => {
		sim = await frozenSimulator();
		fill();
		expect((await control('POST', { mode: 'changing' })).status).toBe(200);
		const first = await page(0);
		const second = await page(100);
		expect(ids(second)).toEqual(ids(first));
		expect(second[0].frequency).not.toBe(first[0].frequency);
		expect(second.every((row, i) => row.frequency !== first[i].frequency)).toBe(true);
	});

	it('overlap: a page from offset n > 0 starts the chosen number of rows earlier', async () => {
		sim = await frozenSimulator({ queryOffset: 'overlap' });
		fill();
		expect(ids(await page(0))).toEqual(range(0, 100));
		expect(ids(await page(100))).toEqual(range(90, 190)); // 10 rows unless told
		expect((await control('POST', { mode: 'overlap', overlap: 25 })).status).toBe(200);
		expect(ids(await page(100))).toEqual(range(75, 175));
		expect(ids(await page(260))).toEqual(range(235, 250));
	});

	it('the control refuses an unknown mode or overlap, shows the mode, and DELETE goes back', async () => {
		sim = await frozenSimulator({ queryOffset: 'ignored' });
		fill();
		expect((await control('POST', { mode: 'sometimes' })).status).toBe(400);
		expect((await control('POST', { mode: 'overlap', overlap: 0 })).status).toBe(400);
		await page(100);
		expect((await control('GET')).body).toMatchObject({ mode: 'ignored', reads: 1 });
		expect((await control('DELETE')).status).toBe(200);
		expect(ids(await page(100))).toEqual(range(100, 200));
	});
});
