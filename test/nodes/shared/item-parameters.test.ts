import { ProductHarness, SEED } from '../helpers';

/**
 * Parameters without an expression are resolved once per execution (utils/parameters.ts);
 * a parameter with one must still be resolved for every item.
 */
describe('parameters resolved once per execution unless they hold an expression', () => {
	let h: ProductHarness;
	beforeAll(async () => {
		h = await ProductHarness.start();
	});
	afterAll(() => h.stop());

	it('an expression gives each item its own value, a fixed value is the same for all', async () => {
		const periods = ['day', 'week', 'month', 'day', 'two_weeks', 'week'];
		const result = await h.run(
			{
				resource: 'uptime',
				operation: 'get',
				project: { __rl: true, mode: 'id', value: String(SEED.projects.shop) },
				period: '={{ $json.period }}',
				output: 'summary',
			},
			{ input: periods.map((period) => ({ period })) },
		);
		expect(result.status).toBe('success');
		expect(result.output.map((item) => item.json.period)).toEqual(periods);
		expect(result.output.map((item) => item.json.project_id)).toEqual(
			periods.map(() => String(SEED.projects.shop)),
		);
		const sent = h.received('/projects/api/v1/uptime/get').map((request) => request.query.period);
		expect([...sent].sort()).toEqual([...periods].sort());
	});
});
