import { AGENT_CATALOG_PROFILES } from '../../../simulator';
import { projectRef, SEED, toolCallsOf } from '../helpers';
import { paged } from '../shared/toolServer';
import { expectErrorItem } from './expectErrorItem';
import { useToolServer } from '../shared/useToolServer';
import { useHarness } from '../shared/useHarness';

const shop = SEED.projects.shop;
const getMany = (extra = {}) => ({
	resource: 'position',
	operation: 'getAll',
	project: projectRef(shop),
	...extra,
});

/** The expectations are the service documentation's (get_query_positions: filters, limit, offset), so they hold on both catalogs. */
describe.each(AGENT_CATALOG_PROFILES)(
	'Position → Get Many through the engine (%s agent catalog)',
	(profile) => {
		const h = useHarness({ agentCatalog: profile }, { clear: true });

		const toolCalls = () => toolCallsOf(h);

		it('sends the typed filters and returns one item per query, up to the Limit', async () => {
			const result = await h.run(
				getMany({
					searchSystem: '1',
					limit: 3,
					filters: { positionFrom: 1, positionTo: 100 },
				}),
			);
			expect(result.output.length).toBeGreaterThan(0);
			expect(result.output.length).toBeLessThanOrEqual(3);
			for (const item of result.output) expect(String(item.json.project_id)).toBe(String(shop));
			expect(toolCalls()).toEqual([
				{
					name: 'get_query_positions',
					arguments: {
						project_id: shop,
						search_system: 1,
						position_from: 1,
						position_to: 100,
						limit: 3,
						offset: 0,
					},
				},
			]);
		});

		it('Return All reads by limit and offset until an empty page, every row once', async () => {
			const all = await h.run(getMany({ returnAll: true }));
			const calls = toolCalls();
			expect(calls.length).toBeGreaterThanOrEqual(2);
			expect(calls.at(-1)?.arguments.offset).toBe(all.output.length);
			const ids = all.output.map((item) => JSON.stringify(item.json));
			expect(new Set(ids).size).toBe(ids.length);
		});

		it('refuses a range upside down before sending, naming the fields', async () => {
			const result = await h.run(getMany({ filters: { positionFrom: 30, positionTo: 10 } }), {
				continueOnFail: true,
			});
			expect(String(result.output[0].json.error)).toMatch(/Position From .*Position To/);
			expect(toolCalls()).toEqual([]);
		});

		it('turns the service’s refusal into an error item under Continue On Fail', async () => {
			const result = await h.run(getMany({ filters: { change: 'sideways-ish' } }), {
				continueOnFail: true,
			});
			expectErrorItem(result.output, /Position → Get Many: .*get_query_positions/);
		});
	},
);

describe('Position → Get Many against a server that is not the simulator', () => {
	const setup = useToolServer((operation, extra) => ({
		resource: 'position',
		operation,
		...extra,
	}));
	const run = (extra = {}) =>
		setup.h.run(getMany(extra), { baseUrl: setup.server.url, continueOnFail: true });
	const rows = Array.from({ length: 23 }, (_, i) => ({ kw: `phrase ${i}`, pos: i + 1 }));

	it('Return All reads pages of the service’s own size, sent as text, every row once', async () => {
		setup.server.offer([
			{
				name: 'get_query_positions',
				form: 'text',
				params: { project_id: 'integer', limit: 'integer', offset: 'integer', change: 'string' },
				answer: paged(rows, 7, 'rows'),
			},
		]);
		const result = await run({ returnAll: true, filters: { change: 'down' } });
		expect(result.output.map((i) => i.json.kw)).toEqual(rows.map((r) => r.kw));
		expect(setup.server.calls.map((c) => c.arguments.offset)).toEqual([0, 7, 14, 21, 23]);
		expect(setup.server.calls[0].arguments).toEqual({
			project_id: shop,
			change: 'down',
			limit: 500,
			offset: 0,
		});
	});

	it('a Limit above a page reads on until it is reached, in structured content', async () => {
		setup.server.offer([
			{
				name: 'get_query_positions',
				params: { project_id: 'integer', limit: 'integer', offset: 'integer' },
				answer: paged(rows, 4, 'data'),
			},
		]);
		const result = await run({ limit: 10 });
		expect(result.output.map((i) => i.json.pos)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
		expect(setup.server.calls.map((c) => [c.arguments.offset, c.arguments.limit])).toEqual([
			[0, 10],
			[4, 6],
			[8, 2],
		]);
	});

	it('says the service lacks the tool when its catalog has none, and sends nothing', async () => {
		setup.server.offer([]);
		const result = await run();
		expect(String(result.output[0].json.error)).toMatch(
			/does not offer the tool get_query_positions/,
		);
		expect(setup.server.calls).toEqual([]);
	});
});
