import type { Simulator } from '../../../simulator';
import { SEED } from '../helpers';
import { tool, toolError, useAgentClient } from './helpers';

const { shop, blog } = SEED.projects;
const DAY = 24 * 60 * 60 * 1000;
const dateIn = (sim: Simulator, days: number) =>
	new Date(sim.clock.now() + days * DAY).toISOString().slice(0, 10);

/** The agent interface's states (docs/service/agent-interface.md#states) and limits (#limits). */
describe('states and limits on a fresh simulator', () => {
	const live = useAgentClient('each');

	const limits = () => live.sim.state.accountById(SEED.paid.id)!.limits;

	describe('recommendation board', () => {
		const firstTask = async () =>
			(await tool(live.client, 'get_recommendations', { project_id: shop })).recommendations[0]
				.task_id as number;

		it('set_recommendation_status moves a task from any state to new, in_progress or done', async () => {
			const taskId = await firstTask();
			expect(
				(
					await tool(live.client, 'get_recommendation_details', {
						project_id: shop,
						task_id: taskId,
					})
				).status,
			).toBe('new');
			for (const [from, to] of [
				['new', 'done'],
				['done', 'in_progress'],
				['in_progress', 'new'],
				['new', 'in_progress'],
				['in_progress', 'done'],
				['done', 'new'],
			]) {
				expect(
					await tool(live.client, 'set_recommendation_status', {
						project_id: shop,
						task_id: taskId,
						status: to,
					}),
				).toEqual({ task_id: taskId, previous_status: from, status: to });
			}
			expect(
				await toolError(live.client, 'set_recommendation_status', {
					project_id: shop,
					task_id: taskId,
					status: 'closed',
				}),
			).toMatch(/status/);
			expect(
				await toolError(live.client, 'set_recommendation_status', {
					project_id: shop,
					task_id: 999999,
					status: 'done',
				}),
			).toMatch(/not found/);
		});

		it('only_open leaves done tasks out', async () => {
			const taskId = await firstTask();
			await tool(live.client, 'set_recommendation_status', {
				project_id: shop,
				task_id: taskId,
				status: 'done',
			});
			const open = (
				await tool(live.client, 'get_recommendations', {
					project_id: shop,
					only_open: true,
					limit: 0,
				})
			).recommendations;
			expect(open.map((r: { task_id: number }) => r.task_id)).not.toContain(taskId);
		});

		it('postpone_recommendation hides a task until 3 days ahead by default, then it is back', async () => {
			const taskId = await firstTask();
			expect(
				await tool(live.client, 'postpone_recommendation', { project_id: shop, task_id: taskId }),
			).toEqual({ task_id: taskId, postponed_until: dateIn(live.sim, 3) });
			const ids = async () =>
				(
					await tool(live.client, 'get_recommendations', { project_id: shop, limit: 0 })
				).recommendations.map((r: { task_id: number }) => r.task_id);
			expect(await ids()).not.toContain(taskId);
			live.sim.clock.advance(2 * DAY);
			expect(await ids()).not.toContain(taskId);
			live.sim.clock.advance(DAY);
			expect(await ids()).toContain(taskId);
		});

		it('postpone_recommendation takes an explicit date, never one in the past', async () => {
			const taskId = await firstTask();
			expect(
				(
					await tool(live.client, 'postpone_recommendation', {
						project_id: shop,
						task_id: taskId,
						date: dateIn(live.sim, 10),
					})
				).postponed_until,
			).toBe(dateIn(live.sim, 10));
			expect(
				await toolError(live.client, 'postpone_recommendation', {
					project_id: shop,
					task_id: taskId,
					date: dateIn(live.sim, -1),
				}),
			).toMatch(/after today/);
		});
	});

	describe('folders', () => {
		it('delete_project_folder keeps the projects; those in no other folder show under Без папки', async () => {
			const a = (await tool(live.client, 'create_project_folder', { name: 'Папка A' })).folder_id;
			const b = (await tool(live.client, 'create_project_folder', { name: 'Папка B' })).folder_id;
			await tool(live.client, 'set_project_folders', { project_id: shop, folder_ids: [a] });
			await tool(live.client, 'set_project_folders', { project_id: blog, folder_ids: [a, b] });
			const before = (await tool(live.client, 'list_project_folders')).folders;
			expect(before.find((f: { id: number | null }) => f.id === null).project_ids).not.toContain(
				shop,
			);
			await tool(live.client, 'delete_project_folder', { folder_id: a });
			const after = (await tool(live.client, 'list_project_folders')).folders;
			expect(after.map((f: { name: string }) => f.name)).toEqual(['Папка B', 'Без папки']);
			expect(after.find((f: { id: number | null }) => f.id === null).project_ids).toContain(shop);
			expect(after.find((f: { id: number | null }) => f.id === b).project_ids).toEqual([blog]);
			expect(live.sim.state.project(shop)).toBeDefined();
		});
	});

	describe('semantics task step statuses', () => {
		const steps = async (taskId: number) =>
			(await tool(live.client, 'get_semantics_task', { task_id: taskId })).steps as Array<{
				step: number;
				status: string;
			}>;

		it('not_started appears only in get_semantics_task; a run goes queued → running → done as it is read', async () => {
			const taskId = (await tool(live.client, 'create_semantics_task')).task_id;
			expect((await steps(taskId)).map((s) => s.status)).toEqual(Array(7).fill('not_started'));
			expect((await tool(live.client, 'list_semantics_tasks')).tasks[0]).toMatchObject({
				task_id: taskId,
				steps: [],
			});
			expect(
				await tool(live.client, 'run_semantics_competitors', {
					task_id: taskId,
					mode: 'domain',
					site: 'example-shop.ru',
				}),
			).toMatchObject({ status: 'queued', limits_cost: 110 });
			expect((await steps(taskId))[0].status).toBe('running');
			expect((await steps(taskId))[0].status).toBe('done');
			const listed = (await tool(live.client, 'list_semantics_tasks')).tasks[0].steps;
			expect(listed).toEqual([
				{ step: 1, name: 'competitors', status: 'done', date: expect.any(String) },
			]);
			expect(JSON.stringify(await tool(live.client, 'list_semantics_tasks'))).not.toContain(
				'not_started',
			);
		});

		it('no_limits when the account lacks the limits (nothing charged); error when a step has nothing to work on', async () => {
			const taskId = (await tool(live.client, 'create_semantics_task')).task_id;
			live.sim.state.accountById(SEED.paid.id)!.limits = 100;
			expect(
				await tool(live.client, 'run_semantics_competitors', {
					task_id: taskId,
					mode: 'domain',
					site: 'example-shop.ru',
				}),
			).toMatchObject({ status: 'no_limits', limits_cost: 110 });
			expect(limits()).toBe(100);
			expect(await tool(live.client, 'run_semantics_url_top', { task_id: taskId })).toMatchObject({
				status: 'error',
			});
			expect((await steps(taskId)).slice(0, 3).map((s) => s.status)).toEqual([
				'no_limits',
				'not_started',
				'error',
			]);
		});

		it('charges the documented step costs: keywords 1.1 per query up to 150, urls 1 per URL, project 0, analyse per query × 1.1', async () => {
			const taskId = (await tool(live.client, 'create_semantics_task')).task_id;
			const cost = async (name: string, args: Record<string, unknown>) => {
				const before = limits();
				const run = await tool(live.client, name, { task_id: taskId, ...args });
				expect(before - limits()).toBe(run.limits_cost);
				return run.limits_cost;
			};
			expect(
				await cost('run_semantics_competitors', {
					mode: 'keywords',
					queries: Array.from({ length: 10 }, (_, i) => `запрос ${i}`),
				}),
			).toBe(11);
			expect(
				await cost('run_semantics_competitors', {
					mode: 'keywords',
					queries: Array.from({ length: 500 }, (_, i) => `запрос ${i}`),
				}),
			).toBe(150);
			expect(
				await cost('run_semantics_competitors', {
					mode: 'urls',
					urls: ['https://a.example/1', 'https://a.example/2', 'https://a.example/3'],
				}),
			).toBe(3);
			expect(await cost('run_semantics_competitors', { mode: 'project' })).toBe(0);
			expect(
				await toolError(live.client, 'run_semantics_competitors', {
					task_id: taskId,
					mode: 'urls',
					urls: ['https://a.example/1', 'https://b.example/1'],
				}),
			).toMatch(/one site/);
			const ten = Array.from({ length: 10 }, (_, i) => `фраза ${i}`);
			// grouping 2 + competition 4 + frequency 2 + geo 1 + intent 1 = 10 per query; 10 queries × 10 × 1.1 = 110.
			expect(
				await cost('run_semantics_keywords_analyse', {
					queries: ten,
					grouping: true,
					competition: true,
					frequency: 'true',
					geo: true,
					intent: true,
				}),
			).toBe(110);
			// positions 1 (+1 with force_relevant) = 2 per query; 10 × 2 × 1.1 = 22.
			expect(
				await cost('run_semantics_keywords_analyse', {
					queries: ten,
					positions: true,
					positions_force_check_relevant: true,
				}),
			).toBe(22);
		});

		it('step 7 puts the analysed queries with their groups into the project', async () => {
			const taskId = (await tool(live.client, 'create_semantics_task')).task_id;
			await tool(live.client, 'run_semantics_keywords_analyse', {
				task_id: taskId,
				queries: ['ботинки зимние', 'ботинки кожаные', 'сапоги резиновые'],
				grouping: true,
			});
			await steps(taskId);
			await steps(taskId);
			const rows = (
				await tool(live.client, 'get_semantics_step_result', { task_id: taskId, step: 6 })
			).rows;
			expect(rows.map((r: { query: string }) => r.query)).toEqual([
				'ботинки зимние',
				'ботинки кожаные',
				'сапоги резиновые',
			]);
			expect(
				await tool(live.client, 'add_semantics_to_project', { task_id: taskId, project_id: shop }),
			).toMatchObject({ project_id: shop, groups: 2, queries: 3 });
			const phrases = live.sim.state.project(shop)!.queries.map((q) => q.phrase);
			expect(phrases).toEqual(
				expect.arrayContaining(['ботинки зимние', 'ботинки кожаные', 'сапоги резиновые']),
			);
			expect(live.sim.state.project(shop)!.groups.map((g) => g.name)).toEqual(
				expect.arrayContaining(['ботинки', 'сапоги']),
			);
		});
	});

	describe('long tools and limits', () => {
		it('a long tool charges once when queued, then is polled by report_id to done without charging again', async () => {
			const before = limits();
			const queued = await tool(live.client, 'kwfreq_frequency', {
				requests: ['кеды', 'кеды купить', 'кеды цена'],
			});
			expect(queued).toMatchObject({ status: 'queued', limits_charged: 3, progress: 0 });
			expect(before - limits()).toBe(3);
			expect(
				await tool(live.client, 'kwfreq_frequency', { report_id: queued.report_id }),
			).toMatchObject({ status: 'in_progress', progress: 50 });
			const done = await tool(live.client, 'kwfreq_frequency', { report_id: queued.report_id });
			expect(done).toMatchObject({ status: 'done', progress: 100 });
			expect(done.result.queries.map((q: { query: string }) => q.query)).toEqual([
				'кеды',
				'кеды купить',
				'кеды цена',
			]);
			expect(await tool(live.client, 'kwfreq_frequency', { report_id: queued.report_id })).toEqual(
				done,
			);
			expect(before - limits()).toBe(3);
			expect(await toolError(live.client, 'query_intent', { report_id: queued.report_id })).toMatch(
				/no query_intent task/,
			);
		});

		it('a long tool finishes on the virtual clock too (2 minutes)', async () => {
			const queued = await tool(live.client, 'site_analysis', { domain: 'example-shop.ru' });
			live.sim.clock.advance(2 * 60_000);
			expect(
				await tool(live.client, 'site_analysis', { report_id: queued.report_id }),
			).toMatchObject({ status: 'done', result: { domain: 'example-shop.ru' } });
		});

		it('check runs charge the project owner at get_check_cost prices; a shortfall is refused and charges nothing', async () => {
			const cost = await tool(live.client, 'get_check_cost', { project_id: shop });
			let before = limits();
			expect(await tool(live.client, 'run_frequency_check', { project_id: shop })).toMatchObject({
				limits_charged: cost.frequencies,
			});
			expect(before - limits()).toBe(cost.frequencies);
			before = limits();
			expect(
				await tool(live.client, 'run_recommendations_update', { project_id: shop }),
			).toMatchObject({ limits_charged: cost.recommendations });
			expect(before - limits()).toBe(cost.recommendations);
			live.sim.state.accountById(SEED.paid.id)!.limits = cost.run_all_checks_total - 1;
			expect(await toolError(live.client, 'run_all_checks', { project_id: shop })).toMatch(
				/Not enough limits: run_all_checks needs/,
			);
			expect(limits()).toBe(cost.run_all_checks_total - 1);
			live.sim.state.accountById(SEED.paid.id)!.limits = cost.run_all_checks_total;
			await tool(live.client, 'run_all_checks', { project_id: shop });
			expect(limits()).toBe(0);
		});

		it('service tools charge 1 per phrase and refuse calls outside the documented bounds before charging', async () => {
			const before = limits();
			expect(await tool(live.client, 'serp_snippets', { requests: ['a', 'b'] })).toMatchObject({
				limits_charged: 2,
			});
			expect(before - limits()).toBe(2);
			expect(
				await toolError(live.client, 'serp_snippets', {
					requests: Array.from({ length: 101 }, (_, i) => `q${i}`),
				}),
			).toMatch(/requests: at most 100/);
			expect(
				await toolError(live.client, 'similar_queries', {
					queries: Array.from({ length: 101 }, (_, i) => `q${i}`),
				}),
			).toMatch(/queries: at most 100/);
			expect(
				await toolError(live.client, 'semantic_core', {
					site: 'example-shop.ru',
					competitors: ['a.ru', 'b.ru', 'c.ru', 'd.ru', 'e.ru', 'f.ru'],
				}),
			).toMatch(/competitors: at most 5/);
			expect(
				await toolError(live.client, 'sentence_parsing', { sentence: 'я'.repeat(201) }),
			).toMatch(/at most 200 characters/);
			expect(before - limits()).toBe(2);
			live.sim.state.accountById(SEED.paid.id)!.limits = 0;
			expect(await toolError(live.client, 'serp_visibility', { queries: ['a'] })).toMatch(
				/Not enough limits/,
			);
		});
	});

	describe('mutations are seen by the other surfaces', () => {
		it('set_query_position corrects the position other tools read', async () => {
			const date = (
				await tool(live.client, 'get_project_updates', { project_id: shop, limit: 1 })
			).updates[0].start.slice(0, 10);
			const queryId = live.sim.state.project(shop)!.queries[0].id;
			await tool(live.client, 'set_query_position', {
				project_id: shop,
				query_id: queryId,
				search_system_id: 1,
				position: 2,
				date,
			});
			const details = await tool(live.client, 'get_query_details', {
				project_id: shop,
				query: queryId,
			});
			const history = details.positions.find(
				(p: { search_system: number }) => p.search_system === 1,
			).history;
			expect(history[history.length - 1]).toEqual({ date, position: 2 });
		});

		it('create_url_group and change_url_groups keep URLs in URL groups, read by get_group_urls', async () => {
			const url = (await tool(live.client, 'get_urls', { project_id: shop })).urls[0];
			const group = await tool(live.client, 'create_url_group', {
				project_id: shop,
				name: 'Промо',
			});
			await tool(live.client, 'change_url_groups', {
				project_id: shop,
				action: 'add',
				url_ids: [url.id],
				group_name: 'Промо',
			});
			const urls = await tool(live.client, 'get_group_urls', {
				project_id: shop,
				kind: 'url',
				group: group.group_id,
			});
			expect(urls.urls.map((u: { url: string }) => u.url)).toEqual([url.url]);
			await tool(live.client, 'delete_url_groups', { project_id: shop, mode: 'all' });
			expect(live.sim.state.project(shop)!.groups.some((g) => g.kind === 'url')).toBe(false);
		});
	});
});
