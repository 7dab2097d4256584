import { AGENT_CATALOG_PROFILES } from '../../../simulator';
import { projectRef, SEED, toolCallsOf } from '../helpers';
import { paged } from '../shared/toolServer';
import { expectErrorItem } from './expectErrorItem';
import { useToolServer } from '../shared/useToolServer';
import { useHarness } from '../shared/useHarness';

const shop = SEED.projects.shop;
const problems = (extra = {}) => ({
	resource: 'position',
	operation: 'getProblemQueries',
	project: projectRef(shop),
	...extra,
});

describe.each(AGENT_CATALOG_PROFILES)(
	'Position → Get Problem Queries through the engine (%s agent catalog)',
	(profile) => {
		const h = useHarness({ agentCatalog: profile }, { clear: true });

		it('sends the filters and returns one item per query, up to the Limit', async () => {
			const result = await h.run(problems({ query: ' кроссовки ', searchSystem: '1', limit: 2 }));
			expect(result.output.length).toBeGreaterThan(0);
			expect(result.output.length).toBeLessThanOrEqual(2);
			expect(toolCallsOf(h)).toEqual([
				{
					name: 'get_problem_queries',
					arguments: {
						project_id: shop,
						query: 'кроссовки',
						search_system: 1,
						limit: 2,
						offset: 0,
					},
				},
			]);
		});

		it('turns the service’s refusal into an error item under Continue On Fail', async () => {
			const result = await h.run(problems({ problem: 'no-such-problem-kind' }), {
				continueOnFail: true,
			});
			expectErrorItem(result.output, /Position → Get Problem Queries: .*get_problem_queries/);
		});
	},
);

describe('Position → Get Problem Queries against a server that is not the simulator', () => {
	const setup = useToolServer((operation, extra) => ({
		resource: 'position',
		operation,
		...extra,
	}));

	it('Return All reads pages of 3 sent as text, with the problem asked for', async () => {
		const rows = Array.from({ length: 8 }, (_, i) => ({ id: i, issue: 'dropped' }));
		setup.server.offer([
			{
				name: 'get_problem_queries',
				form: 'text',
				params: { project_id: 'integer', problem: 'string', limit: 'integer', offset: 'integer' },
				answer: paged(rows, 3, 'problem_queries'),
			},
		]);
		const result = await setup.h.run(problems({ problem: 'dropped', returnAll: true }), {
			baseUrl: setup.server.url,
		});
		expect(result.output.map((i) => i.json.id)).toEqual(rows.map((r) => String(r.id)));
		expect(setup.server.calls.map((c) => c.arguments.offset)).toEqual([0, 3, 6, 8]);
		expect(setup.server.calls[0].arguments.problem).toBe('dropped');
	});

	it('an empty answer is no items, not an error', async () => {
		setup.server.offer([
			{ name: 'get_problem_queries', answer: () => ({ data: { queries: [], total: 0 } }) },
		]);
		const result = await setup.h.run(problems(), { baseUrl: setup.server.url });
		expect(result.output).toEqual([]);
	});
});
