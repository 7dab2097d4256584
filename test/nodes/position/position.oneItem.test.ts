/** Position → Get Distribution and Get Query Details: one tool call, one item about the project. */
import { AGENT_CATALOG_PROFILES } from '../../../simulator';
import { projectRef, SEED, toolCallsOf } from '../helpers';
import { useToolServer } from '../shared/useToolServer';
import { useHarness } from '../shared/useHarness';

const shop = SEED.projects.shop;
const position = (operation: string, extra = {}) => ({
	resource: 'position',
	operation,
	project: projectRef(shop),
	...extra,
});

describe.each(AGENT_CATALOG_PROFILES)(
	'Position → Get Distribution and Get Query Details through the engine (%s agent catalog)',
	(profile) => {
		const h = useHarness({ agentCatalog: profile }, { clear: true });

		it('Get Distribution sends the filters and returns one item', async () => {
			const result = await h.run(position('getDistribution', { group: '1001' }));
			expect(result.output).toHaveLength(1);
			expect(String(result.output[0].json.project_id)).toBe(String(shop));
			expect(Object.keys(result.output[0].json).length).toBeGreaterThan(1);
			expect(toolCallsOf(h)).toEqual([
				{ name: 'get_distribution', arguments: { project_id: shop, group: '1001' } },
			]);
		});

		it('Get Query Details takes a query from Get Many and returns one item', async () => {
			const listed = await h.run(position('getAll', { limit: 1 }));
			const phrase = String(listed.output[0].json.query);
			h.clear();
			const result = await h.run(position('getQueryDetails', { query: phrase }));
			expect(result.output).toHaveLength(1);
			expect(toolCallsOf(h)).toEqual([
				{ name: 'get_query_details', arguments: { project_id: shop, query: phrase } },
			]);
		});

		it('Get Query Details refuses an empty query before sending', async () => {
			const result = await h.run(position('getQueryDetails', { query: '  ' }), {
				continueOnFail: true,
			});
			expect(String(result.output[0].json.error)).toMatch(/Query:/);
			expect(toolCallsOf(h)).toEqual([]);
		});

		it('Get Query Details passes the service’s refusal on under Continue On Fail', async () => {
			const result = await h.run(
				position('getQueryDetails', { query: 'a phrase this project does not track' }),
				{ continueOnFail: true },
			);
			expect(String(result.output[0].json.error)).toMatch(
				/Position → Get Query Details: .*get_query_details/,
			);
			expect(result.output[0].pairedItem).toEqual({ item: 0 });
		});

		it('Get Distribution passes the service’s refusal on under Continue On Fail', async () => {
			const result = await h.run(position('getDistribution', { urlGroup: 'no such group' }), {
				continueOnFail: true,
			});
			expect(String(result.output[0].json.error)).toMatch(
				/Position → Get Distribution: .*get_distribution/,
			);
		});
	},
);

describe('Position → Get Distribution and Get Query Details against a server that is not the simulator', () => {
	const setup = useToolServer((operation, extra) => ({
		resource: 'position',
		operation,
		...extra,
	}));

	it('a distribution sent as text in other words is one item', async () => {
		setup.server.offer([
			{
				name: 'get_distribution',
				form: 'text',
				params: { project_id: 'integer', url_group: 'integer' },
				answer: () => ({ data: { top3: 4, top10: 9, top100: 30, absent: 2 } }),
			},
		]);
		const result = await setup.h.run(position('getDistribution', { urlGroup: '12' }), {
			baseUrl: setup.server.url,
		});
		expect(result.output.map((i) => i.json)).toEqual([
			{ project_id: String(shop), top3: 4, top10: 9, top100: 30, absent: 2 },
		]);
		expect(setup.server.calls).toEqual([
			{ name: 'get_distribution', arguments: { project_id: shop, url_group: 12 } },
		]);
	});

	it('query details required by the schema and answered as structured content', async () => {
		setup.server.offer([
			{
				name: 'get_query_details',
				params: { project_id: 'integer', query: 'string' },
				required: ['project_id', 'query'],
				answer: (args) => ({ data: { phrase: args.query, history: [{ d: '2026-11-17', p: 4 }] } }),
			},
		]);
		const result = await setup.h.run(position('getQueryDetails', { query: 'red shoes' }), {
			baseUrl: setup.server.url,
		});
		expect(result.output[0].json).toEqual({
			project_id: String(shop),
			phrase: 'red shoes',
			history: [{ d: '2026-11-17', p: 4 }],
		});
	});
});
