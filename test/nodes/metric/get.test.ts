import { AGENT_CATALOG_PROFILES } from '../../../simulator';
import { projectRef, SEED, toolCallsOf } from '../helpers';
import { useToolServer } from '../shared/useToolServer';
import { useHarness } from '../shared/useHarness';

const shop = SEED.projects.shop;
const getMetrics = (extra = {}) => ({
	resource: 'metric',
	operation: 'get',
	project: projectRef(shop),
	...extra,
});

/** The expectations are the service documentation's (get_metrics: search_system, trend_from, trend_to), so they hold on both catalogs. */
describe.each(AGENT_CATALOG_PROFILES)(
	'Metric → Get through the engine (%s agent catalog)',
	(profile) => {
		const h = useHarness({ agentCatalog: profile }, { clear: true });

		const toolCalls = () => toolCallsOf(h);

		it('calls get_metrics with the typed fields and returns one item about the project', async () => {
			const result = await h.run(
				getMetrics({ trendFrom: '2026-10-01', trendTo: '2026-11-20T00:00:00' }),
			);
			expect(result.output).toHaveLength(1);
			expect(String(result.output[0].json.project_id)).toBe(String(shop));
			expect(Object.keys(result.output[0].json).length).toBeGreaterThan(1);
			expect(toolCalls()).toEqual([
				{
					name: 'get_metrics',
					arguments: { project_id: shop, trend_from: '2026-10-01', trend_to: '2026-11-20' },
				},
			]);
		});

		it('refuses a date that is no date before sending, naming the field', async () => {
			const result = await h.run(getMetrics({ trendFrom: 'next tuesday-ish' }), {
				continueOnFail: true,
			});
			expect(String(result.output[0].json.error)).toMatch(/Trend From/);
			expect(toolCalls()).toEqual([]);
		});

		it('turns the service’s refusal into an error item under Continue On Fail', async () => {
			const result = await h.run(getMetrics({ searchSystem: '99999' }), { continueOnFail: true });
			expect(result.output).toHaveLength(1);
			expect(String(result.output[0].json.error)).toMatch(/Metric → Get: .*get_metrics/);
			expect(result.output[0].pairedItem).toEqual({ item: 0 });
		});
	},
);

describe('Metric → Get against a server that is not the simulator', () => {
	const service = useToolServer((_, extra) => getMetrics(extra));
	const run = async (extra = {}) => await service.run('get', extra);

	it('reads metrics sent as text in other words', async () => {
		service.server.offer([
			{
				name: 'get_metrics',
				form: 'text',
				params: { project_id: 'integer', search_system: 'integer' },
				answer: (args) => ({ data: { ss: args.search_system, vis_pct: 12.5, avg: 31 } }),
			},
		]);
		const result = await run({ searchSystem: '7' });
		expect(result.output.map((i) => i.json)).toEqual([
			{ project_id: String(shop), ss: 7, vis_pct: 12.5, avg: 31 },
		]);
		expect(service.server.calls).toEqual([
			{ name: 'get_metrics', arguments: { project_id: shop, search_system: 7 } },
		]);
	});

	it('says the service lacks the tool when its catalog has none, and sends nothing', async () => {
		service.server.offer([]);
		const result = await run();
		expect(String(result.output[0].json.error)).toMatch(/does not offer the tool get_metrics/);
		expect(service.server.calls).toEqual([]);
	});

	it('passes the tool’s own error text on', async () => {
		service.server.offer([
			{ name: 'get_metrics', answer: () => ({ error: 'Проект недоступен: нет прав' }) },
		]);
		const result = await run();
		expect(String(result.output[0].json.error)).toMatch(/Проект недоступен/);
	});
});
