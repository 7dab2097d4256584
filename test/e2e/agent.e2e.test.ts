/**
 * AI agents end to end in a real n8n (n8n@2.41.1 from .n8n-demo/): n8n's own AI Agent with the
 * OpenAI Chat Model pointed at the simulator's scripted model (credential base URL
 * `{simulator}/v1`), driving (1) SEO Tools as tools, (2) n8n's MCP Client Tool on the
 * simulator's `/api/mcp`, (3) a destructive tool refused by Agent → Call Tool. Workflows run
 * headlessly with `n8n execute`; the scripts below are this test's expectation of what the
 * agent does, and the simulator's request log is checked against them.
 *
 * Gated like test/e2e/n8n.e2e.test.ts (./n8n-gate.ts): runs when n8n is installed in .n8n-demo or
 * SEO_E2E=1 (then it installs n8n first); locally SEO_E2E=0 or no install skips; under CI=true a
 * missing n8n is a failing test, never a skip.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
	chatModelOf,
	SEED,
	startSimulator,
	type ChatScript,
	type LoggedRequest,
	type Simulator,
} from '../../simulator';
import {
	agentAnswer,
	CALL_TOOL_FROM_AI,
	agentWorkflow,
	chainWorkflow,
	mcpClientTool,
	seoToolsNode,
	seoToolsTool,
	toolRuns,
	writeWorkflows,
} from '../../dev/n8n/agent';
import { agentWire } from '../../simulator/agent-api/profile';
import { ensureN8nInstalled } from '../../dev/n8n/install';
import { ROOT } from '../../dev/n8n/paths';
import { nodeItems, runError, type N8nInstance } from '../../dev/n8n/runtime';
import { disposeN8n, prepareN8n } from '../../dev/n8n/scenario';
import { describeWithN8n } from './n8n-gate';

const MINUTE = 60_000;

/** One JSON-RPC message to the agent endpoint (MCP), as the simulator received it. */
function agentCalls(
	requests: LoggedRequest[],
): Array<{ method: string; tool?: string; arguments?: Record<string, unknown> }> {
	return requests
		.filter((r) => r.path === '/api/mcp' && r.method === 'POST')
		.flatMap(
			(r) =>
				(Array.isArray(r.json) ? r.json : [r.json]) as Array<{
					method?: string;
					params?: { name?: string; arguments?: Record<string, unknown> };
				}>,
		)
		.filter((m) => m && typeof m.method === 'string' && !m.method.startsWith('notifications/'))
		.map((m) => ({
			method: String(m.method),
			tool: m.params?.name,
			arguments: m.params?.arguments,
		}));
}

/** Requests to the service's surfaces (not the chat model, not sign-ins). */
const serviceRequests = (sim: Simulator, since: number) =>
	sim.requests.filter(
		(r) => r.at >= since && !r.path.startsWith('/v1/') && !/\/(auth|refresh)$/.test(r.path),
	);

