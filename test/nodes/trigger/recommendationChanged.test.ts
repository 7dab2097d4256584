import type { IDataObject } from 'n8n-workflow';
import { SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';
import { callToolParams, firedBy, startTriggerServer, type TriggerServer } from './triggerServer';

const shop = SEED.projects.shop;
const project = { __rl: true, mode: 'id', value: String(shop) };

describe('SEO Tools Trigger: Recommendation Created or Changed (simulator)', () => {
	const h = useHarness();

	it('a task added fires "created", a status change fires once, nothing on the baseline', async () => {
		const staticData: IDataObject = {};
		const params = { event: 'recommendationChanged', project };
		expect(await h.poll(params, staticData)).toBeNull();
		const added = await h.run(
			callToolParams('add_recommendation', { project_id: shop, name: 'Rewrite the title' }),
		);
		const taskId = String(added.output[0].json.task_id);
		expect(firedBy(await h.poll(params, staticData))).toEqual([
			expect.objectContaining({ task_id: taskId, change: 'created', status: 'new' }),
		]);
		await h.run(
			callToolParams('set_recommendation_status', {
				project_id: shop,
				task_id: Number(taskId),
				status: 'in_progress',
			}),
		);
		h.newProcess();
		expect(firedBy(await h.poll(params, staticData))).toEqual([
			expect.objectContaining({
				task_id: taskId,
				change: 'status_changed',
				status: 'in_progress',
				previous_status: 'new',
			}),
		]);
		expect(await h.poll(params, staticData)).toBeNull();
	});

	it('Only To Statuses keeps the changes the user asked for', async () => {
		const staticData: IDataObject = {};
		const params = {
			event: 'recommendationChanged',
			project,
			recommendationChanges: ['status_changed'],
			recommendationStatuses: ['done'],
		};
		expect(await h.poll(params, staticData)).toBeNull();
		const added = await h.run(
			callToolParams('add_recommendation', { project_id: shop, name: 'Add internal links' }),
		);
		const taskId = Number(added.output[0].json.task_id);
		expect(await h.poll(params, staticData)).toBeNull();
		await h.run(
			callToolParams('set_recommendation_status', {
				project_id: shop,
				task_id: taskId,
				status: 'done',
			}),
		);
		expect(firedBy(await h.poll(params, staticData))).toEqual([
			expect.objectContaining({ task_id: String(taskId), status: 'done' }),
		]);
	});
});

describe('SEO Tools Trigger: Recommendation Created or Changed (independent server)', () => {
	const h = useHarness();
	let server: TriggerServer;
	let board: Array<Record<string, unknown>> = [];
	beforeAll(async () => {
		server = await startTriggerServer();
		// `id` and `state` instead of the simulator's names, in a text block.
		server.offer([
			{
				name: 'get_recommendations',
				form: 'text',
				params: {
					project_id: 'integer',
					only_open: 'boolean',
					limit: 'integer',
					offset: 'integer',
				},
				answer: () => ({ data: { tasks: board, count: board.length } }),
			},
		]);
	});
	afterAll(async () => {
		await server.close();
	});

	it('reads other names; a task that leaves the list and returns unchanged fires nothing', async () => {
		const staticData: IDataObject = {};
		const params = {
			event: 'recommendationChanged',
			project: { __rl: true, mode: 'id', value: '8' },
		};
		const poll = async () => firedBy(await h.poll(params, staticData, { baseUrl: server.url }));
		board = [{ id: 1, state: 'new', title: 'A' }];
		expect(await poll()).toEqual([]);
		board = []; // postponed
		expect(await poll()).toEqual([]);
		board = [
			{ id: 1, state: 'new', title: 'A' },
			{ id: 2, state: 'in_progress', title: 'B' },
		];
		expect(await poll()).toEqual([
			expect.objectContaining({ task_id: '2', change: 'created', status: 'in_progress' }),
		]);
		board = [
			{ id: 1, state: 'done', title: 'A' },
			{ id: 2, state: 'in_progress', title: 'B' },
		];
		expect(await poll()).toEqual([
			expect.objectContaining({ task_id: '1', change: 'status_changed', previous_status: 'new' }),
		]);
	});
});
