import type { IDataObject } from 'n8n-workflow';
import { AGENT_CATALOG_PROFILES } from '../../../simulator';
import { toolCallsOf } from '../helpers';
import { useHarness } from '../shared/useHarness';
import { projectOperation } from '../shared/projectOperation';
import { useToolServer } from '../shared/useToolServer';

const POLL_MS = 10_000;
const semantics = projectOperation('semantics');

/**
 * The semantics wizard's steps waited for by task id: the step is sent once, get_semantics_task is
 * read for that step's status, and the step's rows (get_semantics_step_result) are the items.
 */
describe.each(AGENT_CATALOG_PROFILES)(
	'Semantics on the simulator (%s agent catalog)',
	(profile) => {
		const h = useHarness({ agentCatalog: profile }, { clear: true });
		const run = (parameters: IDataObject) =>
			h.withWarpedWait(POLL_MS, () => h.run(parameters, { continueOnFail: true }));

		it('creates a task, runs step 1 once, waits for it and outputs its rows', async () => {
			const created = await run(semantics('createTask'));
			const taskId = Number(created.output[0].json.task_id ?? created.output[0].json.id);
			expect(taskId).toBeGreaterThan(0);
			h.clear();
			const result = await run(
				semantics('runCompetitorsStep', {
					taskId,
					mode: 'keywords',
					additionalFields: { queries: 'зимние шины\nшины купить' },
				}),
			);
			expect(result.output[0].json.error).toBeUndefined();
			const names = toolCallsOf(h).map((call) => call.name);
			expect(names.filter((name) => name === 'run_semantics_competitors')).toHaveLength(1);
			expect(names).toContain('get_semantics_task');
			expect(names.at(-1)).toBe('get_semantics_step_result');
			expect(toolCallsOf(h).at(-1)!.arguments).toMatchObject({ task_id: taskId, step: 1 });
			expect(result.output.length).toBeGreaterThan(0);
			// IDs are text in the output (Output Options → IDs as Numbers gives numbers).
			expect(result.output.every((item) => item.json.task_id === String(taskId))).toBe(true);
		});
	},
);

describe('Semantics steps against a server that is not the simulator', () => {
	const tools = useToolServer(semantics);
	const run = (operation: string, extra: IDataObject) =>
		tools.h.withWarpedWait(POLL_MS, () => tools.run(operation, extra));
	const step = {
		name: 'run_semantics_proximity',
		annotations: { readOnlyHint: false },
		params: { project_id: 'integer', task_id: 'integer', domains: 'array' },
		answer: () => ({ data: 'Шаг поставлен в очередь' }),
	};
	const result = {
		name: 'get_semantics_step_result',
		params: {
			project_id: 'integer',
			task_id: 'integer',
			step: 'integer',
			limit: 'integer',
			offset: 'integer',
		},
		answer: () => ({ data: [] as unknown[] }),
	};

	it('reads the step’s status among steps keyed by number, and refuses a step that ran out of limits', async () => {
		tools.server.offer([
			step,
			{
				name: 'get_semantics_task',
				form: 'text',
				params: { project_id: 'integer', task_id: 'integer' },
				answer: (_args, call) => ({
					data: {
						task: {
							steps: {
								'1': { status: 'done' },
								'2': {
									status: call < 2 ? 'running' : 'no_limits',
									message: 'Недостаточно лимитов',
								},
							},
						},
					},
				}),
			},
			result,
		]);
		const out = await run('runProximityStep', { taskId: 44 });
		expect(String(out.output[0].json.error)).toContain(
			'Task 44 of run_semantics_proximity ended without a result',
		);
		expect(tools.server.calls.map((call) => call.name)).toEqual([
			'run_semantics_proximity',
			'get_semantics_task',
			'get_semantics_task',
		]);
	});

	it('stops with an error naming the step when the status answer does not mention it', async () => {
		tools.server.offer([
			step,
			{
				name: 'get_semantics_task',
				params: { project_id: 'integer', task_id: 'integer' },
				answer: () => ({ data: { steps: [{ step: 1, status: 'done' }] } }),
			},
			result,
		]);
		const out = await run('runProximityStep', { taskId: 45 });
		expect(String(out.output[0].json.error)).toContain(
			'get_semantics_task answered without a progress or status for step 2 of task 45',
		);
	});
});
