import type { IDataObject } from 'n8n-workflow';
import { SeoTools } from '../../../nodes/SeoTools/SeoTools.node';
import {
	AGENT_CATALOG_PROFILES,
	agentSessionsOf,
	forgetAgentSessions,
	setAgentSessions,
} from '../../../simulator';
import { agentStore } from '../../../simulator/agent-api/store';
import { expectNoSecrets, ProductHarness, SEED } from '../helpers';
import type { StrictServer } from './strictServer';
import { useStrictServer } from './useStrictServer';
import { useHarness } from '../shared/useHarness';

/**
 * MCP sessions as the MCP specification writes them (Streamable HTTP, "Session Management"):
 * HTTP 404 for a session id means the session is gone and the call was not handled, so the
 * node opens a new one and sends the call again; at the end of the execution the session is
 * closed with DELETE. Checked on the simulator's stateful switch and on the strict test server,
 * which share no code.
 */
const byName = (value: string) => ({ __rl: true, mode: 'name', value });
const call = (tool: string, args: IDataObject = {}, extra: IDataObject = {}) => ({
	resource: 'agent',
	operation: 'callTool',
	tool: byName(tool),
	argumentsMode: 'json',
	argumentsJson: JSON.stringify(args),
	...extra,
});
/** Each item names its tool and arguments (a read and a long, charging tool in one run). */
const perItem = {
	resource: 'agent',
	operation: 'callTool',
	tool: byName('={{ $json.tool }}'),
	argumentsMode: 'json',
	argumentsJson: '={{ JSON.stringify($json.args) }}',
};
const POLL_MS = 10_000;

describe('Agent sessions against the strict MCP server', () => {
	let h: ProductHarness;
	let server: StrictServer;
	useStrictServer((started) => ({ h, server } = started));
	const run = (parameters: IDataObject, options = {}) =>
		h.run(parameters, { baseUrl: server.url, ...options });
	const sent = () =>
		server.received.map((m) => `${m.method}${m.name ? ` ${m.name}` : ''} ${m.status}`);
	const count = (method: string) => server.received.filter((m) => m.method === method).length;

	it.each(['json', 'empty', 'html'] as const)(
		'HTTP 404 for the session (%s body) opens a new session and sends the call again',
		async (body) => {
			server.options.deadSessionBody = body;
			server.options.forgetAfterList = true;
			const result = await run(call('read_things'));
			expect(result.status).toBe('success');
			expect(result.json('Node')).toEqual([{ n: 1 }, { n: 2 }]);
			expect(sent()).toEqual([
				'tools/list 400',
				'initialize 200',
				'notifications/initialized 202',
				'tools/list 200',
				'tools/call read_things 404',
				'initialize 200',
				'notifications/initialized 202',
				'tools/call read_things 200',
				'DELETE 200',
			]);
			// The dead id is never sent again; the call and the DELETE carry the new one.
			const [first, second] = server.received
				.filter((m) => m.method === 'notifications/initialized')
				.map((m) => m.sessionId);
			expect(second).not.toBe(first);
			expect(server.received.slice(-2).map((m) => m.sessionId)).toEqual([second, second]);
		},
	);

	it('items refused together share one new handshake', async () => {
		server.options.forgetAfterList = true;
		const result = await run(call('read_things'), { input: [{}, {}, {}, {}] });
		expect(result.status).toBe('success');
		expect(result.output).toHaveLength(8);
		// One for the first 400, one for the expiry: not one per item.
		expect(count('initialize')).toBe(2);
		expect(
			server.received.filter((m) => m.method === 'tools/call' && m.status === 200),
		).toHaveLength(4);
	});

	it('a session that expires between polls is opened again each time; the task is queued once and its result delivered', async () => {
		server.options.expireAfter = 3;
		server.tasks.pollsToFinish = 3;
		const input = [
			{ tool: 'read_things', args: {} },
			{ tool: 'long_job', args: { project_id: 7, input: 'mine' } },
		];
		const result = await h.withWarpedWait(POLL_MS, () => run(perItem, { input }));
		expect(result.status).toBe('success');
		expect(result.json('Node')).toEqual([{ n: 1 }, { n: 2 }, { for: 'mine' }]);
		expect(result.output[2].pairedItem).toEqual({ item: 1 });
		const [task] = server.tasks.queuedByClients('long_job');
		expect(server.tasks.queuedByClients('long_job')).toHaveLength(1);
		// Every expiry got its own new session (more than one during this run).
		expect(server.received.filter((m) => m.status === 404).length).toBeGreaterThan(1);
		expect(count('initialize')).toBe(1 + server.received.filter((m) => m.status === 404).length);
		// The only call without report_id is the one that queued; polls carry report_id and project_id.
		const longCalls = server.received.filter((m) => m.name === 'long_job' && m.status === 200);
		expect(longCalls[0].arguments).toEqual({ project_id: 7, input: 'mine' });
		expect(longCalls.slice(1).map((m) => m.arguments)).toEqual(
			longCalls.slice(1).map(() => ({ project_id: 7, report_id: task.id })),
		);
		expectNoSecrets(result.serialized());
	});

	it('a server that keeps losing the session: two new sessions in a row, then a clear error', async () => {
		server.options.alwaysLose = true;
		const result = await run(call('long_job', { input: 'x' }), { continueOnFail: true });
		expect(result.output[0].json.error).toMatch(
			/Agent interface: tools\/list: the server said 3 times in a row that it no longer knows the session \(HTTP 404\)/,
		);
		expect(sent()).toEqual([
			'tools/list 400',
			'initialize 200',
			'notifications/initialized 404',
			'tools/list 404',
			'initialize 200',
			'notifications/initialized 404',
			'tools/list 404',
			'initialize 200',
			'notifications/initialized 404',
			'tools/list 404',
			// The run still ends its session; the server's answer does not matter.
			'DELETE 200',
		]);
		expect(server.tasks.tasks).toHaveLength(0);
	});

	it.each([200, 405] as const)(
		'closes the session with DELETE after all items (answered %s), never failing the run',
		async (status) => {
			server.options.deleteStatus = status;
			const result = await run(call('read_things'), { input: [{}, {}] });
			expect(result.status).toBe('success');
			const last = server.received[server.received.length - 1];
			expect(last).toMatchObject({ method: 'DELETE', status });
			expect(last.sessionId).toBe(server.received[2].sessionId);
			expect(count('DELETE')).toBe(1);
		},
	);

	it('an editor request that opened a session closes it', async () => {
		const ctx = h.editorContext({ resource: 'agent', operation: 'callTool' });
		ctx.getCredentials = (async () =>
			await Promise.resolve({ baseUrl: server.url, apiKey: 'k' })) as typeof ctx.getCredentials;
		const { results } = await new SeoTools().methods.listSearch.searchAgentTools.call(ctx, 'long');
		expect(results.map((r) => r.value)).toEqual(['long_job']);
		expect(sent().slice(-1)).toEqual(['DELETE 200']);
	});
});

