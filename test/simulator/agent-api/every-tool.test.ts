import { SEED, type JsonAnswer } from '../helpers';
import { DOCUMENT_TOOLS } from './catalog-params.fixture';
import { tool, toolError, useAgentClient } from './helpers';

const { shop, blog, sharedRead, sharedWrite } = SEED.projects;

/** Ids the walk reads from earlier results and passes to later calls. */
interface Ids {
	queryIds: number[];
	[name: string]: unknown;
}
/** One call of the walk: a tool, its arguments (from ids gathered so far), and what to remember. */
type Step = [
	name: string,
	args: (ids: Ids) => Record<string, unknown>,
	keep?: (result: JsonAnswer, ids: Ids) => void,
];

const p =
	(extra: Record<string, unknown> = {}) =>
	() => ({ project_id: shop, ...extra });

/**
 * Every named tool of the service's documentation, called once with its required arguments, in an order where
 * each call finds the ids it needs in the results of earlier calls (rule 3). Destructive and
 * access-ending tools come last, on projects the walk no longer needs.
 */
const WALK: Step[] = [
	['list_projects', () => ({})],
	['get_project_summary', p()],
	['get_project_settings', p()],
	['get_metrics', p({ search_system: 1 })],
	['get_query_positions', p({ limit: 5 })],
	['compare_positions', p()],
	['get_group_dynamics', p()],
	['get_url_dynamics', p()],
	['get_competitors', p()],
	[
		'get_queries',
		p({ limit: 3 }),
		(r, ids) => (ids.queryIds = r.queries.map((q: { id: number }) => q.id)),
	],
	['get_urls', p(), (r, ids) => (ids.urlId = r.urls[0].id)],
	['get_groups_analytics', p({ kind: 'query' })],
	['get_group_urls', p({ kind: 'query', group: 1001 })],
	['get_group_queries', p({ kind: 'query', group: 1001 })],
	['get_group_history', p({ kind: 'query', group: 1001 })],
	['get_group_growth', p({ kind: 'query', group: 1001 })],
	['get_query_groups', p()],
	['get_url_groups', p()],
	['get_distribution', p()],
	['get_problem_queries', p()],
	['get_query_details', (ids) => ({ project_id: shop, query: ids.queryIds[0] })],
	['get_recommendations', p(), (r, ids) => (ids.taskId = r.recommendations[0].task_id)],
	['get_audit', p()],
	['get_events', p()],
	['get_notes', p()],
	['get_project_updates', p(), (r, ids) => (ids.checkDate = r.updates[0].start.slice(0, 10))],
	['get_uptime', p({ period: 'week' })],
	['get_project_traffic', p()],
	['get_limits_forecast', p()],
	['get_robots_changes', p()],
	['create_report', p({ period: 'week' }), (r, ids) => (ids.reportId = r.report_id)],
	['list_reports', p()],
	['get_report', (ids) => ({ project_id: shop, report_id: ids.reportId })],
	['get_report_file', (ids) => ({ project_id: shop, report_id: ids.reportId })],
	['list_search_engines', () => ({})],
	['list_project_regions', () => ({ engine: 1 })],
	['list_project_options', () => ({})],
	[
		'create_project',
		() => ({ domain: 'walk-test.example', queries: ['первый запрос', 'второй запрос'] }),
		(r, ids) => (ids.newProject = r.project_id),
	],
	['update_project_settings', (ids) => ({ project_id: ids.newProject, name: 'Walk' })],
	['get_check_cost', p()],
	['get_check_state', p()],
	['run_positions_check', p()],
	['run_frequency_check', p()],
	['run_audit', p()],
	['run_all_checks', (ids) => ({ project_id: ids.newProject })],
	['set_project_favorite', p({ favorite: true })],
	['run_recommendations_update', p({ type: 'intopt' })],
	['pause_project', (ids) => ({ project_id: ids.newProject })],
	['resume_project', (ids) => ({ project_id: ids.newProject })],
	['add_queries', p({ queries: ['новый запрос агента'] })],
	['create_project_folder', () => ({ name: 'Клиенты' }), (r, ids) => (ids.folderId = r.folder_id)],
	['rename_project_folder', (ids) => ({ folder_id: ids.folderId, name: 'Клиенты 2026' })],
	['set_project_folders', (ids) => ({ project_id: shop, folder_ids: [ids.folderId] })],
	['list_project_folders', () => ({})],
	[
		'create_query_group',
		p({ name: 'Агент', queries: ['запрос в группе агента'] }),
		(r, ids) => (ids.groupId = r.group_id),
	],
	['update_query_group', (ids) => ({ project_id: shop, group_id: ids.groupId, order: 7 })],
	[
		'change_query_groups',
		(ids) => ({
			project_id: shop,
			action: 'add',
			query_ids: ids.queryIds.slice(0, 1),
			group_id: ids.groupId,
		}),
	],
	[
		'set_query_urls',
		(ids) => ({
			project_id: shop,
			items: [{ query_id: ids.queryIds[1], url: 'https://example-shop.ru/sale' }],
		}),
	],
	['reset_query_urls', (ids) => ({ project_id: shop, query_ids: ids.queryIds.slice(2, 3) })],
	['recalc_queries', (ids) => ({ project_id: shop, query_ids: ids.queryIds })],
	[
		'create_url_group',
		p({ name: 'Распродажа', urls: ['https://example-shop.ru/sale'] }),
		(r, ids) => (ids.urlGroupId = r.group_id),
	],
	[
		'change_url_groups',
		(ids) => ({ project_id: shop, action: 'add', url_ids: [ids.urlId], group_name: 'Бег' }),
	],
	['update_url_group', (ids) => ({ project_id: shop, group_id: ids.urlGroupId, name: 'Sale' })],
	['generate_url_groups', p()],
	['get_url_group_goals', p(), (r, ids) => (ids.goalId = r.goals[0].goal_id)],
	['set_url_group_goals', (ids) => ({ project_id: shop, goal_ids: [ids.goalId] })],
	[
		'set_query_position',
		(ids) => ({
			project_id: shop,
			query_id: ids.queryIds[0],
			search_system_id: 1,
			position: 4,
			date: ids.checkDate,
		}),
	],
	['get_recommended_queries', p(), (r, ids) => (ids.suggested = r.queries[0].id)],
	['add_recommended_queries', (ids) => ({ project_id: shop, ids: [ids.suggested] })],
	['get_semantics_options', () => ({})],
	['create_semantics_task', () => ({}), (r, ids) => (ids.semTask = r.task_id)],
	[
		'run_semantics_competitors',
		(ids) => ({ task_id: ids.semTask, mode: 'domain', site: 'example-shop.ru' }),
	],
	[
		'run_semantics_proximity',
		(ids) => ({ task_id: ids.semTask, domains: ['market-hub.ru', 'shopline.ru'] }),
	],
	['run_semantics_url_top', (ids) => ({ task_id: ids.semTask, domains: ['market-hub.ru'] })],
	[
		'run_semantics_keywords_collect',
		(ids) => ({ task_id: ids.semTask, urls: ['https://market-hub.ru/catalog/'] }),
	],
	[
		'run_semantics_keywords_filter',
		(ids) => ({ task_id: ids.semTask, queries: ['кеды купить', 'купить кеды', 'кеды цена'] }),
	],
	[
		'run_semantics_keywords_analyse',
		(ids) => ({ task_id: ids.semTask, queries: ['кеды купить', 'кеды цена'], grouping: true }),
	],
	['get_semantics_task', (ids) => ({ task_id: ids.semTask })],
	['get_semantics_task', (ids) => ({ task_id: ids.semTask })],
	['list_semantics_tasks', () => ({})],
	['get_semantics_step_result', (ids) => ({ task_id: ids.semTask, step: 6 })],
	['add_semantics_to_project', (ids) => ({ task_id: ids.semTask, project_id: shop })],
	['get_competitor_settings', p()],
	['set_competitor_tracking', p({ mode: 'domains', domains: ['market-hub.ru'] })],
	['set_auto_competitors', p({ source: 'top100' })],
	['set_competitor_type', p({ domain: 'market-hub.ru', type: 'marketplace' })],
	['get_competitor_positions', p({ limit: 3 })],
	['get_recommendation_details', (ids) => ({ project_id: shop, task_id: ids.taskId })],
	[
		'set_recommendation_status',
		(ids) => ({ project_id: shop, task_id: ids.taskId, status: 'in_progress' }),
	],
	['postpone_recommendation', (ids) => ({ project_id: shop, task_id: ids.taskId })],
	['add_recommendation', p({ name: 'Переписать title главной' })],
	[
		'set_recommendation_cluster_check',
		p({ url: 'https://example-shop.ru/', check: 'code', checked: true }),
	],
	['recalculate_visibility', p({ only_last: true })],
	['recheck_recommendation', (ids) => ({ project_id: shop, task_id: ids.taskId })],
	['get_event_types', p()],
	[
		'create_event',
		p({ name: 'Редизайн', date: '2026-11-10' }),
		(r, ids) => (ids.eventId = r.event_id),
	],
	[
		'update_event',
		(ids) => ({ project_id: shop, event_id: ids.eventId, name: 'Редизайн каталога' }),
	],
	[
		'create_group_event',
		p({ group_id: 1001, name: 'Новые тексты', date: '2026-11-12' }),
		(r, ids) => (ids.groupEventId = r.event_id),
	],
	[
		'update_group_event',
		(ids) => ({ project_id: shop, group_id: 1001, event_id: ids.groupEventId, work_time: 3 }),
	],
	['get_group_events', p()],
	['create_note', p({ text: 'Проверить мобильную версию' }), (r, ids) => (ids.noteId = r.note_id)],
	['update_note', (ids) => ({ project_id: shop, note_id: ids.noteId, text: 'Проверено' })],
	['get_report_blocks', p()],
	['get_report_schedule', p()],
	['set_report_schedule', p({ enabled: true, frequency: 'weekly', emails: ['boss@agency.test'] })],
	['list_project_members', p()],
	[
		'add_project_member',
		p({ email: SEED.colleague.email, role: 'read' }),
		(r, ids) => (ids.accessId = r.access_id),
	],
	[
		'update_project_member',
		(ids) => ({ project_id: shop, access_id: ids.accessId, role: 'write', notify: false }),
	],
	['remove_project_member', (ids) => ({ project_id: shop, access_id: ids.accessId })],
	['set_project_public_access', p({ enabled: true })],
	['run_kpi_calculation', p({ budget: 100000 }), (r, ids) => (ids.kpiId = r.kpi_id)],
	['list_kpi_results', p()],
	['get_kpi_result', (ids) => ({ project_id: shop, kpi_id: ids.kpiId })],
	['list_geo_projects', p(), (r, ids) => (ids.geoId = r.projects[0].ai_project_id)],
	['link_geo_project', (ids) => ({ project_id: shop, ai_project_id: ids.geoId })],
	['unlink_geo_project', p()],
	['geo_dependence', () => ({ requests: ['пицца доставка', 'пицца рецепт'], lr: 213 })],
	[
		'cluster_by_top',
		() => ({
			requests: ['пицца доставка', 'заказать пиццу'],
			lr: 213,
			method: 'hard',
			degree_group: 4,
		}),
	],
	['query_analysis', () => ({ query: 'пицца доставка', lr: 213 })],
	['suggest_se1', () => ({ query: 'пицца' })],
	['suggest_se2', () => ({ queries: ['пицца'] })],
	['suggest_video', () => ({ request: 'пицца' })],
	['query_intent', () => ({ requests: ['пицца доставка'] })],
	['kwfreq_frequency', () => ({ requests: ['пицца доставка'] })],
	['kwfreq_keywords_parse', () => ({ requests: ['пицца'] })],
	['complex_queries_analysis', () => ({ requests: ['пицца доставка', 'пицца рецепт'] })],
	['similar_queries', () => ({ queries: ['пицца'], region: 'moscow' })],
	['keyword_planner_options', () => ({})],
	['keyword_planner', () => ({ queries: ['пицца'] })],
	['suggest_parsing', () => ({ queries: ['пицца'], with_space: true })],
	['sentence_parsing', () => ({ sentence: 'Где заказать пиццу в Москве?' })],
	['semantic_core_competitors', () => ({ site: 'example-shop.ru' })],
	['semantic_core', () => ({ site: 'example-shop.ru', competitors: ['market-hub.ru'] })],
	['site_regionality_se1', () => ({ domain: 'example-shop.ru' })],
	['lemma_duplicates', () => ({ queries: ['купить кеды', 'кеды купить'] })],
	[
		'serp_visibility',
		() => ({ queries: ['кеды'], url: 'example-shop.ru', competitors_summary: true }),
	],
	['webmaster_hosts', () => ({}), (r, ids) => (ids.hostId = r.hosts[0].host_id)],
	['webmaster_queries', (ids) => ({ host_id: ids.hostId })],
	['se1_filters_check', () => ({ query: 'кеды', url: 'https://example-shop.ru/' })],
	['serp_top10', () => ({ queries: ['кеды'] })],
	['se1_xml', () => ({ query: 'кеды' })],
	['video_position_check', () => ({ query: 'кеды обзор' })],
	['se1_positions_check', () => ({ url: 'example-shop.ru', requests: ['кеды'] })],
	['se2_positions_check', () => ({ url: 'example-shop.ru', requests: ['кеды'] })],
	['serp_se1_search_and_context_set', () => ({ keywords: ['кеды'] })],
	[
		'serp_se1_set',
		() => ({ keywords: ['кеды', 'кроссовки'] }),
		(r, ids) => (ids.serpTask = r.task_id),
	],
	['serp_se1_status', (ids) => ({ task_id: ids.serpTask })],
	['serp_se1_status', (ids) => ({ task_id: ids.serpTask })],
	['serp_se1_get', (ids) => ({ task_id: ids.serpTask })],
	['serp_regions', () => ({})],
	['search_visibility', () => ({ mode: 'compare', domains: ['example-shop.ru', 'market-hub.ru'] })],
	['positions_complex', () => ({ requests: ['кеды'], competitors: ['market-hub.ru'] })],
	['serp_snippets', () => ({ requests: ['кеды'], url: 'example-shop.ru' })],
	['se1_tcy', () => ({ url: 'example-shop.ru' })],
	['site_analysis', () => ({ domain: 'example-shop.ru' })],
	// Destructive and access-ending tools last.
	['delete_event', (ids) => ({ project_id: shop, event_id: ids.eventId })],
	[
		'delete_group_event',
		(ids) => ({ project_id: shop, group_id: 1001, event_id: ids.groupEventId }),
	],
	['delete_note', (ids) => ({ project_id: shop, note_id: ids.noteId })],
	['delete_kpi_result', (ids) => ({ project_id: shop, kpi_id: ids.kpiId })],
	[
		'delete_url_groups',
		(ids) => ({ project_id: shop, mode: 'selected', group_ids: [ids.urlGroupId] }),
	],
	[
		'delete_query_groups',
		(ids) => ({ project_id: shop, mode: 'selected', group_ids: [ids.groupId] }),
	],
	['delete_queries', (ids) => ({ project_id: shop, queries_id: ids.queryIds.slice(0, 1) })],
	['delete_project_folder', (ids) => ({ folder_id: ids.folderId })],
	['reset_project_access', p()],
	['leave_project', () => ({ project_id: sharedWrite })],
	['delete_all_queries', () => ({ project_id: blog })],
	['delete_project', () => ({ project_id: blog })],
];

