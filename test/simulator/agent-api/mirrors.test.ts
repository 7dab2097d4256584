import { call, SEED } from '../helpers';
import { tool, toolError, useAgentClient } from './helpers';

const shop = SEED.projects.shop;

/**
 * Tools that are project API methods under another name run those methods' own handlers, so
 * they change the same state the HTTP API reads. Each test checks the effect over HTTP too.
 */
describe('agent tools that run project API methods (4.3-4.5 on the first document’s 4.2-4.5)', () => {
	const live = useAgentClient('each');

	const http = (path: string, query: Record<string, string | number> = {}) =>
		call(live.sim, `/projects/api/v1/${path}`, {
			query: { token: SEED.paid.apiKey, project_id: shop, ...query },
		});
	const groupsOverHttp = async () =>
		(await http('groups/get')).body as Array<{ id: string; name: string }>;
	const phrasesOverHttp = async () =>
		(await http('queries/get')).body as Array<{ query: string; group_id: string | null }>;

	it('get_uptime is uptime/get: hourly by default, daily for other periods', async () => {
		expect((await tool(live.client, 'get_uptime', { project_id: shop })).intervals).toHaveLength(
			24,
		);
		const week = await tool(live.client, 'get_uptime', { project_id: shop, period: 'week' });
		expect(week.intervals).toEqual((await http('uptime/get', { period: 'week' })).body.result);
		expect(
			await toolError(live.client, 'get_uptime', { project_id: shop, period: 'year' }),
		).toMatch(/Invalid arguments.*period/);
	});

	it('create_query_group is groups/add: the group shows up over HTTP', async () => {
		const created = await tool(live.client, 'create_query_group', {
			project_id: shop,
			name: 'Сезон',
			queries: ['Зимние Кроссовки', 'кроссовки на зиму'],
		});
		expect(created).toMatchObject({ project_id: shop, group_id: expect.any(Number) });
		expect((await groupsOverHttp()).map((g) => g.name)).toContain('Сезон');
		const phrases = await phrasesOverHttp();
		expect(
			phrases
				.filter((r) => r.group_id === String(created.group_id))
				.map((r) => r.query)
				.sort(),
		).toEqual(['зимние кроссовки', 'кроссовки на зиму']);
	});

	it('add_queries is queries/set: phrases land in the named group', async () => {
		const added = await tool(live.client, 'add_queries', {
			project_id: shop,
			queries: ['кроссовки nike'],
			group: 'Бренд',
		});
		expect(added).toMatchObject({ project_id: shop, query: 'кроссовки nike' });
		const row = (await phrasesOverHttp()).find((r) => r.query === 'кроссовки nike');
		expect(row?.group_id).toBe('1001');
	});

	it('change_query_groups move is groups/move; offending ids move nothing', async () => {
		const moved = await tool(live.client, 'change_query_groups', {
			project_id: shop,
			action: 'move',
			query_ids: [500001],
			from_group_id: 1002,
			group_id: 1001,
		});
		expect(moved).toMatchObject({ count: 1 });
		expect(live.sim.state.project(shop)!.queries.find((q) => q.id === 500001)!.groupIds).toEqual([
			1001,
		]);
		expect(
			await toolError(live.client, 'change_query_groups', {
				project_id: shop,
				action: 'move',
				query_ids: [500002],
				from_group_id: 1001,
				group_id: 1,
			}),
		).toMatch(/wrong request data/);
	});

	it('delete_query_groups selected: queries stay without a group unless moved or deleted', async () => {
		const catalog = live.sim.state.project(shop)!.queries.filter((q) => q.groupIds.includes(1002));
		const onlyCatalog = catalog.filter((q) => q.groupIds.length === 1).map((q) => q.id);
		expect(
			await tool(live.client, 'delete_query_groups', {
				project_id: shop,
				mode: 'selected',
				group_ids: [1002],
			}),
		).toMatchObject({ deleted: [1002] });
		const project = live.sim.state.project(shop)!;
		expect(project.groups.some((g) => g.id === 1002)).toBe(false);
		for (const id of onlyCatalog)
			expect(project.queries.find((q) => q.id === id)!.groupIds).toEqual([]);
		expect(project.queries).toHaveLength(30);
	});

	it('delete_query_groups with move_to_group_id and with_queries are groups/delete’s options', async () => {
		await tool(live.client, 'delete_query_groups', {
			project_id: shop,
			mode: 'selected',
			group_ids: [1002],
			move_to_group_id: 1001,
		});
		expect(live.sim.state.project(shop)!.queries.find((q) => q.id === 500001)!.groupIds).toEqual([
			1001,
		]);
		await tool(live.client, 'delete_query_groups', {
			project_id: shop,
			mode: 'selected',
			group_ids: [1001],
			with_queries: true,
		});
		live.sim.clock.advance(10 * 60_000);
		expect(
			live.sim.state
				.project(shop)!
				.queries.map((q) => q.id)
				.sort(),
		).toEqual([500021, 500022, 500023, 500024, 500025, 500026, 500027, 500028, 500029, 500030]);
	});

	it('delete_query_groups all moves every query to the general group; the general group stays', async () => {
		await tool(live.client, 'delete_query_groups', { project_id: shop, mode: 'all' });
		const project = live.sim.state.project(shop)!;
		expect(project.groups.filter((g) => g.kind === 'query').map((g) => g.id)).toEqual([1]);
		expect(project.queries.every((q) => q.groupIds.includes(1))).toBe(true);
		expect(
			await tool(live.client, 'delete_query_groups', { project_id: shop, mode: 'empty' }),
		).toMatchObject({ deleted: [] });
	});

	it('delete_queries and delete_all_queries are queries/delete', async () => {
		const one = await tool(live.client, 'delete_queries', {
			project_id: shop,
			queries_id: [500001, 999],
		});
		expect(one).toMatchObject({ count: 1 });
		const all = await tool(live.client, 'delete_all_queries', { project_id: SEED.projects.blog });
		expect(all).toMatchObject({ count: 3 });
		live.sim.clock.advance(10 * 60_000);
		expect(
			(
				await call(live.sim, '/projects/api/v1/queries/get', {
					query: { token: SEED.paid.apiKey, project_id: SEED.projects.blog },
				})
			).body,
		).toEqual([]);
		expect(live.sim.state.project(shop)!.queries.some((q) => q.id === 500001)).toBe(false);
	});

	it('pause_project and resume_project are project/stop and project/start', async () => {
		expect(await tool(live.client, 'pause_project', { project_id: shop })).toMatchObject({
			paused: true,
			message: expect.any(String),
		});
		expect(
			(await tool(live.client, 'list_projects')).projects.find((p: { id: number }) => p.id === shop)
				.paused,
		).toBe(true);
		expect(await tool(live.client, 'resume_project', { project_id: shop })).toMatchObject({
			paused: false,
		});
		expect((await http('project/get')).body.status).toBe('1');
	});

	it('run_positions_check is project/parse', async () => {
		const run = await tool(live.client, 'run_positions_check', { project_id: shop });
		expect(run).toMatchObject({ project_id: shop, message: expect.any(String) });
	});

	it('get_project_traffic, get_limits_forecast and get_robots_changes read the HTTP methods’ data', async () => {
		const traffic = await tool(live.client, 'get_project_traffic', {
			project_id: shop,
			grouping: 'm',
		});
		expect(traffic.points).toEqual((await http('project/traffic', { grouping: 'm' })).body.result);
		expect(await tool(live.client, 'get_limits_forecast', { project_id: shop })).toEqual(
			(await http('project/limits-forecast')).body.result,
		);
		const robots = await tool(live.client, 'get_robots_changes', { project_id: shop, limit: 2 });
		expect(robots.robots_txt).toHaveLength(2);
		expect(robots.robots_warning).toBe(true);
		// The blog has no analytics counter: the tool gives the HTTP method's own refusal.
		const refusal = (await http('project/traffic', { project_id: SEED.projects.blog })).body;
		expect(refusal).toMatchObject({ status: 'error', code: 52 });
		expect(
			await toolError(live.client, 'get_project_traffic', { project_id: SEED.projects.blog }),
		).toBe(`${refusal.result.message} (${refusal.msg}, code 52)`);
	});

	it('rights: a read share cannot mutate, a write share can (rule 2)', async () => {
		expect(
			await toolError(live.client, 'create_query_group', {
				project_id: SEED.projects.sharedRead,
				name: 'x',
			}),
		).toMatch(/write access/);
		expect(
			await toolError(live.client, 'pause_project', { project_id: SEED.projects.sharedRead }),
		).toMatch(/write access/);
		expect(
			await tool(live.client, 'create_query_group', {
				project_id: SEED.projects.sharedWrite,
				name: 'Новая',
			}),
		).toMatchObject({ group_id: expect.any(Number) });
	});
});
