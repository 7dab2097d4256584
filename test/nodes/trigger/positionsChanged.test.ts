import type { IDataObject } from 'n8n-workflow';
import { MINUTE } from '../../../simulator';
import { SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';
import { firedBy, startTriggerServer, type TriggerServer } from './triggerServer';

const shop = SEED.projects.shop;
const project = { __rl: true, mode: 'id', value: String(shop) };

describe('SEO Tools Trigger: Positions Changed (simulator)', () => {
	const h = useHarness();

	it('after a new check, one item per query that moved, once, nothing on the baseline', async () => {
		const staticData: IDataObject = {};
		const params = { event: 'positionsChanged', project, direction: 'both', minPlaces: 1, top: 0 };
		expect(await h.poll(params, staticData)).toBeNull();
		h.sim.clock.advance(24 * 60 * MINUTE);
		await h.run({ resource: 'project', operation: 'parse', project });
		expect(await h.poll(params, staticData)).toBeNull(); // still running
		h.sim.clock.advance(31 * MINUTE);
		h.newProcess();
		const fired = firedBy(await h.poll(params, staticData));
		expect(fired.length).toBeGreaterThan(0);
		for (const item of fired) {
			expect(item).toMatchObject({ event: 'positionsChanged', project_id: String(shop) });
			const { position_before: before, position_after: after } = item as {
				position_before: number | null;
				position_after: number | null;
			};
			expect(before).not.toEqual(after);
			expect(item.compared_to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
		}
		expect(await h.poll(params, staticData)).toBeNull();
	});
});

describe('SEO Tools Trigger: Positions Changed (independent server)', () => {
	const h = useHarness();
	let server: TriggerServer;
	let checks: unknown[] = [];
	beforeAll(async () => {
		server = await startTriggerServer();
		server.offer([
			{
				name: 'get_project_updates',
				params: { project_id: 'integer', offset: 'integer', limit: 'integer' },
				answer: () => ({ data: { items: checks } }),
			},
			{
				// Checks by id (the schema types from and to as integers), rows with names of its own.
				name: 'compare_positions',
				params: { project_id: 'integer', from: 'integer', to: 'integer', limit: 'integer' },
				answer: (args) => ({
					data:
						args.from === 11 && args.to === 12
							? [
									{ keyword: 'a', previous_position: 3, current_position: 14 },
									{ keyword: 'b', previous_position: 20, current_position: 8 },
									{ keyword: 'c', previous_position: 5, current_position: 6 },
									{ keyword: 'd', previous_position: 9, current_position: '-' },
								]
							: { error: `unexpected ${JSON.stringify(args)}` },
				}),
			},
		]);
	});
	afterAll(async () => {
		await server.close();
	});

	it('drops of at least N places and leaving the top N, compared by check id', async () => {
		const staticData: IDataObject = {};
		const params = {
			event: 'positionsChanged',
			project: { __rl: true, mode: 'id', value: '6' },
			direction: 'drops',
			minPlaces: 3,
			top: 10,
		};
		const poll = async () => firedBy(await h.poll(params, staticData, { baseUrl: server.url }));
		checks = [{ update_id: 11, started_at: '2031-03-01 06:00', finished_at: '2031-03-01 06:30' }];
		expect(await poll()).toEqual([]);
		checks = [
			{ update_id: 12, started_at: '2031-03-04 06:00', finished_at: '2031-03-04 06:30' },
			...checks,
		];
		const before = server.tools.calls.length;
		const fired = await poll();
		// README: one comparison per project with a new check, beside its list of checks.
		expect(server.tools.calls.slice(before).map((c) => c.name)).toEqual([
			'get_project_updates',
			'compare_positions',
		]);
		expect(fired.map((e) => [e.query, e.movements])).toEqual([
			['a', ['dropped', 'left_top']],
			['d', ['dropped', 'left_top']],
		]);
		expect(fired[0]).toMatchObject({ compared_from: '2031-03-01', compared_to: '2031-03-04' });
		expect(await poll()).toEqual([]);
	});
});
