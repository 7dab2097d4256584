import type { IDataObject } from 'n8n-workflow';
import { AGENT_CATALOG_PROFILES } from '../../../simulator';
import { projectRef, SEED, toolCallsOf } from '../helpers';
import { useToolServer } from '../shared/useToolServer';
import { paged } from '../shared/toolServer';
import { useHarness } from '../shared/useHarness';

const shop = SEED.projects.shop;
const groupAnalytics = (operation: string, extra: IDataObject = {}) => ({
	resource: 'groupAnalytics',
	operation,
	project: projectRef(shop),
	...extra,
});
/** A group's id in a row, under either name a service could use. */
const idOf = (row: IDataObject) => String(row.group_id ?? row.id);

/**
 * The expectations are the service documentation's (4.3: kind, focus, name, search_system, group,
 * compare_group, from, to, limit, offset), so they hold on both catalogs. Group ids are taken
 * from Get Many's own answer, not from the simulator's seed.
 */
describe.each(AGENT_CATALOG_PROFILES)(
	'Group Analytics through the engine (%s agent catalog)',
	(profile) => {
		const h = useHarness({ agentCatalog: profile }, { clear: true });
		let queryGroups: IDataObject[];
		let urlGroups: IDataObject[];
		beforeAll(async () => {
			const read = async (kind: string) =>
				(await h.run(groupAnalytics('getAll', { kind, returnAll: true }))).output.map(
					(i) => i.json,
				);
			queryGroups = await read('query');
			urlGroups = await read('url');
		});
		const toolCalls = () => toolCallsOf(h);

		it('Get Many reads the chosen kind of groups in pages, one item per group', async () => {
			expect(queryGroups.length).toBeGreaterThan(1);
			expect(urlGroups.length).toBeGreaterThan(0);
			const ids = (rows: IDataObject[]) => new Set(rows.map(idOf));
			expect([...ids(queryGroups)].filter((id) => ids(urlGroups).has(id))).toEqual([]);
			const result = await h.run(groupAnalytics('getAll', { kind: 'url', limit: 1, name: ' ' }));
			expect(result.output).toHaveLength(1);
			expect(String(result.output[0].json.project_id)).toBe(String(shop));
			expect(toolCalls()[0]).toEqual({
				name: 'get_groups_analytics',
				arguments: { project_id: shop, kind: 'url', limit: 1, offset: 0 },
			});
		});

		it('Get History sends the group of the picker Kind shows and the period, one item per row', async () => {
			const group = idOf(queryGroups[0]);
			const result = await h.run(
				groupAnalytics('getHistory', {
					kind: 'query',
					group,
					urlGroup: 'not read',
					from: '2026-01-01',
					to: '2026-12-31T10:00:00',
					limit: 3,
				}),
			);
			expect(result.output.length).toBeGreaterThan(0);
			expect(result.output.length).toBeLessThanOrEqual(3);
			expect(toolCalls()).toEqual([
				{
					name: 'get_group_history',
					arguments: {
						project_id: shop,
						kind: 'query',
						group,
						from: '2026-01-01',
						to: '2026-12-31',
						limit: 3,
					},
				},
			]);
		});

		it('Get Growth sends a URL group and the one to compare with, and returns one item', async () => {
			const group = idOf(urlGroups[0]);
			const result = await h.run(
				groupAnalytics('getGrowth', { kind: 'url', urlGroup: group, compareUrlGroup: group }),
			);
			expect(result.output).toHaveLength(1);
			expect(String(result.output[0].json.project_id)).toBe(String(shop));
			// The catalog's schema types compare_group as a number: it goes as one.
			expect(toolCalls()).toEqual([
				{
					name: 'get_group_growth',
					arguments: { project_id: shop, kind: 'url', group, compare_group: Number(group) },
				},
			]);
		});

		it('passes on the service’s refusal of a group of the other kind, under Continue On Fail', async () => {
			const result = await h.run(
				groupAnalytics('getHistory', { kind: 'url', urlGroup: idOf(queryGroups[0]) }),
				{ continueOnFail: true },
			);
			expect(result.output).toHaveLength(1);
			expect(String(result.output[0].json.error)).toMatch(/get_group_history/);
			expect(result.output[0].pairedItem).toEqual({ item: 0 });
		});

		it('refuses a day that is no day before sending, naming the field', async () => {
			const result = await h.run(groupAnalytics('getGrowth', { to: 'sometime soon' }), {
				continueOnFail: true,
			});
			expect(String(result.output[0].json.error)).toMatch(/To: "sometime soon" is not a date/);
			expect(toolCalls()).toEqual([]);
		});
	},
);

