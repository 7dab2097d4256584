import { projectRef, SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';

const shop = projectRef(SEED.projects.shop);

describe('Project API operations', () => {
	const h = useHarness({}, { perTest: true });

	it('keeps ids as the service sends them (text) unless IDs as Numbers is on', async () => {
		const plain = await h.run({ resource: 'project', operation: 'get', project: shop });
		expect(plain.json('Node')[0].project_id).toBe('101');
		const numeric = await h.run({
			resource: 'project',
			operation: 'get',
			project: shop,
			outputOptions: { idsAsNumbers: true },
		});
		expect(numeric.json('Node')[0].project_id).toBe(101);
		expect(typeof numeric.json('Node')[0].domain).toBe('string');
	});

	it('Run Position Check queues once and charges limits; an open update is reported plainly', async () => {
		const before = h.sim.state.accountById(SEED.paid.id)!.limits;
		const first = await h.run({ resource: 'project', operation: 'parse', project: shop });
		expect(first.json('Node')[0]).toMatchObject({
			project_id: '101',
			queued: true,
			open_update: false,
		});
		expect(h.sim.state.accountById(SEED.paid.id)!.limits).toBe(before - 60);
		const second = await h.run({ resource: 'project', operation: 'parse', project: shop });
		expect(second.json('Node')[0]).toMatchObject({
			queued: false,
			open_update: true,
			open_update_started: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
		});
		expect(h.sim.state.accountById(SEED.paid.id)!.limits).toBe(before - 60);
		expect(h.received('/projects/api/v1/project/parse')).toHaveLength(2);
	});

	it('Pause and Resume change the project status', async () => {
		const paused = await h.run({ resource: 'project', operation: 'stop', project: shop });
		expect(paused.json('Node')[0]).toMatchObject({ paused: true, message: expect.any(String) });
		expect(
			(await h.run({ resource: 'project', operation: 'get', project: shop })).json('Node')[0]
				.status,
		).toBe('0');
		await h.run({ resource: 'project', operation: 'start', project: shop });
		expect(
			(await h.run({ resource: 'project', operation: 'get', project: shop })).json('Node')[0]
				.status,
		).toBe('1');
	});

	it('a read-only share cannot pause a project', async () => {
		const result = await h.run(
			{ resource: 'project', operation: 'stop', project: projectRef(SEED.projects.sharedRead) },
			{ continueOnFail: true },
		);
		expect(String(result.output[0].json.error)).toMatch(/code 50/);
	});

	it('Get Traffic sends from, to, search system and grouping, one item per point', async () => {
		const result = await h.run({
			resource: 'project',
			operation: 'traffic',
			project: shop,
			grouping: 'w',
			options: { from: '2026-10-01T00:00:00', to: '2026-10-31', ssId: 1 },
		});
		expect(h.received('/projects/api/v1/project/traffic')[0].query).toMatchObject({
			from: '2026-10-01',
			to: '2026-10-31',
			ss_id: '1',
			grouping: 'w',
		});
		expect(result.json('Node')[0]).toEqual({
			project_id: '101',
			date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
			value: expect.any(Number),
		});
		const noCounter = await h.run(
			{
				resource: 'project',
				operation: 'traffic',
				project: projectRef(SEED.projects.blog),
				grouping: 'd',
			},
			{ continueOnFail: true },
		);
		expect(String(noCounter.output[0].json.error)).toMatch(/counter/);
	});

	it('Get Limits Forecast returns the 30-day record', async () => {
		const result = await h.run({ resource: 'project', operation: 'limitsForecast', project: shop });
		expect(result.json('Node')[0]).toMatchObject({
			project_id: '101',
			days: 30,
			limits: expect.any(Number),
		});
	});
});
