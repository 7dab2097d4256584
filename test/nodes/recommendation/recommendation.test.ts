import type { IDataObject } from 'n8n-workflow';
import { AGENT_CATALOG_PROFILES } from '../../../simulator';
import { projectRef, SEED, toolCallsOf } from '../helpers';
import { useToolServer } from '../shared/useToolServer';
import { paged } from '../shared/toolServer';
import { useHarness } from '../shared/useHarness';

const shop = SEED.projects.shop;
const recommendation = (operation: string, extra: IDataObject = {}) => ({
	resource: 'recommendation',
	operation,
	project: projectRef(shop),
	...extra,
});
/** A task's id in a row, under either name a service could use. */
const idOf = (row: IDataObject) => Number(row.task_id ?? row.id);

/** The expectations are the service documentation's (4.3 get_recommendations, 4.7), so they hold on both catalogs. */
describe.each(AGENT_CATALOG_PROFILES)(
	'Recommendation through the engine (%s agent catalog)',
	(profile) => {
		const h = useHarness({ agentCatalog: profile }, { clear: true });
		let taskId: number;
		beforeAll(async () => {
			const first = await h.run(recommendation('getAll', { limit: 1 }));
			taskId = idOf(first.output[0].json);
		});
		const toolCalls = () => toolCallsOf(h);

		it('Get Many reads the open tasks up to the Limit, one item per task', async () => {
			expect(Number.isInteger(taskId)).toBe(true);
			const result = await h.run(recommendation('getAll', { onlyOpen: true, limit: 2 }));
			expect(result.output).toHaveLength(2);
			expect(String(result.output[0].json.project_id)).toBe(String(shop));
			expect(toolCalls()[0]).toEqual({
				name: 'get_recommendations',
				arguments: { project_id: shop, only_open: true, limit: 2, offset: 0 },
			});
		});

		it('Set Status moves the task once, and Get shows the new status', async () => {
			await h.run(recommendation('setStatus', { taskId, status: 'in_progress' }));
			const got = await h.run(recommendation('get', { taskId }));
			expect(toolCalls()).toEqual([
				{
					name: 'set_recommendation_status',
					arguments: { project_id: shop, task_id: taskId, status: 'in_progress' },
				},
				{ name: 'get_recommendation_details', arguments: { project_id: shop, task_id: taskId } },
			]);
			expect(got.output).toHaveLength(1);
			expect(JSON.stringify(got.output[0].json)).toContain('in_progress');
		});

		it('Postpone leaves the day to the service when empty, and sends a chosen one', async () => {
			await h.run(recommendation('postpone', { taskId }));
			await h.run(recommendation('postpone', { taskId, date: '2030-01-15T09:00:00' }));
			expect(toolCalls()).toEqual([
				{ name: 'postpone_recommendation', arguments: { project_id: shop, task_id: taskId } },
				{
					name: 'postpone_recommendation',
					arguments: { project_id: shop, task_id: taskId, date: '2030-01-15' },
				},
			]);
		});

		it('Add sends the name and only the optional fields set; Recheck is sent once', async () => {
			const added = await h.run(
				recommendation('add', {
					name: 'Переписать заголовок',
					additionalFields: { url: ' https://example.test/a ', expectedVisits: 12, status: 'done' },
				}),
			);
			expect(added.output).toHaveLength(1);
			await h.run(recommendation('recheck', { taskId }));
			expect(toolCalls()).toEqual([
				{
					name: 'add_recommendation',
					arguments: {
						project_id: shop,
						name: 'Переписать заголовок',
						url: 'https://example.test/a',
						expected_visits: 12,
						status: 'done',
					},
				},
				{ name: 'recheck_recommendation', arguments: { project_id: shop, task_id: taskId } },
			]);
		});

		it('sends Add once when its answer is lost, and the task is on the board once', async () => {
			await h.run(recommendation('getAll', { limit: 1 }));
			const catalogReads = h
				.received('/api/mcp')
				.filter((r) => (r.json as { method?: string }).method !== 'tools/call').length;
			h.clear();
			h.sim.setFault({ route: '/api/mcp', kind: 'answerLost', after: catalogReads, times: 1 });
			const name = `Задача без ответа ${profile}`;
			const result = await h.run(recommendation('add', { name }), { continueOnFail: true });
			expect(result.output).toHaveLength(1);
			expect(String(result.output[0].json.description)).toMatch(/not repeated automatically/);
			expect(toolCalls().map((c) => c.name)).toEqual(['add_recommendation']);
			const board = await h.run(recommendation('getAll', { returnAll: true }));
			expect(board.output.filter((i) => i.json.name === name)).toHaveLength(1);
		});

		it('passes on the service’s refusal of an unknown task, under Continue On Fail', async () => {
			const result = await h.run(recommendation('get', { taskId: 987654321 }), {
				continueOnFail: true,
			});
			expect(result.output).toHaveLength(1);
			expect(String(result.output[0].json.error)).toMatch(/get_recommendation_details/);
			expect(result.output[0].pairedItem).toEqual({ item: 0 });
		});

		it('refuses a missing Task ID and an empty Name before sending', async () => {
			const noId = await h.run(recommendation('recheck', { taskId: 0 }), { continueOnFail: true });
			expect(String(noId.output[0].json.error)).toMatch(/Task ID: "0" is not a task’s ID/);
			const noName = await h.run(recommendation('add', { name: '  ' }), { continueOnFail: true });
			expect(String(noName.output[0].json.error)).toMatch(/Name must not be empty/);
			expect(toolCalls()).toEqual([]);
		});
	},
);

