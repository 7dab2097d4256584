import type { IDataObject } from 'n8n-workflow';
import { SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';
import { firedBy, startTriggerServer, wrapped, type TriggerServer } from './triggerServer';

const list = `${SEED.projects.shop}, ${SEED.projects.blog}`;

describe('SEO Tools Trigger: Limits Running Low (simulator)', () => {
	const h = useHarness();

	async function forecast(id: number): Promise<number> {
		const answer = await fetch(
			`${h.sim.baseUrl}/projects/api/v1/project/limits-forecast?token=${SEED.paid.apiKey}&project_id=${id}`,
		);
		return Number(((await answer.json()) as { result: { limits: number } }).result.limits);
	}

	it('fires once when the forecast rises above the limits available, again only after it fell back', async () => {
		const before = (await forecast(SEED.projects.shop)) + (await forecast(SEED.projects.blog));
		const staticData: IDataObject = {};
		const params = {
			event: 'limitsRunningLow',
			watch: 'list',
			projectIds: list,
			limitsBudget: before,
		};
		expect(await h.poll(params, staticData)).toBeNull();
		// Uptime checks switched on for the blog: its forecast grows.
		h.sim.state.project(SEED.projects.blog)!.uptimeEnabled = true;
		h.newProcess();
		const fired = firedBy(await h.poll(params, staticData));
		expect(fired).toEqual([
			expect.objectContaining({ event: 'limitsRunningLow', budget_limits: before }),
		]);
		expect(fired[0].forecast_limits).toBeGreaterThan(before);
		expect(await h.poll(params, staticData)).toBeNull();
		h.sim.state.project(SEED.projects.blog)!.uptimeEnabled = false;
		expect(await h.poll(params, staticData)).toBeNull();
		h.sim.state.project(SEED.projects.blog)!.uptimeEnabled = true;
		expect(firedBy(await h.poll(params, staticData))).toHaveLength(1);
	});
});

describe('SEO Tools Trigger: Limits Running Low (independent server)', () => {
	const h = useHarness();
	let server: TriggerServer;
	const limits = new Map<string, unknown>();
	beforeAll(async () => {
		server = await startTriggerServer();
		// The figure as a string, and for one project bare instead of wrapped.
		server.serve('project/limits-forecast', (query) => {
			const id = String(query.get('project_id'));
			const record = { project_id: id, days: 30, limits: limits.get(id) };
			return id === '2' ? record : wrapped(record);
		});
	});
	afterAll(async () => {
		await server.close();
	});

	it('sums the projects’ forecasts in other forms; an unreadable figure is an error naming it', async () => {
		const staticData: IDataObject = {};
		const params = {
			event: 'limitsRunningLow',
			watch: 'list',
			projectIds: '1,2',
			limitsBudget: 500,
		};
		const poll = async () => firedBy(await h.poll(params, staticData, { baseUrl: server.url }));
		limits.set('1', '200');
		limits.set('2', 250);
		expect(await poll()).toEqual([]);
		limits.set('2', 301);
		expect(await poll()).toEqual([
			expect.objectContaining({
				forecast_limits: 501,
				short_by: 1,
				projects: [
					{ project_id: '1', limits: 200 },
					{ project_id: '2', limits: 301 },
				],
			}),
		]);
		// One project unreadable: nothing is decided (a partial sum could hide a rise).
		const fresh: IDataObject = {};
		limits.set('1', 'n/a');
		limits.set('2', 100);
		expect(firedBy(await h.poll(params, fresh, { baseUrl: server.url }))).toEqual([]);
		limits.set('1', 600);
		expect(firedBy(await h.poll(params, fresh, { baseUrl: server.url }))).toEqual([]); // its baseline
		limits.set('1', 'n/a');
		limits.set('2', null);
		await expect(h.poll(params, staticData, { baseUrl: server.url })).rejects.toThrow(
			/limits forecast of project 1 could not be read/,
		);
	});
});