describeWithN8n('AI agents in a real n8n', () => {
	let sim: Simulator;
	let n8n: N8nInstance;
	const name = `e2e-agent-${process.pid}`;
	const lines: string[] = [];
	const log = (line: string) => lines.push(line);
	const account = () => sim.state.accounts.find((a) => a.id === SEED.paid.id)!;

	const SCRIPTS: Record<string, ChatScript> = {
		asTools: {
			name: 'e2e-seo-tools-as-tools',
			steps: [
				{ call: { tool: 'Get_Projects' } },
				{
					call: [
						{ tool: 'Get_Uptime', arguments: { project_id: '{{Get_Projects.0.id}}' } },
						{
							tool: 'Call_Agent_Tool',
							arguments: {
								tool_name: 'get_project_summary',
								tool_arguments: { project_id: '{{Get_Projects.0.id}}' },
							},
						},
					],
				},
				{
					answer:
						'Project {{Get_Projects.0.domain}} (id {{Get_Projects.0.id}}): mean uptime {{Get_Uptime.0.mean_percent}} % over 30 days, {{Call_Agent_Tool.0.queries_count}} queries.',
				},
			],
		},
		mcp: {
			name: 'e2e-mcp-client',
			steps: [
				{ call: { tool: 'list_projects' } },
				{
					call: {
						tool: 'create_report',
						arguments: {
							project_id: '{{list_projects.0.structuredContent.projects.0.id}}',
							period: 'week',
						},
					},
				},
				{
					call: {
						tool: 'get_report',
						arguments: {
							project_id: '{{list_projects.0.structuredContent.projects.0.id}}',
							report_id: '{{create_report.0.structuredContent.report_id}}',
						},
					},
					until: { path: '0.structuredContent.status', equals: 'done' },
					maxCalls: 5,
				},
				{
					answer:
						'Report {{create_report.0.structuredContent.report_id}} for project {{list_projects.0.structuredContent.projects.0.id}} is {{get_report.0.structuredContent.status}}.',
				},
			],
		},
		destructive: {
			name: 'e2e-destructive-refused',
			steps: [
				{
					call: {
						tool: 'Call_Agent_Tool',
						arguments: {
							tool_name: 'delete_queries',
							tool_arguments: { project_id: SEED.projects.shop, queries_id: [1] },
						},
					},
				},
				{ answer: 'The tool answered: {{Call_Agent_Tool}}' },
			],
		},
	};

	const callAgentTool = (position: [number, number]) =>
		seoToolsTool(
			'Call Agent Tool',
			{ ...CALL_TOOL_FROM_AI, confirmDestructive: false },
			'apiKey',
			position,
		);

	const WORKFLOWS = {
		asTools: {
			id: 'seoE2eAgentTool1',
			prompt: 'Which projects do I have, and how is the uptime of the first one?',
		},
		mcp: { id: 'seoE2eAgentMcp01', prompt: 'Make a weekly report of my first project.' },
		destructive: { id: 'seoE2eAgentDest1', prompt: 'Delete query 1 of my shop project.' },
		plain: { id: 'seoE2eAgentPlain1' },
	};
	const LONG_ARGUMENTS = { requests: ['зимние шины', 'шины купить'], lr: 2 };

	beforeAll(async () => {
		await ensureN8nInstalled(log);
		sim = await startSimulator();
		for (const script of Object.values(SCRIPTS)) chatModelOf(sim).register(script);
		const build = !existsSync(join(ROOT, 'dist', 'nodes', 'SeoTools', 'SeoTools.node.js'));
		n8n = (await prepareN8n({ name, sim, account: SEED.paid, build, log })).n8n;
		const workflows = [
			agentWorkflow({
				...WORKFLOWS.asTools,
				name: 'E2E: SEO Tools as tools',
				model: SCRIPTS.asTools.name,
				tools: [
					seoToolsTool(
						'Get Projects',
						{ resource: 'project', operation: 'getAll', returnAll: true },
						'account',
						[240, 220],
					),
					seoToolsTool(
						'Get Uptime',
						{
							resource: 'uptime',
							operation: 'get',
							project: {
								__rl: true,
								mode: 'id',
								value: "={{ $fromAI('project_id', 'Id of the project', 'number') }}",
							},
							period: 'month',
							output: 'summary',
						},
						'apiKey',
						[360, 220],
					),
					callAgentTool([480, 220]),
				],
			}),
			agentWorkflow({
				...WORKFLOWS.mcp,
				name: 'E2E: MCP Client Tool',
				model: SCRIPTS.mcp.name,
				tools: [mcpClientTool('SEO Tools MCP', `${sim.baseUrl}/api/mcp`, [360, 220])],
			}),
			agentWorkflow({
				...WORKFLOWS.destructive,
				name: 'E2E: destructive tool refused',
				model: SCRIPTS.destructive.name,
				tools: [callAgentTool([360, 220])],
			}),
			chainWorkflow({
				...WORKFLOWS.plain,
				name: 'E2E: Agent resource on a server that says only what the document says',
				nodes: [
					seoToolsNode(
						'List Tools',
						{
							resource: 'agent',
							operation: 'listTools',
							filters: { sections: ['4.10'], kinds: ['mutating'] },
						},
						[240, 0],
					),
					seoToolsNode(
						'Call Tool',
						{
							resource: 'agent',
							operation: 'callTool',
							tool: { __rl: true, mode: 'name', value: 'cluster_by_top' },
							argumentsMode: 'json',
							argumentsJson: JSON.stringify(LONG_ARGUMENTS),
						},
						[480, 0],
						{ executeOnce: true },
					),
				],
			}),
		];
		const dir = writeWorkflows(join(n8n.userFolder, 'import', 'agent-workflows'), workflows);
		const imported = await n8n.cli(['import:workflow', '--separate', `--input=${dir}`], {
			env: { N8N_LOG_LEVEL: 'info' },
		});
		if (imported.code !== 0)
			throw new Error(`import:workflow failed:\n${imported.stdout}\n${imported.stderr}`);
	}, 15 * MINUTE);

	afterAll(async () => disposeN8n({ n8n, sim, name }));

	// n8n 2.41.1 reads no N8N_COMMUNITY_PACKAGES_ALLOW_TOOL_USAGE (docs/decisions/real-n8n.md#ai-agents-in-a-real-n8n-scripted-chat-model-agent-end-to-end-test-seo-assistant-example): the next test passing with none of it set is the proof.
	test('the n8n runtime sets no tool-usage variable (community nodes are tools without one)', async () => {
		const env = await n8n.env();
		expect(Object.keys(env).filter((key) => /TOOL/.test(key))).toEqual([]);
	});

	test(
		'AI Agent + scripted OpenAI model + SEO Tools as tools: the calls the script asked for, and an answer with the data',
		async () => {
			const since = sim.clock.now();
			const { run, stdout } = await n8n.execute(WORKFLOWS.asTools.id);
			expect({
				status: run?.status,
				error: runError(run) ?? (run ? undefined : stdout.slice(-2000)),
			}).toEqual({ status: 'success', error: undefined });

			const visible = sim.state.visibleProjects(account());
			const first = visible[0];
			// Exactly the calls of the script: one project list (REST), one uptime read of the first
			// project (project API), and the agent interface's catalog read plus the one tool call.
			const requests = serviceRequests(sim, since);
			expect(requests.map((r) => r.path).sort()).toEqual([
				'/api-rest/projects/list',
				'/api/mcp',
				'/api/mcp',
				'/projects/api/v1/uptime/get',
			]);
			const uptime = requests.find((r) => r.path === '/projects/api/v1/uptime/get')!;
			expect(uptime.query.project_id).toBe(String(first.id));
			expect(agentCalls(serviceRequests(sim, since))).toEqual([
				{ method: 'tools/list', tool: undefined, arguments: undefined },
				{ method: 'tools/call', tool: 'get_project_summary', arguments: { project_id: first.id } },
			]);

			const chats = chatModelOf(sim).requestsFor(SCRIPTS.asTools.name);
			expect(chats.map((c) => c.decision.kind)).toEqual(['toolCalls', 'toolCalls', 'answer']);
			expect(chats[0].tools).toEqual(
				expect.arrayContaining(['Get_Projects', 'Get_Uptime', 'Call_Agent_Tool']),
			);

			const answer = agentAnswer(run);
			expect(answer).toContain(`Project ${first.domain} (id ${first.id})`);
			expect(answer).toContain(`${first.queries.length} queries`);
			expect(answer).not.toContain('(missing)');
			expect(answer).toMatch(/mean uptime \d+(\.\d+)? %/);
		},
		4 * MINUTE,
	);

	test(
		'AI Agent + n8n MCP Client Tool on /api/mcp with Bearer auth: lists tools, calls a mutating and a long tool polled by report_id',
		async () => {
			const since = sim.clock.now();
			const { run, stdout } = await n8n.execute(WORKFLOWS.mcp.id);
			expect({
				status: run?.status,
				error: runError(run) ?? (run ? undefined : stdout.slice(-2000)),
			}).toEqual({ status: 'success', error: undefined });

			const requests = serviceRequests(sim, since).filter((r) => r.path === '/api/mcp');
			expect(requests.every((r) => r.headers.authorization === `Bearer ${account().apiKey}`)).toBe(
				true,
			);
			const calls = agentCalls(requests).filter((c) => c.method === 'tools/call');
			const first = sim.state.visibleProjects(account())[0];
			expect(agentCalls(requests).some((c) => c.method === 'tools/list')).toBe(true);
			expect(calls[0]).toEqual({ method: 'tools/call', tool: 'list_projects', arguments: {} });
			expect(calls[1]).toEqual({
				method: 'tools/call',
				tool: 'create_report',
				arguments: { project_id: first.id, period: 'week' },
			});
			// create_report queued a report; get_report was called with its report_id until it was done.
			const runs = toolRuns(run, 'SEO Tools MCP');
			const queued = runs[1]?.items[0]?.structuredContent as
				| { report_id?: number; status?: string }
				| undefined;
			expect(queued?.status).toBe('queued');
			const reportId = queued?.report_id;
			const polls = calls.slice(2);
			expect(polls.length).toBeGreaterThanOrEqual(1);
			expect(polls).toEqual(
				polls.map(() => ({
					method: 'tools/call',
					tool: 'get_report',
					arguments: { project_id: first.id, report_id: reportId },
				})),
			);
			expect(
				(runs[runs.length - 1]?.items[0]?.structuredContent as { status?: string } | undefined)
					?.status,
			).toBe('done');
			expect(runs.every((r) => r.error === undefined)).toBe(true);

			// The model was offered the whole catalog (prefixed with the MCP Client Tool's name).
			const chats = chatModelOf(sim).requestsFor(SCRIPTS.mcp.name);
			expect(chats[0].tools.length).toBeGreaterThanOrEqual(100);
			expect(chats[0].tools).toContain('SEO_Tools_MCP_create_report');
			expect(agentAnswer(run)).toBe(`Report ${String(reportId)} for project ${first.id} is done.`);
		},
		4 * MINUTE,
	);

	test(
		'a destructive tool asked for by the model is refused by Call Tool (Confirm Destructive Tool off); the model gets the refusal, the run succeeds',
		async () => {
			const since = sim.clock.now();
			const before = sim.state.project(SEED.projects.shop)!.queries.length;
			const { run, stdout } = await n8n.execute(WORKFLOWS.destructive.id);
			expect({
				status: run?.status,
				error: runError(run) ?? (run ? undefined : stdout.slice(-2000)),
			}).toEqual({ status: 'success', error: undefined });
			expect(
				agentCalls(serviceRequests(sim, since)).filter((c) => c.method === 'tools/call'),
			).toEqual([]);
			expect(sim.state.project(SEED.projects.shop)!.queries.length).toBe(before);
			expect(toolRuns(run, 'Call Agent Tool')[0]?.error).toMatch(/delete_queries is destructive/);
			// The refusal reached the model as the tool's result, and its answer quotes it.
			const chats = chatModelOf(sim).requestsFor(SCRIPTS.destructive.name);
			expect(chats.map((c) => c.decision.kind)).toEqual(['toolCalls', 'answer']);
			expect(agentAnswer(run)).toMatch(/^The tool answered: .*delete_queries is destructive/);
		},
		4 * MINUTE,
	);
	test(
		'the Agent resource on the plain catalog: sections from the document, a long tool polled by report_id alone to its result, charged once',
		async () => {
			agentWire(sim.state).profile = 'plain';
			try {
				const since = sim.clock.now();
				const limitsBefore = account().limits;
				const { run, stdout } = await n8n.execute(WORKFLOWS.plain.id);
				expect({
					status: run?.status,
					error: runError(run) ?? (run ? undefined : stdout.slice(-2000)),
				}).toEqual({ status: 'success', error: undefined });
				// The service documentation's table 4.10: its tools flagged M.
				expect(
					nodeItems(run, 'List Tools')
						.map((item) => item.json.name)
						.sort(),
				).toEqual(
					[
						'se1_filters_check',
						'serp_top10',
						'se1_xml',
						'video_position_check',
						'se1_positions_check',
						'se2_positions_check',
						'serp_se1_search_and_context_set',
						'serp_se1_set',
						'search_visibility',
						'positions_complex',
						'serp_snippets',
					].sort(),
				);
				const calls = agentCalls(serviceRequests(sim, since)).filter(
					(c) => c.method === 'tools/call',
				);
				expect(calls[0]).toEqual({
					method: 'tools/call',
					tool: 'cluster_by_top',
					arguments: LONG_ARGUMENTS,
				});
				const reportId = calls[1]?.arguments?.report_id;
				expect(reportId).toBeDefined();
				expect(calls.slice(1)).toEqual(
					calls.slice(1).map(() => ({
						method: 'tools/call',
						tool: 'cluster_by_top',
						arguments: { report_id: reportId },
					})),
				);
				const output = nodeItems(run, 'Call Tool');
				expect(output.length).toBeGreaterThan(0);
				expect(JSON.stringify(output)).not.toMatch(/in[ _]progress/i);
				expect(account().limits).toBeLessThan(limitsBefore);
			} finally {
				agentWire(sim.state).profile = 'standard';
			}
		},
		4 * MINUTE,
	);
});