describe('Recommendation against a server that is not the simulator', () => {
	const tools = useToolServer(recommendation);
	const { run } = tools;
	const mutating = { readOnlyHint: false };

	it('reads every task from pages of its own size', async () => {
		const tasks = Array.from({ length: 9 }, (_, n) => ({ id: n + 1, title: `Задача ${n + 1}` }));
		tools.server.offer([
			{
				name: 'get_recommendations',
				params: {
					project_id: 'integer',
					only_open: 'boolean',
					limit: 'integer',
					offset: 'integer',
				},
				answer: paged(tasks, 4, 'tasks'),
			},
		]);
		const result = await run('getAll', { returnAll: true });
		expect(result.output.map((i) => i.json.title)).toEqual(tasks.map((t) => t.title));
		expect(tools.server.calls.map((c) => c.arguments.offset)).toEqual([0, 4, 8, 9]);
	});

	it('returns details sent as text, and a status change answered in words, sent once', async () => {
		tools.server.offer([
			{
				name: 'get_recommendation_details',
				form: 'text',
				params: { project_id: 'integer', task_id: 'string' },
				answer: (args) => ({ data: { ident: args.task_id, state: 'open' } }),
			},
			{
				name: 'set_recommendation_status',
				annotations: mutating,
				form: 'text',
				params: { project_id: 'integer', task_id: 'integer', status: 'string' },
				answer: () => ({ data: 'Статус изменён' }),
			},
		]);
		const got = await run('get', { taskId: 42 });
		expect(got.output.map((i) => i.json)).toEqual([
			{ project_id: String(shop), ident: '42', state: 'open' },
		]);
		const set = await run('setStatus', { taskId: 42, status: 'done' });
		expect(set.output.map((i) => i.json)).toEqual([
			{ project_id: String(shop), result: 'Статус изменён' },
		]);
		expect(tools.server.calls.map((c) => c.name)).toEqual([
			'get_recommendation_details',
			'set_recommendation_status',
		]);
	});

	it('passes the tool’s own error text on', async () => {
		tools.server.offer([
			{
				name: 'postpone_recommendation',
				annotations: mutating,
				answer: () => ({ error: 'Дата должна быть в будущем' }),
			},
		]);
		const result = await run('postpone', { taskId: 5, date: '2020-01-01' });
		expect(String(result.output[0].json.error)).toMatch(/Дата должна быть в будущем/);
		expect(tools.server.calls).toHaveLength(1);
	});
});
