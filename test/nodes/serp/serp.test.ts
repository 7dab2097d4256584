import type { IDataObject } from 'n8n-workflow';
import { AGENT_CATALOG_PROFILES } from '../../../simulator';
import { toolCallsOf } from '../helpers';
import { useHarness } from '../shared/useHarness';
import type { Answer, Args } from '../shared/toolServer';
import { useToolServer } from '../shared/useToolServer';

const POLL_MS = 10_000;
const serp = (operation: string, extra: IDataObject = {}): IDataObject => ({
	resource: 'serp',
	operation,
	...extra,
});

/**
 * SERP → Create Task waited for by its task id (serp_se1_set, then serp_se1_status until progress
 * 100, then serp_se1_get), and a long tool waited for by report_id (Keyword Research → Cluster
 * Queries): the task is queued once, the polls only read, and the finished result is the items.
 */
describe.each(AGENT_CATALOG_PROFILES)('Waiting on the simulator (%s agent catalog)', (profile) => {
	const h = useHarness({ agentCatalog: profile }, { clear: true });
	const run = (parameters: IDataObject) => h.withWarpedWait(POLL_MS, () => h.run(parameters));

	it('queues a SERP task once, follows its progress and outputs one item per keyword', async () => {
		const result = await run(serp('createTask', { keywords: 'зимние шины\nшины купить' }));
		const names = toolCallsOf(h).map((call) => call.name);
		expect(names.filter((name) => name === 'serp_se1_set')).toHaveLength(1);
		expect(names.filter((name) => name === 'serp_se1_status').length).toBeGreaterThan(0);
		expect(names.at(-1)).toBe('serp_se1_get');
		expect(result.output.map((item) => item.json.query)).toEqual(['зимние шины', 'шины купить']);
		const taskId = result.output[0].json.task_id;
		expect(taskId).toBeDefined();
		expect(
			toolCallsOf(h)
				.filter((call) => call.name !== 'serp_se1_set')
				.every((call) => String(call.arguments.task_id) === taskId),
		).toBe(true);
	});

	it('without waiting outputs the queued task with its id', async () => {
		const result = await run(serp('createTask', { keywords: 'шины', waitForCompletion: false }));
		expect(toolCallsOf(h).map((call) => call.name)).toEqual(['serp_se1_set']);
		expect(result.output[0].json.task_id).toBeDefined();
	});

	it('waits for a long tool by its report_id and outputs its result', async () => {
		const result = await run({
			resource: 'keywordResearch',
			operation: 'clusterQueries',
			requests: 'зимние шины\nшины купить\nшины цена',
		});
		const calls = toolCallsOf(h);
		expect(calls.filter((call) => call.arguments.report_id === undefined)).toHaveLength(1);
		expect(calls.length).toBeGreaterThan(1);
		expect(result.output.length).toBeGreaterThan(0);
		expect(result.output.some((item) => item.json.status === 'in_progress')).toBe(false);
	});
});

describe('Waiting by task id against a server that is not the simulator', () => {
	const tools = useToolServer(serp);
	const run = (operation: string, extra: IDataObject) =>
		tools.h.withWarpedWait(POLL_MS, () => tools.run(operation, extra));
	const set = (answer: () => Answer) => ({
		name: 'serp_se1_set',
		annotations: { readOnlyHint: false },
		params: { keywords: 'array', region: 'string' },
		answer,
	});
	const rows = [{ query: 'a' }, { query: 'b' }, { query: 'c' }];
	const get = {
		name: 'serp_se1_get',
		params: { task_id: 'integer', limit: 'integer', offset: 'integer' },
		answer: (args: Args): Answer => {
			const offset = Number(args.offset ?? 0);
			return { data: rows.slice(offset, offset + 2) };
		},
	};

	it('reads the task id and a status word in text answers, then every result row', async () => {
		tools.server.offer([
			set(() => ({ data: { data: { id: '9001' } } })),
			{
				name: 'serp_se1_status',
				form: 'text',
				params: { task_id: 'integer' },
				answer: (_args, call) => ({ data: { state: call < 3 ? 'running' : 'done' } }),
			},
			{ ...get, form: 'text' },
		]);
		const result = await run('createTask', { keywords: 'a, b, c' });
		expect(result.output.map((item) => item.json)).toEqual(
			rows.map((row) => ({ task_id: '9001', ...row })),
		);
		const names = tools.server.calls.map((call) => call.name);
		expect(names.filter((name) => name === 'serp_se1_set')).toHaveLength(1);
		expect(names.filter((name) => name === 'serp_se1_status')).toHaveLength(3);
	});

	it('stops with an error naming the status tool when its answer holds no progress or status', async () => {
		tools.server.offer([
			set(() => ({ data: { task_id: 5 } })),
			{ name: 'serp_se1_status', params: { task_id: 'integer' }, answer: () => ({ data: 'ok' }) },
			get,
		]);
		const result = await run('createTask', { keywords: 'a' });
		expect(String(result.output[0].json.error)).toContain(
			'serp_se1_status answered without a progress or status for task 5',
		);
		expect(tools.server.calls.filter((call) => call.name === 'serp_se1_set')).toHaveLength(1);
	});

	it('stops with the task’s own error when its status says it failed, charged once', async () => {
		tools.server.offer([
			set(() => ({ data: { task_id: 6 } })),
			{
				name: 'serp_se1_status',
				params: { task_id: 'integer' },
				answer: () => ({ data: { status: 'no_limits', message: 'Недостаточно лимитов' } }),
			},
			get,
		]);
		const result = await run('createTask', { keywords: 'a' });
		expect(String(result.output[0].json.error)).toContain(
			'Task 6 of serp_se1_set ended without a result',
		);
		expect(tools.server.calls.map((call) => call.name)).toEqual([
			'serp_se1_set',
			'serp_se1_status',
		]);
	});

	it('at the Timeout outputs the task id and its progress, and does not queue it again', async () => {
		tools.server.offer([
			set(() => ({ data: { task_id: 7 } })),
			{
				name: 'serp_se1_status',
				params: { task_id: 'integer' },
				answer: () => ({ data: { progress: 40 } }),
			},
			get,
		]);
		const result = await run('createTask', { keywords: 'a', waitTimeout: 25 });
		expect(result.output[0].json).toMatchObject({
			task_id: '7',
			status: 'in_progress',
			progress: 40,
		});
		const names = tools.server.calls.map((call) => call.name);
		expect(names).toEqual(['serp_se1_set', 'serp_se1_status', 'serp_se1_status']);
	});
});