// docs/decisions-simulator-agent-api.md#all-catalog-tools
describe('every catalog tool runs in the simulator', () => {
	const live = useAgentClient();

	it('the walk covers all 165 named tools of the document', () => {
		const documented = Object.values(DOCUMENT_TOOLS).flatMap((section) => Object.keys(section));
		expect(new Set(WALK.map(([name]) => name))).toEqual(new Set(documented));
		expect(documented).toHaveLength(165);
	});

	it('each tool answers a non-error, structured result; long tools are polled by report_id to done', async () => {
		const { tools } = await live.client.listTools();
		const long = new Set(tools.filter((t) => t._meta?.['seo-tools/long']).map((t) => t.name));
		const ids: Ids = { queryIds: [] };
		for (const [name, args, keep] of WALK) {
			const result = await live.client.callTool({ name, arguments: args(ids) });
			if (result.isError) throw new Error(`${name} failed: ${JSON.stringify(result.content)}`);
			let data = result.structuredContent as JsonAnswer;
			expect([name, typeof data]).toEqual([name, 'object']);
			expect(JSON.parse((result.content as Array<{ text: string }>)[0].text)).toEqual(data);
			if (long.has(name) && data.report_id !== undefined) {
				for (let poll = 0; poll < 5 && data.status !== 'done'; poll++)
					data = await tool(live.client, name, { ...args(ids), report_id: data.report_id });
				expect([name, data.status]).toEqual([name, 'done']);
			}
			keep?.(data, ids);
		}
		// Destructive tools deleted, mutating tools changed the shared state.
		expect(live.sim.state.project(blog)).toBeUndefined();
		expect(
			live.sim.state.project(sharedWrite)!.shares.some((s) => s.accountId === SEED.paid.id),
		).toBe(false);
		expect(
			live.sim.state.project(shop)!.queries.some((q) => q.phrase === 'новый запрос агента'),
		).toBe(true);
		expect(live.sim.state.projects.some((x) => x.domain === 'walk-test.example')).toBe(true);
	});

	it('the same call gives the same answer (deterministic results)', async () => {
		const first = await tool(live.client, 'similar_queries', {
			queries: ['кеды'],
			region: 'moscow',
		});
		expect(
			await tool(live.client, 'similar_queries', { queries: ['кеды'], region: 'moscow' }),
		).toEqual({ ...first, limits_charged: first.limits_charged });
		const metrics = await tool(live.client, 'get_metrics', { project_id: shop });
		expect(await tool(live.client, 'get_metrics', { project_id: shop })).toEqual(metrics);
	});
});

