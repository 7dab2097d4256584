import type { IDataObject } from 'n8n-workflow';
import { AGENT_CATALOG_PROFILES, setMixedUpPolls, setOneTaskPerTool } from '../../../simulator';
import { agentStore } from '../../../simulator/agent-api/store';
import { ProductHarness, SEED } from '../helpers';
import type { StrictServer } from './strictServer';
import { useStrictServer } from './useStrictServer';
import type { RefusalForm } from './strictTasks';
import { useHarness } from '../shared/useHarness';

/**
 * Exactly once for the agent interface's long tools. Code -32
 * (docs/service/tools-api.md#task-life-cycle, docs/service/errors.md#tools-api-codes) is a refusal
 * that names another task's report_id: never an item's result. Only a tool whose schema declares
 * report_id is polled, a poll carries only report_id (and the first call's project_id), and a poll
 * answer about another task stops. On the strict server and on the simulator, which share no code.
 */
const call = (tool: string, args: IDataObject, extra: IDataObject = {}) => ({
	resource: 'agent',
	operation: 'callTool',
	tool: { __rl: true, mode: 'name', value: tool },
	argumentsMode: 'json',
	argumentsJson: JSON.stringify(args),
	...extra,
});
const POLL_MS = 10_000;
const FORMS: RefusalForm[] = ['structured', 'jsonText', 'plainText', 'isError'];

describe('Long agent tools against the strict MCP server', () => {
	let h: ProductHarness;
	let server: StrictServer;
	useStrictServer((started) => ({ h, server } = started));
	const run = (parameters: IDataObject, options = {}) =>
		h.withWarpedWait(POLL_MS, () => h.run(parameters, { baseUrl: server.url, ...options }));
	const argumentsSent = (tool: string) =>
		server.received.filter((m) => m.name === tool && m.status === 200).map((m) => m.arguments);

	describe.each(FORMS)('code -32 as %s', (form) => {
		beforeEach(() => {
			server.tasks.refusalForm = form;
		});

		it('Wait for Long Tools off: an error naming the running task, nothing queued', async () => {
			const running = server.tasks.startForeign('long_job', { input: 'theirs' });
			const result = await run(call('long_job', { input: 'mine' }, { waitForResult: false }), {
				continueOnFail: true,
			});
			expect(result.output).toHaveLength(1);
			const { json } = result.output[0];
			expect(json.error).toMatch(
				new RegExp(`tool long_job: the tool already runs a task \\(report_id ${running}\\)`),
			);
			expect(JSON.stringify(json)).not.toMatch(/theirs/);
			expect(argumentsSent('long_job')).toEqual([{ input: 'mine' }]);
			expect(server.tasks.queuedByClients('long_job')).toHaveLength(0);
		});

		it('Wait for Long Tools on: waits for the running task, then queues its own once and returns its own result', async () => {
			const running = server.tasks.startForeign('long_job', { input: 'theirs' });
			const result = await run(call('long_job', { project_id: 7, input: 'mine' }));
			expect(result.status).toBe('success');
			expect(result.json('Node')).toEqual([{ for: 'mine' }]);
			const [own] = server.tasks.queuedByClients('long_job');
			expect(server.tasks.queuedByClients('long_job')).toHaveLength(1);
			expect(argumentsSent('long_job')).toEqual([
				{ project_id: 7, input: 'mine' },
				{ project_id: 7, report_id: running },
				{ project_id: 7, report_id: running },
				{ project_id: 7, input: 'mine' },
				{ project_id: 7, report_id: own.id },
				{ project_id: 7, report_id: own.id },
			]);
		});
	});

	it('a running task that outlasts the Timeout: an error, nothing queued for the item', async () => {
		server.tasks.pollsToFinish = 50;
		const running = server.tasks.startForeign('long_job');
		const result = await run(call('long_job', { input: 'mine' }, { waitTimeout: 5 }), {
			continueOnFail: true,
		});
		expect(result.output[0].json.error).toMatch(
			new RegExp(`already runs a task \\(report_id ${running}\\) that was still running after 5 s`),
		);
		expect(server.tasks.queuedByClients('long_job')).toHaveLength(0);
	});

	it('a mutating tool whose schema has no report_id is called once, even when its answer looks like a receipt', async () => {
		const result = await run(call('receipt_maker', {}));
		expect(result.json('Node')).toEqual([{ report_id: 77, status: 'queued' }]);
		expect(argumentsSent('receipt_maker')).toEqual([{}]);
	});

	it('a poll answer about another report_id stops with an error; the task is not queued again', async () => {
		const result = await run(call('wrong_poll', { input: 'mine' }), { continueOnFail: true });
		const [task] = server.tasks.queuedByClients('wrong_poll');
		expect(result.output[0].json.error).toMatch(
			new RegExp(
				`tool wrong_poll: the poll of report_id ${task.id} answered about report_id ${task.id + 1000}; polling stopped`,
			),
		);
		expect(argumentsSent('wrong_poll')).toEqual([{ input: 'mine' }, { report_id: task.id }]);
		expect(server.tasks.queuedByClients('wrong_poll')).toHaveLength(1);
	});
});

