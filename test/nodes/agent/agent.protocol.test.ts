import type { IDataObject } from 'n8n-workflow';
import { SeoTools } from '../../../nodes/SeoTools/SeoTools.node';

import { startStrictServer, type StrictServer } from './strictServer';
import { useHarness } from '../shared/useHarness';

const callTool = (name: string, extra = {}) => ({
	resource: 'agent',
	operation: 'callTool',
	tool: { __rl: true, mode: 'name', value: name },
	argumentsMode: 'json',
	argumentsJson: '{}',
	...extra,
});

/**
 * Against a server stricter than the service's documentation (it wants MCP's handshake and a session), and
 * failing in every way a far service can: the node opens one session per execution, carries its
 * id, and every error names the operation and the tool, with the server's own message.
 */
describe('Agent resource against a stricter MCP server', () => {
	const h = useHarness();
	let server: StrictServer;
	beforeAll(async () => {
		server = await startStrictServer();
	});
	afterAll(async () => {
		await server.close();
	});
	beforeEach(() => server.received.splice(0));
	const run = (parameters: IDataObject, options = {}) =>
		h.run(parameters, { baseUrl: server.url, ...options });

	it('opens a session once per execution when the server asks for one, and carries its id', async () => {
		const result = await run(callTool('read_things'), { input: [{}, {}, {}] });
		expect(result.status).toBe('success');
		expect(result.json('Node')).toEqual([
			{ n: 1 },
			{ n: 2 },
			{ n: 1 },
			{ n: 2 },
			{ n: 1 },
			{ n: 2 },
		]);
		const methods = server.received.map((m) => `${m.method} ${m.status}`);
		expect(methods.slice(0, 4)).toEqual([
			'tools/list 400',
			'initialize 200',
			'notifications/initialized 202',
			'tools/list 200',
		]);
		expect(methods.filter((m) => m.startsWith('initialize'))).toHaveLength(1);
		const session = server.received[2].sessionId;
		expect(session).toBeDefined();
		expect(server.received.slice(2).every((m) => m.sessionId === session)).toBe(true);
		expect(server.received.filter((m) => m.method === 'tools/call')).toHaveLength(3);
	});

	it('lists tools the document does not name under Other', async () => {
		const result = await run({ resource: 'agent', operation: 'listTools' });
		expect(result.json('Node').map((t) => [t.name, t.section, t.section_title])).toContainEqual([
			'read_things',
			'other',
			'Other',
		]);
	});

	it.each([
		['broken_params', /tool broken_params: Invalid params \(code -32602\)/, /must not be empty/],
		['error_page', /tool error_page: the service answered HTTP 502/, /not repeated/],
		['garbled', /tool garbled: the agent endpoint answered something that is not JSON-RPC/, /.*/],
	])('names the operation and the tool when %s fails', async (tool, message, description) => {
		const result = await run(callTool(tool));
		expect(result.status).toBe('error');
		const error = result.error('Node')!;
		expect(error.message).toMatch(/^Agent → Call Tool: Agent interface: /);
		expect(error.message).toMatch(message);
		expect(error.description ?? '').toMatch(description);
		// Sent once: these tools change data.
		expect(server.received.filter((m) => m.name === tool)).toHaveLength(1);
	});

	it('the project picker says so when list_projects answers without a list', async () => {
		const ctx = h.editorContext({ resource: 'project', operation: 'get' });
		// The editor's credential: the same harness, this server's address.
		const credential = { baseUrl: server.url, apiKey: 'k' };
		ctx.getCredentials = (async () =>
			await Promise.resolve(credential)) as typeof ctx.getCredentials;
		await expect(new SeoTools().methods.listSearch.searchProjects.call(ctx)).rejects.toThrow(
			/list_projects answered without a list/,
		);
	});

	it('names the tool when the server does not answer in time', async () => {
		const result = await run(callTool('never_answers', { requestOptions: { timeout: 1 } }));
		expect(result.error('Node')!.message).toMatch(
			/^Agent → Call Tool: Agent interface: tool never_answers: the service did not answer within 1 s/,
		);
	});
});
