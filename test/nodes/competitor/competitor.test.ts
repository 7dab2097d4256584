import type { IDataObject } from 'n8n-workflow';
import { AGENT_CATALOG_PROFILES } from '../../../simulator';
import { SeoTools } from '../../../nodes/SeoTools/SeoTools.node';
import { domainTypeOptions } from '../../../nodes/SeoTools/methods/getCompetitorTypes';
import { projectRef, SEED, toolCallsOf } from '../helpers';
import { useToolServer } from '../shared/useToolServer';
import { byPage, paged } from '../shared/toolServer';
import { useHarness } from '../shared/useHarness';

const shop = SEED.projects.shop;
const competitor = (operation: string, extra: IDataObject = {}) => ({
	resource: 'competitor',
	operation,
	project: projectRef(shop),
	...extra,
});
const domains = (count: number) =>
	Array.from({ length: count }, (_, n) => `rival-${n + 1}.test`).join('\n');

/** The expectations are the service documentation's (4.3 get_competitors, 4.6), so they hold on both catalogs. */
describe.each(AGENT_CATALOG_PROFILES)(
	'Competitor through the engine (%s agent catalog)',
	(profile) => {
		const h = useHarness({ agentCatalog: profile }, { clear: true });
		const toolCalls = () => toolCallsOf(h);

		it('Get Many reads the competitors in pages up to the Limit, one item per domain', async () => {
			const result = await h.run(competitor('getAll', { limit: 3, from: '2026-11-01' }));
			expect(result.output).toHaveLength(3);
			expect(String(result.output[0].json.project_id)).toBe(String(shop));
			expect(toolCalls()[0]).toEqual({
				name: 'get_competitors',
				arguments: {
					project_id: shop,
					include_manual: false,
					from: '2026-11-01',
					limit: 3,
					offset: 0,
				},
			});
		});

		it('Set Tracking sends the domains as typed, read as domains, once; Get Settings shows them', async () => {
			const set = await h.run(
				competitor('setTracking', {
					mode: 'domains',
					domains: 'https://www.Rival-One.test/prices, rival-two.test\nrival-two.test',
					everyNChecks: 2,
				}),
			);
			expect(set.output).toHaveLength(1);
			expect(toolCalls()).toEqual([
				{
					name: 'set_competitor_tracking',
					arguments: {
						project_id: shop,
						mode: 'domains',
						domains: ['rival-one.test', 'rival-two.test'],
						every_n_checks: 2,
					},
				},
			]);
			const settings = await h.run(competitor('getSettings'));
			expect(settings.output).toHaveLength(1);
			expect(JSON.stringify(settings.output[0].json)).toContain('rival-one.test');
		});

		it('Set Auto Competitors and Set Type send their fields once each', async () => {
			await h.run(
				competitor('setAutoCompetitors', {
					source: 'own',
					domains: 'rival-1.test',
					excludeAggregators: true,
				}),
			);
			const rows = (await h.run(competitor('getAll', { limit: 1 }))).output;
			const type = String(rows[0].json.type ?? '');
			const domain = String(rows[0].json.domain ?? '');
			h.clear();
			const result = await h.run(competitor('setType', { domain, type }));
			expect(result.output).toHaveLength(1);
			expect(toolCalls()).toEqual([
				{ name: 'set_competitor_type', arguments: { project_id: shop, domain, type } },
			]);
		});

		it('the Domain Type picker lists the types of the settings, and Set Type takes one', async () => {
			const ctx = h.editorContext({ ...competitor('setType'), project: projectRef(shop) });
			const types = await new SeoTools().methods.loadOptions.getCompetitorTypes.call(ctx);
			expect(types.length).toBeGreaterThan(1);
			h.clear();
			const result = await h.run(
				competitor('setType', { domain: 'rival-1.test', type: types[1].value }),
			);
			expect(result.output).toHaveLength(1);
			expect(toolCalls()).toEqual([
				{
					name: 'set_competitor_type',
					arguments: { project_id: shop, domain: 'rival-1.test', type: types[1].value },
				},
			]);
		});

		it('Get Positions sends the domains and the Limit, one item per query', async () => {
			const result = await h.run(
				competitor('getPositions', {
					domains: 'rival-1.test',
					limit: 2,
					filters: { includeSnippets: true },
				}),
			);
			expect(result.output).toHaveLength(2);
			expect(toolCalls()).toEqual([
				{
					name: 'get_competitor_positions',
					arguments: {
						project_id: shop,
						domains: ['rival-1.test'],
						include_snippets: true,
						limit: 2,
						page: 1,
					},
				},
			]);
		});

		it('Get Positions with Return All reads page after page until an empty one', async () => {
			const result = await h.run(competitor('getPositions', { returnAll: true }));
			const calls = toolCalls();
			expect(calls.map((c) => c.arguments.page)).toEqual([1, 2]);
			expect(calls[0].arguments).toEqual({ project_id: shop, limit: 500, page: 1 });
			expect(calls[1].arguments.limit).toBe(result.output.length);
			expect(new Set(result.output.map((i) => JSON.stringify(i.json))).size).toBe(
				result.output.length,
			);
		});

		it('refuses more than 20 domains before sending, naming the field and the rule', async () => {
			const result = await h.run(
				competitor('setTracking', { mode: 'domains', domains: domains(21) }),
				{
					continueOnFail: true,
				},
			);
			expect(String(result.output[0].json.error)).toMatch(
				/Domains: at most 20 domains, and 21 were given/,
			);
			expect(toolCalls()).toEqual([]);
		});

		it('passes on the service’s refusal of an unknown domain type, under Continue On Fail', async () => {
			const result = await h.run(
				competitor('setType', { domain: 'rival-1.test', type: 'no-such-type' }),
				{ continueOnFail: true },
			);
			expect(String(result.output[0].json.error)).toMatch(/set_competitor_type/);
			expect(result.output[0].pairedItem).toEqual({ item: 0 });
			expect(toolCalls()).toHaveLength(1);
		});
	},
);

