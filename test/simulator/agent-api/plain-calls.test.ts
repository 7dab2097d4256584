import { SEED, type JsonAnswer } from '../helpers';
import { request, textOf, usePlainSimulator } from './plain-helpers';

/**
 * The plain profile's tool calls: long tools (docs/service/agent-interface.md#long-tools) answer in
 * the tools API's shapes of docs/service/tools-api.md#task-life-cycle (`{report_id}` at queueing,
 * code 50 "In progress" while running, the result itself when done); tool failures are isError
 * results; protocol errors JSON-RPC's own.
 */
const limitsOf = (live: ReturnType<typeof usePlainSimulator>, accountId = SEED.paid.id) =>
	live.sim.state.accountById(accountId)!.limits;

describe('plain profile: tool calls (rules 3-5)', () => {
	const live = usePlainSimulator();

	const callTool = async (name: string, args: Record<string, unknown>, key?: string) => {
		const answer = await request(live.sim, 'tools/call', { name, arguments: args }, { key });
		expect(answer.error).toBeUndefined();
		return answer.result as JsonAnswer;
	};

	/** Calls a long tool again with report_id until the answer is no longer "In progress". */
	async function pollToEnd(name: string, args: Record<string, unknown>) {
		const seen: JsonAnswer[] = [];
		for (let i = 0; i < 10; i++) {
			const result = await callTool(name, args);
			expect(result.isError).toBeFalsy();
			const { json } = textOf(result);
			seen.push(json);
			if (!(json && json.code === 50)) return { seen, final: json };
		}
		throw new Error(`${name} still in progress after 10 polls`);
	}

	it('a read tool answers JSON in a text content block', async () => {
		const result = await callTool('get_notes', { project_id: SEED.projects.shop });
		expect(result.isError).toBeFalsy();
		expect(result.content[0].type).toBe('text');
		expect(textOf(result).json).toBeDefined();
	});

	it('a long tool queues with {report_id} only, charges once; polls are free and end in the bare result', async () => {
		const requests = ['купить кеды', 'кеды цена', 'кроссовки'];
		const before = limitsOf(live);
		const queued = await callTool('cluster_by_top', { requests, lr: 213 });
		expect(queued.isError).toBeFalsy();
		expect(queued.structuredContent).toBeUndefined();
		const { json: ticket } = textOf(queued);
		expect(Object.keys(ticket)).toEqual(['report_id']);
		expect(ticket.report_id).toEqual(expect.any(Number));
		const charged = before - limitsOf(live);
		expect(charged).toBeGreaterThan(0);

		// One poll with only report_id, the next ones with the first call's arguments repeated.
		const first = textOf(await callTool('cluster_by_top', { report_id: ticket.report_id })).json;
		expect(first).toMatchObject({ code: 50, error: 'In progress' });
		const { final } = await pollToEnd('cluster_by_top', {
			requests,
			lr: 213,
			report_id: ticket.report_id,
		});
		expect(before - limitsOf(live)).toBe(charged);
		// The result itself: every phrase is in it, and no wrapper of the queue is left around it.
		for (const phrase of requests) expect(JSON.stringify(final)).toContain(phrase);
		expect(final).not.toHaveProperty('status');
		expect(final).not.toHaveProperty('code');

		// Asking again after it is done is free too (repeated fetches are free,
		// docs/service/tools-api.md#task-life-cycle).
		await callTool('cluster_by_top', { report_id: ticket.report_id });
		expect(before - limitsOf(live)).toBe(charged);
	});

	it('polling a report_id of another tool or another account is a tool error', async () => {
		const { json } = textOf(await callTool('query_intent', { requests: ['кеды'], lr: 213 }));
		const otherTool = await callTool('geo_dependence', { report_id: json.report_id });
		expect(otherTool.isError).toBe(true);
		expect(textOf(otherTool).text).toMatch(/report_id/);
		const otherAccount = await callTool(
			'query_intent',
			{ report_id: json.report_id },
			SEED.colleague.apiKey,
		);
		expect(otherAccount.isError).toBe(true);
	});

	it('get_report (L) runs In progress, then answers the report without a status wrapper', async () => {
		const created = textOf(
			await callTool('create_report', { project_id: SEED.projects.shop, period: 'month' }),
		).json;
		const { seen, final } = await pollToEnd('get_report', {
			project_id: SEED.projects.shop,
			report_id: created.report_id,
		});
		expect(seen.length).toBeGreaterThan(1);
		expect(seen[0]).toMatchObject({ code: 50, error: 'In progress' });
		expect(final).toBeDefined();
		expect(final).not.toHaveProperty('status');
	});

	it('a failing tool is an isError result with a text message', async () => {
		const result = await callTool('cluster_by_top', { requests: ['один'] });
		expect(result.isError).toBe(true);
		expect(textOf(result).text).toMatch(/requests/);
	});

	it('protocol errors are JSON-RPC errors in the standard form', async () => {
		const method = await request(live.sim, 'tools/unknown');
		expect(method.error).toMatchObject({ code: -32601, message: 'Method not found' });
		const tool = await request(live.sim, 'tools/call', { name: 'no_such_tool', arguments: {} });
		expect(tool.error).toMatchObject({ code: -32602, message: 'Invalid params' });
		expect(tool.error.data).toEqual(expect.any(Object));
		expect(JSON.stringify(tool.error.data)).toContain('no_such_tool');
		const nameless = await request(live.sim, 'tools/call', { arguments: {} });
		expect(nameless.error).toMatchObject({ code: -32602, message: 'Invalid params' });
	});

	it('the SDK client runs a long tool to its result through the same shapes', async () => {
		const queued = await live.client.callTool({
			name: 'query_intent',
			arguments: { requests: ['кеды'], lr: 213 },
		});
		const { json: ticket } = textOf(queued);
		expect(ticket).toEqual({ report_id: expect.any(Number) });
		let json: JsonAnswer;
		for (let i = 0; i < 10; i++) {
			json = textOf(
				await live.client.callTool({
					name: 'query_intent',
					arguments: { report_id: ticket.report_id },
				}),
			).json;
			if (json.code !== 50) break;
		}
		expect(JSON.stringify(json)).toContain('кеды');
		expect(json).not.toHaveProperty('status');
	});
});
