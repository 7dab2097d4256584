import { projectRef, SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';

describe('Uptime → Get through the engine', () => {
	const h = useHarness({}, { clear: true });

	it('returns one item per hourly interval', async () => {
		const result = await h.run({
			resource: 'uptime',
			operation: 'get',
			project: projectRef(SEED.projects.shop),
			period: 'day',
			output: 'intervals',
		});
		expect(result.output).toHaveLength(24);
		expect(result.output[0].json).toEqual(
			expect.objectContaining({
				project_id: '101',
				period: 'day',
				date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:00$/),
			}),
		);
		expect(h.received('/projects/api/v1/uptime/get')[0].query).toMatchObject({
			period: 'day',
			project_id: '101',
		});
	});

	it('summarizes uptime per project', async () => {
		const result = await h.run({
			resource: 'uptime',
			operation: 'get',
			project: projectRef(SEED.projects.shop),
			period: 'quarter',
			output: 'summary',
		});
		const [summary] = result.json('Node');
		expect(summary).toMatchObject({
			project_id: '101',
			period: 'quarter',
			intervals: 90,
			missing_intervals: 0,
		});
		expect(summary.mean_percent).toBeGreaterThan(90);
		expect(summary.bot_blocked_intervals).toBeGreaterThanOrEqual(1);
		const blank = await h.run({
			resource: 'uptime',
			operation: 'get',
			project: projectRef(SEED.projects.blog),
			period: 'week',
			output: 'summary',
		});
		expect(blank.json('Node')[0]).toMatchObject({
			checked_intervals: 0,
			missing_intervals: 7,
			mean_percent: null,
		});
		expect(blank.run.data.resultData.runData.Node[0].hints).toEqual([
			expect.objectContaining({
				message: expect.stringMatching(/no uptime checks/),
				type: 'warning',
			}),
		]);
	});
});