describe.each(AGENT_CATALOG_PROFILES)(
	'Long agent tools on the simulator (%s agent catalog)',
	(profile) => {
		const h = useHarness({ agentCatalog: profile }, { clear: true });
		beforeAll(async () => {
			setOneTaskPerTool(h.sim.state, true);
		});
		const longTasks = () => (agentStore(h.sim.state).records.get('long-task') ?? []).length;
		const argumentsSent = (tool: string) =>
			h
				.received('/api/mcp')
				.map(
					(r) => r.json as { method: string; params?: { name?: string; arguments?: IDataObject } },
				)
				.filter((b) => b.method === 'tools/call' && b.params?.name === tool)
				.map((b) => b.params?.arguments);
		const ours = { requests: ['зимние шины', 'шины купить'], lr: 2 };
		const theirs = { requests: ['летние шины', 'диски купить'], lr: 2 };

		it('Wait off: the second item is refused with the first item’s report_id, never given its result', async () => {
			const before = longTasks();
			const result = await h.run(
				call(
					'cluster_by_top',
					{},
					{
						argumentsJson: '={{ JSON.stringify($json.args) }}',
						waitForResult: false,
					},
				),
				{ input: [{ args: theirs }, { args: ours }], continueOnFail: true },
			);
			expect(result.output).toHaveLength(2);
			const first = result.output[0].json;
			expect(first.report_id).toEqual(expect.any(Number));
			expect(result.output[1].json.error).toMatch(
				new RegExp(
					`tool cluster_by_top: the tool already runs a task \\(report_id ${String(first.report_id)}\\)`,
				),
			);
			expect(result.output[1].pairedItem).toEqual({ item: 1 });
			expect(longTasks() - before).toBe(1);
			// Poll the first task to its end, so the next test starts with no task running.
			await h.withWarpedWait(POLL_MS, () =>
				h.run(call('cluster_by_top', { report_id: first.report_id as number })),
			);
		});

		it('Wait on: waits for the running task, then queues the item’s own once and returns its own result', async () => {
			const queued = await h.run(call('cluster_by_top', theirs, { waitForResult: false }));
			const running = queued.json('Node')[0].report_id as number;
			const before = longTasks();
			const limits = () => h.sim.state.accountById(SEED.paid.id)!.limits;
			h.clear();
			const result = await h.withWarpedWait(POLL_MS, () => h.run(call('cluster_by_top', ours)));
			expect(result.status).toBe('success');
			expect(longTasks() - before).toBe(1);
			const sent = argumentsSent('cluster_by_top');
			const queueing = sent.filter((args) => args?.report_id === undefined);
			expect(queueing).toEqual([ours, ours]);
			const second = sent.map((args) => args?.report_id).lastIndexOf(undefined);
			const own = sent[second + 1]?.report_id as number;
			expect(own).toBeDefined();
			expect(own).not.toBe(running);
			// Before the second queueing call, only polls of the running task; after it, of its own.
			expect(sent.slice(1, second)).toEqual(
				sent.slice(1, second).map(() => ({ report_id: running })),
			);
			expect(sent.slice(second + 1)).toEqual(
				sent.slice(second + 1).map(() => ({ report_id: own })),
			);
			// The output is the item's own task, the same as fetching its report_id.
			const charged = limits();
			const fetched = await h.run(call('cluster_by_top', { report_id: own }));
			expect(result.json('Node')).toEqual(fetched.json('Node'));
			const theirResult = await h.run(call('cluster_by_top', { report_id: running }));
			expect(result.json('Node')).not.toEqual(theirResult.json('Node'));
			expect(limits()).toBe(charged);
		});

		it('a mutating tool that answers with a report_id its schema does not declare is called once', async () => {
			const result = await h.withWarpedWait(POLL_MS, () =>
				h.run(call('create_report', { project_id: SEED.projects.shop })),
			);
			expect(result.status).toBe('success');
			expect(argumentsSent('create_report')).toHaveLength(1);
		});
	},
);

/**
 * A poll answer about another task, on the simulator's faulty switch. Only the standard profile
 * names the task in a running task's answer; the plain one (the tools API's `{error: 'In
 * progress', code: 50}`) names none, so there is nothing to compare there.
 */
describe('A poll answer about another task (standard agent catalog, mixed-up polls)', () => {
	const h = useHarness({ agentCatalog: 'standard' });

	it('stops with an error naming both report_ids; the item’s task is not queued again', async () => {
		const other = await h.run(
			call(
				'cluster_by_top',
				{ requests: ['летние шины', 'диски купить'], lr: 2 },
				{ waitForResult: false },
			),
		);
		const otherId = other.json('Node')[0].report_id as number;
		setMixedUpPolls(h.sim.state, true);
		h.clear();
		const before = (agentStore(h.sim.state).records.get('long-task') ?? []).length;
		const result = await h.withWarpedWait(POLL_MS, () =>
			h.run(call('cluster_by_top', { requests: ['зимние шины', 'шины купить'], lr: 2 }), {
				continueOnFail: true,
			}),
		);
		const own = (agentStore(h.sim.state).records.get('long-task') ?? []).length - before;
		expect(own).toBe(1);
		expect(result.output).toHaveLength(1);
		expect(result.output[0].json.error).toMatch(
			new RegExp(`answered about report_id ${otherId}; polling stopped`),
		);
		const calls = h
			.received('/api/mcp')
			.map((r) => r.json as { method: string; params?: { arguments?: IDataObject } })
			.filter((b) => b.method === 'tools/call');
		expect(calls).toHaveLength(2);
		setMixedUpPolls(h.sim.state, false);
	});
});
