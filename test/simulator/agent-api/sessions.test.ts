import {
	agentSessionsOf,
	forgetAgentSessions,
	setAgentSessions,
	setMixedUpPolls,
	setOneTaskPerTool,
	type Simulator,
} from '../../../simulator';
import { frozenSimulator, SEED } from '../helpers';
import { post } from './plain-helpers';

/**
 * The agent interface's switches for testing clients (docs/decisions-simulator-agent-api.md,
 * "Sessions and code -32"): a stateful server as MCP's Streamable HTTP describes one, and long
 * tools that refuse a new task while one runs (docs/service/tools-api.md#task-life-cycle). Checked
 * here with plain HTTP requests, written from those texts.
 */
const init = {
	jsonrpc: '2.0',
	id: 1,
	method: 'initialize',
	params: {
		protocolVersion: '2025-06-18',
		capabilities: {},
		clientInfo: { name: 't', version: '1' },
	},
};
const list = { jsonrpc: '2.0', id: 2, method: 'tools/list' };
const cluster = (args: Record<string, unknown>) => ({
	jsonrpc: '2.0',
	id: 3,
	method: 'tools/call',
	params: { name: 'cluster_by_top', arguments: args },
});

async function end(sim: Simulator, session?: string) {
	return await fetch(`${sim.baseUrl}/api/mcp`, {
		method: 'DELETE',
		headers: {
			authorization: `Bearer ${SEED.paid.apiKey}`,
			...(session ? { 'mcp-session-id': session } : {}),
		},
	});
}

describe.each(['standard', 'plain'] as const)('agent switches (%s profile)', (agentCatalog) => {
	let sim: Simulator;
	beforeEach(async () => {
		sim = await frozenSimulator({ agentCatalog });
	});
	afterEach(() => sim.close());

	it('stateful: a call without a session gets 400; initialize gives one; it expires after N requests (404)', async () => {
		setAgentSessions(sim.state, { required: true, expireAfter: 2 });
		expect((await post(sim, list)).status).toBe(400);
		const opened = await post(sim, init);
		const session = opened.headers.get('mcp-session-id')!;
		expect(session).toEqual(expect.any(String));
		const headers = { 'mcp-session-id': session };
		expect((await post(sim, list, { headers })).status).toBe(200);
		expect((await post(sim, list, { headers })).status).toBe(200);
		const expired = await post(sim, list, { headers });
		expect(expired.status).toBe(404);
		expect(expired.messages[0]).toMatchObject({ id: 2, error: { code: expect.any(Number) } });
	});

	it('forgetSessions: every issued id gets 404 until a new initialize', async () => {
		setAgentSessions(sim.state, { required: true });
		const session = (await post(sim, init)).headers.get('mcp-session-id')!;
		forgetAgentSessions(sim.state);
		expect((await post(sim, list, { headers: { 'mcp-session-id': session } })).status).toBe(404);
		const fresh = (await post(sim, init)).headers.get('mcp-session-id')!;
		expect(fresh).not.toBe(session);
		expect((await post(sim, list, { headers: { 'mcp-session-id': fresh } })).status).toBe(200);
	});

	it('DELETE ends an issued session (then 404); without sessions DELETE answers 405', async () => {
		expect((await end(sim, 'anything')).status).toBe(agentCatalog === 'plain' ? 404 : 405);
		setAgentSessions(sim.state, { required: true });
		const session = (await post(sim, init)).headers.get('mcp-session-id')!;
		expect((await end(sim, session)).status).toBe(204);
		expect(agentSessionsOf(sim.state).closed).toEqual([session]);
		expect((await post(sim, list, { headers: { 'mcp-session-id': session } })).status).toBe(404);
		expect((await end(sim)).status).toBe(400);
	});

	it('one task per tool: a second task is refused with code -32 and the running report_id, nothing charged', async () => {
		setOneTaskPerTool(sim.state, true);
		const limits = () => sim.state.accountById(SEED.paid.id)!.limits;
		const queued = await post(sim, cluster({ requests: ['a b', 'c d'], lr: 2 }));
		const first = queued.messages[0].result as { content: Array<{ text: string }> };
		const reportId = (JSON.parse(first.content[0].text) as { report_id: number }).report_id;
		const before = limits();
		const refused = await post(sim, cluster({ requests: ['e f', 'g h'], lr: 2 }));
		const result = refused.messages[0].result as {
			content: Array<{ text: string }>;
			structuredContent?: Record<string, unknown>;
			isError: boolean;
		};
		if (agentCatalog === 'standard') {
			expect(result.structuredContent).toEqual({
				code: -32,
				error: 'Task already running',
				report_id: reportId,
			});
			expect(result.isError).toBe(false);
		} else {
			expect(result.content[0].text).toMatch(new RegExp(`^Error -32: .*report_id ${reportId}\\b`));
			expect(result.isError).toBe(true);
		}
		expect(limits()).toBe(before);
		// Polled to its end, the task no longer blocks a new one.
		for (let poll = 0; poll < 2; poll++) await post(sim, cluster({ report_id: reportId }));
		const next = await post(sim, cluster({ requests: ['e f', 'g h'], lr: 2 }));
		expect(JSON.stringify(next.messages[0].result)).not.toMatch(/-32/);
		expect(limits()).toBeLessThan(before);
	});

	it('mixed-up polls: a poll is answered about the newest other task of the tool', async () => {
		const queue = async (requests: string[]) => {
			const answer = await post(sim, cluster({ requests, lr: 2 }));
			const result = answer.messages[0].result as { content: Array<{ text: string }> };
			return (JSON.parse(result.content[0].text) as { report_id: number }).report_id;
		};
		const first = await queue(['a b', 'c d']);
		const second = await queue(['e f', 'g h']);
		setMixedUpPolls(sim.state, true);
		const polled = await post(sim, cluster({ report_id: first }));
		const text = (polled.messages[0].result as { content: Array<{ text: string }> }).content[0]
			.text;
		// The standard profile names the task it answers about; the plain one names none while it runs.
		if (agentCatalog === 'standard') expect(JSON.parse(text)).toMatchObject({ report_id: second });
		else expect(JSON.parse(text)).toMatchObject({ code: 50 });
	});
});