describe('Competitor against a server that is not the simulator', () => {
	const tools = useToolServer(competitor);
	const { run } = tools;
	const mutating = { readOnlyHint: false };

	it('reads every competitor from pages of its own size, sent as text under other names', async () => {
		const hosts = Array.from({ length: 7 }, (_, n) => ({ host: `r${n}.test`, vis: 7 - n }));
		tools.server.offer([
			{
				name: 'get_competitors',
				form: 'text',
				params: {
					project_id: 'integer',
					include_manual: 'boolean',
					limit: 'integer',
					offset: 'integer',
				},
				answer: paged(hosts, 3, 'result'),
			},
		]);
		const result = await run('getAll', { returnAll: true, includeManual: true });
		expect(result.output.map((i) => i.json.host)).toEqual(hosts.map((r) => r.host));
		expect(tools.server.calls.map((c) => c.arguments.offset)).toEqual([0, 3, 6, 7]);
		expect(tools.server.calls.every((c) => c.arguments.include_manual === true)).toBe(true);
	});

	it('sends the mode the schema lists for Own Snippets Only, without domains, once', async () => {
		tools.server.offer([
			{
				name: 'set_competitor_tracking',
				annotations: mutating,
				params: {
					project_id: 'integer',
					mode: 'string',
					domains: 'array',
					every_n_checks: 'integer',
				},
				enums: { mode: ['disabled', 'own_snippets', 'own_domains'] },
				answer: () => ({ data: 'Настройки сохранены' }),
			},
		]);
		const result = await run('setTracking', { mode: 'snippets', domains: 'not-sent.test' });
		expect(result.output.map((i) => i.json)).toEqual([
			{ project_id: String(shop), result: 'Настройки сохранены' },
		]);
		expect(tools.server.calls).toEqual([
			{
				name: 'set_competitor_tracking',
				arguments: { project_id: shop, mode: 'own_snippets', every_n_checks: 1 },
			},
		]);
	});

	it('sends the source the schema lists for own domains, and the tool’s own error text', async () => {
		tools.server.offer([
			{
				name: 'set_auto_competitors',
				annotations: mutating,
				params: { project_id: 'integer', source: 'string', domains: 'array' },
				enums: { source: ['auto', 'manual'] },
				answer: () => ({ error: 'Превышен лимит конкурентов' }),
			},
		]);
		const result = await run('setAutoCompetitors', { source: 'own', domains: 'a.test, b.test' });
		expect(String(result.output[0].json.error)).toMatch(/Превышен лимит конкурентов/);
		expect(tools.server.calls).toEqual([
			{
				name: 'set_auto_competitors',
				arguments: {
					project_id: shop,
					source: 'manual',
					domains: ['a.test', 'b.test'],
					merge_subdomains: false,
					exclude_aggregators: false,
				},
			},
		]);
	});

	describe('positions read by page', () => {
		const queries = Array.from({ length: 7 }, (_, n) => ({ phrase: `запрос ${n}` }));
		const positionsTool = (answer: (args: Record<string, unknown>) => unknown) => ({
			name: 'get_competitor_positions',
			params: { project_id: 'integer', page: 'integer', limit: 'integer' },
			answer: (args: Record<string, unknown>) => ({ data: answer(args) }),
		});
		const pagesAsked = () => tools.server.calls.map((c) => [c.arguments.page, c.arguments.limit]);

		it('keeps the service’s own page size and reads every row once', async () => {
			tools.server.offer([{ ...positionsTool(() => null), answer: byPage(queries, 3, 'rows') }]);
			const result = await run('getPositions', { returnAll: true });
			expect(result.output.map((i) => i.json.phrase)).toEqual(queries.map((q) => q.phrase));
			expect(pagesAsked()).toEqual([
				[1, 500],
				[2, 3],
				[3, 3],
				[4, 3],
			]);
		});

		it('stops at the Limit', async () => {
			tools.server.offer([{ ...positionsTool(() => null), answer: byPage(queries, 3, 'rows') }]);
			const result = await run('getPositions', { limit: 5 });
			expect(result.output.map((i) => i.json.phrase)).toEqual(
				queries.slice(0, 5).map((q) => q.phrase),
			);
			expect(pagesAsked()).toEqual([
				[1, 5],
				[2, 3],
			]);
		});

		it('fails instead of a partial list when the service ignores the page', async () => {
			tools.server.offer([positionsTool(() => queries.slice(0, 3))]);
			const result = await run('getPositions', { returnAll: true });
			expect(String(result.output[0].json.error)).toMatch(/does not move on/);
			expect(result.output).toHaveLength(1);
		});

		it('fails instead of a list with a hole when the page size drops between requests', async () => {
			const caps = [3, 1, 1, 1];
			tools.server.offer([
				positionsTool((args) => {
					const start = (Number(args.page) - 1) * Number(args.limit);
					return queries.slice(start, start + caps[Number(args.page) - 1]);
				}),
			]);
			const result = await run('getPositions', { returnAll: true });
			expect(String(result.output[0].json.error)).toMatch(
				/pages of get_competitor_positions changed size/,
			);
			expect(result.output).toHaveLength(1);
		});
	});

	it('returns settings and positions answered in other forms', async () => {
		tools.server.offer([
			{
				name: 'get_competitor_settings',
				form: 'text',
				answer: () => ({ data: { auto: { src: 'top' }, kinds: ['x', 'y'] } }),
			},
			{
				name: 'get_competitor_positions',
				params: { project_id: 'integer', limit: 'integer' },
				answer: () => ({ data: [{ q: 'a' }, { q: 'b' }, { q: 'c' }] }),
			},
		]);
		const settings = await run('getSettings');
		expect(settings.output.map((i) => i.json)).toEqual([
			{ project_id: String(shop), auto: { src: 'top' }, kinds: ['x', 'y'] },
		]);
		const positions = await run('getPositions', { limit: 2 });
		expect(positions.output.map((i) => i.json.q)).toEqual(['a', 'b']);
	});
});

describe('the domain types a competitor settings answer holds, in other forms', () => {
	it('takes the list under a key that speaks of types, whatever the fields are called', () => {
		expect(
			domainTypeOptions({
				auto: { src: 'top' },
				tracked: [{ host: 'a.test' }],
				kinds: [{ code: 'agg', title: 'Агрегатор' }, { code: 'rival' }],
			}),
		).toEqual([
			{ name: 'Агрегатор (agg)', value: 'agg' },
			{ name: 'rival', value: 'rival' },
		]);
	});

	it('takes a bare list, or the only list, and offers nothing when it cannot tell', () => {
		expect(domainTypeOptions([{ slug: 'info', name: 'Инфо' }])).toEqual([
			{ name: 'Инфо (info)', value: 'info' },
		]);
		expect(domainTypeOptions({ reference: [{ value: 'shop' }] })).toEqual([
			{ name: 'shop', value: 'shop' },
		]);
		expect(domainTypeOptions({ a: [{ id: 1 }], b: [{ id: 2 }] })).toEqual([]);
		expect(domainTypeOptions('Типы: competitor, aggregator')).toEqual([]);
	});
});