describe('Group Analytics against a server that is not the simulator', () => {
	const tools = useToolServer(groupAnalytics);
	const { run } = tools;
	const rows = Array.from({ length: 5 }, (_, n) => ({ gid: n + 1, title: `Раздел ${n + 1}` }));
	const analytics = () => ({
		name: 'get_groups_analytics',
		form: 'text' as const,
		params: { project_id: 'integer', kind: 'string', limit: 'integer', offset: 'integer' },
		answer: paged(rows, 2, 'data'),
	});

	it('sends the value the schema lists for URL groups, and reads pages of its own size in text', async () => {
		tools.server.offer([{ ...analytics(), enums: { kind: ['query_groups', 'url_groups'] } }]);
		const result = await run('getAll', { kind: 'url', returnAll: true });
		expect(result.output.map((i) => i.json.title)).toEqual(rows.map((r) => r.title));
		expect(tools.server.calls.map((c) => c.arguments.kind)).toEqual(
			tools.server.calls.map(() => 'url_groups'),
		);
		expect(tools.server.calls.map((c) => c.arguments.offset)).toEqual([0, 2, 4, 5]);
	});

	it('sends query or url when the schema lists no values for kind', async () => {
		tools.server.offer([analytics()]);
		await run('getAll', { kind: 'query', limit: 2 });
		expect(tools.server.calls).toEqual([
			{
				name: 'get_groups_analytics',
				arguments: { project_id: shop, kind: 'query', limit: 2, offset: 0 },
			},
		]);
	});

	it('refuses before sending when no listed value is recognisably the chosen kind', async () => {
		tools.server.offer([{ ...analytics(), enums: { kind: ['a', 'b'] } }]);
		const result = await run('getAll', { kind: 'url' });
		expect(String(result.output[0].json.error)).toMatch(
			/Kind: the service takes kind as one of a, b, and none of them is recognisably “URL Groups”/,
		);
		expect(tools.server.calls).toEqual([]);
	});

	it('calls a history without offset once and keeps the Limit of a longer answer', async () => {
		tools.server.offer([
			{
				name: 'get_group_history',
				params: { project_id: 'integer', kind: 'string', group: 'integer', limit: 'integer' },
				enums: { kind: ['queries', 'urls'] },
				answer: () => ({
					data: [1, 2, 3, 4, 5].map((n) => ({ day: `2026-11-0${n}`, vis: n * 10 })),
				}),
			},
		]);
		const result = await run('getHistory', { kind: 'url', urlGroup: '17', limit: 3 });
		expect(result.output.map((i) => i.json.vis)).toEqual([10, 20, 30]);
		expect(tools.server.calls).toEqual([
			{
				name: 'get_group_history',
				arguments: { project_id: shop, kind: 'urls', group: 17, limit: 3 },
			},
		]);
	});

	it('returns a growth answered in other words as one item, and the tool’s own error text', async () => {
		tools.server.offer([
			{
				name: 'get_group_growth',
				form: 'text',
				answer: (args) => ({ data: { grp: args.group, delta_pct: 4.5 } }),
			},
		]);
		const result = await run('getGrowth', { group: '3' });
		expect(result.output.map((i) => i.json)).toEqual([
			{ project_id: String(shop), grp: '3', delta_pct: 4.5 },
		]);
		tools.server.offer([
			{ name: 'get_group_growth', answer: () => ({ error: 'Группа 3 принадлежит другому виду' }) },
		]);
		expect(String((await run('getGrowth', { group: '3' })).output[0].json.error)).toMatch(
			/Группа 3 принадлежит другому виду/,
		);
	});
});