describe('who may change a project: write access changes, read does not; only the owner deletes or grants access', () => {
	const live = useAgentClient();

	it.each([
		['delete_project', {}],
		['add_project_member', { email: 'free@seo-tools.test', role: 'read' }],
		['update_project_member', { access_id: 3001, role: 'read' }],
		['remove_project_member', { access_id: 3001 }],
		['set_project_public_access', { enabled: true }],
		['reset_project_access', {}],
	])(
		'%s on a project shared with write access: only the project owner can do this',
		async (name, args) => {
			expect(await toolError(live.client, name, { project_id: sharedWrite, ...args })).toBe(
				`${name}: only the project owner can do this`,
			);
			expect(live.sim.state.project(sharedWrite)).toBeDefined();
		},
	);

	it('write access changes the project: notes, groups, recommendations', async () => {
		await expect(
			tool(live.client, 'create_note', { project_id: sharedWrite, text: 'ok' }),
		).resolves.toMatchObject({ note_id: expect.any(Number) });
		await expect(
			tool(live.client, 'create_query_group', { project_id: sharedWrite, name: 'Можно' }),
		).resolves.toMatchObject({ group_id: expect.any(Number) });
	});

	it.each([
		['create_note', { text: 'no' }],
		['delete_queries', { queries_id: [1] }],
		['delete_all_queries', {}],
		['set_recommendation_status', { task_id: 1, status: 'done' }],
	])('%s with read access is refused: write access is required', async (name, args) => {
		expect(await toolError(live.client, name, { project_id: sharedRead, ...args })).toBe(
			`${name}: write access to the project is required (the key owner has read access)`,
		);
	});

	it('read access still reads, and may leave the project', async () => {
		await expect(
			tool(live.client, 'get_metrics', { project_id: sharedRead }),
		).resolves.toMatchObject({ project_id: sharedRead });
		await expect(tool(live.client, 'leave_project', { project_id: sharedRead })).resolves.toEqual({
			left: sharedRead,
		});
		expect(await toolError(live.client, 'get_metrics', { project_id: sharedRead })).toMatch(
			/not found among the projects of the key owner/,
		);
	});

	it('the owner cannot leave; the owner deletes the project with its data', async () => {
		expect(await toolError(live.client, 'leave_project', { project_id: shop })).toMatch(
			/owner cannot leave/,
		);
		await expect(tool(live.client, 'delete_project', { project_id: shop })).resolves.toMatchObject({
			deleted: shop,
		});
		expect(live.sim.state.project(shop)).toBeUndefined();
	});
});
