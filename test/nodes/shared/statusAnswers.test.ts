import type { IDataObject } from 'n8n-workflow';
import { useHarness } from './useHarness';
import { startStatusServer, type StatusAnswer, type StatusServer } from './statusServer';

/**
 * An HTTP status is an answer (RFC 9110 §15.5): a 4xx is the refusal of the request, whatever body
 * it carries, so no operation on any surface turns it into a success item. The answers come from
 * statusServer.ts, which shares no code with the simulator and stands where a proxy or gateway in
 * front of the service would: it answers the call with a status and a body of its own, here a body
 * shaped like the method's success, the hardest one to tell apart.
 */
const KEY = 'status-server-key-3b81';
const project = { __rl: true, mode: 'id', value: '77' };

interface Case {
	surface: string;
	operation: string;
	path: string;
	parameters: IDataObject;
	success: unknown;
}

const CASES: Case[] = [
	{
		surface: 'project API',
		operation: 'Project → Run Position Check',
		path: '/projects/api/v1/project/parse',
		parameters: { resource: 'project', operation: 'parse', project },
		success: { message: 'Position check queued' },
	},
	{
		surface: 'project API',
		operation: 'Query Group → Move Queries',
		path: '/projects/api/v1/groups/move',
		parameters: {
			resource: 'queryGroup',
			operation: 'move',
			project,
			queryIds: '11, 12',
			fromGroupId: '5',
			destination: 'id',
			toGroupId: '6',
		},
		success: { status: 'ok', code: 1, msg: 'ok', result: { count: 2 } },
	},
	{
		surface: 'project API',
		operation: 'Query → Delete',
		path: '/projects/api/v1/queries/delete',
		parameters: { resource: 'query', operation: 'delete', project, queryIds: '11', confirm: true },
		success: { status: 'ok', code: 1, msg: 'ok', result: { count: 1 } },
	},
	{
		surface: 'project API',
		operation: 'Query Group → Create',
		path: '/projects/api/v1/groups/add',
		parameters: {
			resource: 'queryGroup',
			operation: 'create',
			project,
			name: 'Новая',
			queries: 'запрос',
		},
		success: { status: 'ok', code: 1, msg: 'ok', result: { group_id: 9 } },
	},
	{
		surface: 'project API',
		operation: 'Query Group → Delete',
		path: '/projects/api/v1/groups/delete',
		parameters: {
			resource: 'queryGroup',
			operation: 'delete',
			project,
			groupIds: '9',
			queriesAction: 'move',
			moveToGroupId: '1',
		},
		success: { status: 'ok', code: 1, msg: 'ok', result: true },
	},
	{
		surface: 'tools API',
		operation: 'Video → Get Result',
		path: '/api/aivideo',
		parameters: { resource: 'video', operation: 'getResult', reportId: '4242' },
		success: { status: 'done', code: 0, url: 'https://files.example/v.mp4' },
	},
	{
		surface: 'REST API (JWT)',
		operation: 'Balance → Create Top-Up',
		path: '/api-rest/balance/add',
		parameters: { resource: 'balance', operation: 'add', sum: 700 },
		success: { status: 'success', code: 200, message: 'ok', data: { payment_id: 31 } },
	},
	{
		surface: 'agent interface',
		operation: 'Agent → Call Tool',
		path: '/api/mcp',
		parameters: {
			resource: 'agent',
			operation: 'callTool',
			tool: { __rl: true, mode: 'name', value: 'start_check' },
			argumentsMode: 'json',
			argumentsJson: '{"project": 77}',
			waitForResult: false,
		},
		success: {
			jsonrpc: '2.0',
			result: { content: [{ type: 'text', text: '{"started": true}' }] },
		},
	},
];

describe('a 4xx answer is never read as success, on every surface', () => {
	const h = useHarness({}, { perTest: true });
	let server: StatusServer;
	beforeEach(async () => {
		server = await startStatusServer();
	});
	afterEach(async () => {
		await server.close();
	});

	const run = (parameters: IDataObject) =>
		h.run(
			{ ...parameters, requestOptions: { timeout: 10 } },
			{
				baseUrl: server.baseUrl,
				apiKey: KEY,
				email: 'status@x.test',
				password: 'status-pw-1',
				continueOnFail: true,
			},
		);
	const calls = (path: string) =>
		server.received.filter(
			(r) => r.path === path && (path !== '/api/mcp' || r.json?.method === 'tools/call'),
		);

	describe.each(CASES)('$surface: $operation', (c) => {
		it.each([404, 400, 401, 403, 409, 422])(
			'HTTP %i with a success-shaped body: one error item saying nothing was carried out, sent once',
			async (status) => {
				server.answer(c.path, { status, body: c.success } satisfies StatusAnswer);
				const result = await run(c.parameters);
				expect(result.output).toHaveLength(1);
				const item = result.output[0];
				expect(item.pairedItem).toEqual({ item: 0 });
				expect(String(item.json.error)).toContain(`HTTP ${status}`);
				expect(String(item.json.description)).toMatch(/not carried out.*nothing was done/);
				expect(calls(c.path)).toHaveLength(1);
				expect(JSON.stringify(result.output)).not.toContain(KEY);
			},
		);

		it("HTTP 404 with a proxy's own JSON body: an error item", async () => {
			server.answer(c.path, { status: 404, body: { detail: 'Not Found' } });
			const result = await run(c.parameters);
			expect(String(result.output[0].json.error)).toContain('HTTP 404 (Not Found)');
		});
	});

	it('HTTP 408 on a charging call: sent again (the service did not receive it), then an error saying nothing was done', async () => {
		const c = CASES[0];
		server.answer(c.path, { status: 408, body: c.success });
		const result = await run(c.parameters);
		expect(String(result.output[0].json.error)).toContain('HTTP 408');
		expect(String(result.output[0].json.description)).toMatch(/nothing was done or charged/);
		expect(calls(c.path)).toHaveLength(3);
	});

	it("the service's own error body under a 4xx still gives its code and message", async () => {
		server.answer('/projects/api/v1/project/parse', {
			status: 403,
			body: { status: 'error', code: 50, msg: 'access error', result: { message: 'no access' } },
		});
		const result = await run(CASES[0].parameters);
		expect(String(result.output[0].json.error)).toMatch(/code 50/);
	});
});
