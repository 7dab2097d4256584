import type { IDataObject } from 'n8n-workflow';
import { SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';
import { callToolParams, firedBy, startTriggerServer, type TriggerServer } from './triggerServer';

describe('SEO Tools Trigger: Semantics Step Finished (simulator)', () => {
	const h = useHarness();

	it('a step run after activation fires once when it ends, also across a restart', async () => {
		const staticData: IDataObject = {};
		const params = { event: 'semanticsStepFinished' };
		expect(await h.poll(params, staticData)).toBeNull();
		const task = await h.run(callToolParams('create_semantics_task', {}));
		const taskId = Number(task.output[0].json.task_id);
		await h.run(
			callToolParams('run_semantics_competitors', {
				task_id: taskId,
				mode: 'project',
				project_id: SEED.projects.shop,
			}),
		);
		const fired: IDataObject[] = [];
		// The step ends after a few reads of the task list (or a few virtual minutes).
		for (let poll = 0; poll < 4; poll++) {
			if (poll === 2) h.newProcess();
			fired.push(...(firedBy(await h.poll(params, staticData)) as IDataObject[]));
		}
		expect(fired).toEqual([
			expect.objectContaining({
				event: 'semanticsStepFinished',
				task_id: String(taskId),
				step: '1',
				status: expect.stringMatching(/^(done|error)$/),
			}),
		]);
	});
});

describe('SEO Tools Trigger: Semantics Step Finished (independent server)', () => {
	const h = useHarness();
	let server: TriggerServer;
	let tasks: unknown[] = [];
	beforeAll(async () => {
		server = await startTriggerServer();
		// Steps keyed by number, each holding its status word alone.
		server.offer([
			{
				name: 'list_semantics_tasks',
				params: { limit: 'integer' },
				answer: () => ({ data: tasks }),
			},
		]);
	});
	afterAll(async () => {
		await server.close();
	});

	it('steps keyed by number: each end fires once, filtered by status', async () => {
		const staticData: IDataObject = {};
		const params = { event: 'semanticsStepFinished', stepStatuses: ['error', 'no_limits'] };
		const poll = async () => firedBy(await h.poll(params, staticData, { baseUrl: server.url }));
		tasks = [{ id: 3, title: 'Shoes', steps: { '1': 'done', '2': 'running' } }];
		expect(await poll()).toEqual([]);
		tasks = [{ id: 3, title: 'Shoes', steps: { '1': 'done', '2': 'no limits' } }];
		expect(await poll()).toEqual([
			expect.objectContaining({ task_id: '3', task_name: 'Shoes', step: '2', status: 'no_limits' }),
		]);
		tasks = [{ id: 3, title: 'Shoes', steps: { '1': 'done', '2': 'no limits', '3': 'done' } }];
		expect(await poll()).toEqual([]); // done is not among the statuses asked for
	});
});
