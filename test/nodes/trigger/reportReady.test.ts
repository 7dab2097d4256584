import type { IDataObject } from 'n8n-workflow';
import { MINUTE } from '../../../simulator';
import { SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';
import { callToolParams, firedBy, startTriggerServer, type TriggerServer } from './triggerServer';

const shop = SEED.projects.shop;

describe('SEO Tools Trigger: Report Ready (simulator)', () => {
	const h = useHarness();

	it('a requested report fires once when it is ready, not while queued, once across a restart', async () => {
		const staticData: IDataObject = {};
		const params = { event: 'reportReady', watch: 'all' };
		expect(await h.poll(params, staticData)).toBeNull();
		const created = await h.run(
			callToolParams('create_report', { project_id: shop, period: 'week' }),
		);
		const reportId = String(created.output[0].json.report_id);
		expect(await h.poll(params, staticData)).toBeNull(); // queued
		h.sim.clock.advance(3 * MINUTE);
		h.newProcess();
		expect(firedBy(await h.poll(params, staticData))).toEqual([
			expect.objectContaining({
				event: 'reportReady',
				project_id: String(shop),
				report_id: reportId,
			}),
		]);
		expect(await h.poll(params, staticData)).toBeNull();
		const real = await h.poll(params, {}, { mode: 'manual' });
		expect(real![0][0].json).toMatchObject({ report_id: reportId });
	});
});

describe('SEO Tools Trigger: Report Ready (independent server)', () => {
	const h = useHarness();
	let server: TriggerServer;
	let reports: Array<Record<string, unknown>> = [];
	beforeAll(async () => {
		server = await startTriggerServer();
		server.offer([
			{
				name: 'list_reports',
				params: { project_id: 'integer', limit: 'integer' },
				answer: () => ({ data: { result: { items: reports, total: reports.length } } }),
			},
		]);
	});
	afterAll(async () => {
		await server.close();
	});

	it('reads `id` and `state` words of its own, fires once per report made ready', async () => {
		const staticData: IDataObject = {};
		const params = { event: 'reportReady', project: { __rl: true, mode: 'id', value: '3' } };
		const poll = async () => firedBy(await h.poll(params, staticData, { baseUrl: server.url }));
		reports = [{ id: 70, state: 'completed' }];
		expect(await poll()).toEqual([]);
		reports = [{ id: 71, state: 'pending' }, ...reports];
		expect(await poll()).toEqual([]);
		reports = [
			{ id: 71, state: 'Ready' },
			{ id: 70, state: 'completed' },
		];
		expect(await poll()).toEqual([expect.objectContaining({ report_id: '71', project_id: '3' })]);
		expect(await poll()).toEqual([]);
	});

	it('a report row without a status is an error naming what could not be read', async () => {
		reports = [{ id: 72 }];
		await expect(
			h.poll(
				{ event: 'reportReady', project: { __rl: true, mode: 'id', value: '3' } },
				{},
				{ baseUrl: server.url },
			),
		).rejects.toThrow(/report status could not be read/);
	});
});