describe.each(AGENT_CATALOG_PROFILES)(
	'Agent sessions on the simulator (%s agent catalog)',
	(profile) => {
		const h = useHarness({ agentCatalog: profile });
		beforeEach(() => {
			h.clear();
			setAgentSessions(h.sim.state, { required: false });
		});
		/** What the node sent; a catalog read in pages counts as the one tools/list it is. */
		const bodies = () =>
			h
				.received('/api/mcp')
				.filter((r) => !(r.json as { params?: { cursor?: string } } | undefined)?.params?.cursor)
				.map((r) => ({
					method: r.method === 'DELETE' ? 'DELETE' : (r.json as { method: string }).method,
					session: r.headers['mcp-session-id'],
					name: (r.json as { params?: { name?: string } } | undefined)?.params?.name,
					args: (r.json as { params?: { arguments?: IDataObject } } | undefined)?.params?.arguments,
				}));
		const longTasks = () => (agentStore(h.sim.state).records.get('long-task') ?? []).length;

		it('a stateless server gets no handshake and no DELETE', async () => {
			const result = await h.run(call('list_projects'));
			expect(result.status).toBe('success');
			expect(bodies().map((b) => b.method)).toEqual(['tools/list', 'tools/call']);
		});

		it('sessions expiring mid-run: a read and a charged long task both delivered, the task queued once, the session closed', async () => {
			setAgentSessions(h.sim.state, { required: true, expireAfter: 3 });
			const tasksBefore = longTasks();
			const limits = () => h.sim.state.accountById(SEED.paid.id)!.limits;
			const before = limits();
			const twoQueries = { requests: ['зимние шины', 'шины купить'], lr: 2 };
			const input = [
				{ tool: 'get_project_summary', args: { project_id: SEED.projects.shop } },
				{ tool: 'cluster_by_top', args: twoQueries },
			];
			const result = await h.withWarpedWait(POLL_MS, () => h.run(perItem, { input }));
			expect(result.status).toBe('success');
			expect(result.output[0].json).toMatchObject({ project_id: SEED.projects.shop });
			const clustered = result.output.filter(
				(item) => item.pairedItem && (item.pairedItem as { item: number }).item === 1,
			);
			expect(clustered.length).toBeGreaterThan(0);
			for (const item of clustered)
				expect(JSON.stringify(item.json)).not.toMatch(/in[ _]progress|queued/i);
			expect(longTasks() - tasksBefore).toBe(1);
			expect(limits()).toBeLessThan(before);
			// The first 400, then one new session per expiry.
			expect(bodies().filter((b) => b.method === 'initialize').length).toBeGreaterThan(2);
			// The queueing call went out twice at most: once refused with 404 (not handled), once handled.
			const queueing = bodies().filter((b) => b.name === 'cluster_by_top' && !b.args?.report_id);
			expect(queueing.length).toBeLessThanOrEqual(2);
			// Closed at the end: the last request is DELETE with the session then open.
			const last = bodies()[bodies().length - 1];
			expect(last.method).toBe('DELETE');
			expect(agentSessionsOf(h.sim.state).closed.slice(-1)).toEqual([last.session]);
		});

		it('all sessions forgotten at once between two runs: the next run opens a new one', async () => {
			setAgentSessions(h.sim.state, { required: true });
			await h.run(call('list_projects'));
			forgetAgentSessions(h.sim.state);
			h.clear();
			const result = await h.run(call('list_projects'));
			expect(result.status).toBe('success');
			expect(bodies().map((b) => b.method)).toEqual([
				'tools/list',
				'initialize',
				'notifications/initialized',
				'tools/list',
				'tools/call',
				'DELETE',
			]);
		});
	},
);
