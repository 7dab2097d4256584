import type { Simulator } from '../../../simulator';
import { call, frozenSimulator, SEED } from '../helpers';
import { rpc } from './helpers';

const init = (protocolVersion: string, id: number | string = 1) => ({
	jsonrpc: '2.0',
	id,
	method: 'initialize',
	params: { protocolVersion, capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
});

describe('POST /api/mcp: JSON-RPC 2.0 over Streamable HTTP, stateless', () => {
	let sim: Simulator;
	beforeAll(async () => {
		sim = await frozenSimulator();
	});
	afterAll(() => sim.close());

	it.each(['2025-06-18', '2025-03-26', '2024-11-05'])(
		'initialize echoes the supported version %s',
		async (version) => {
			const { status, body } = await rpc(sim, init(version));
			expect(status).toBe(200);
			expect(body).toMatchObject({
				jsonrpc: '2.0',
				id: 1,
				result: {
					protocolVersion: version,
					capabilities: { tools: {} },
					serverInfo: { name: 'seo-tools' },
				},
			});
		},
	);

	it('initialize offers the newest version for an unsupported one (negotiation not shown: decision)', async () => {
		const { body } = await rpc(sim, init('2023-01-01', 'a'));
		expect(body).toMatchObject({ id: 'a', result: { protocolVersion: '2025-06-18' } });
	});

	it('answers application/json without a session id, also when the client accepts an event stream', async () => {
		const response = await fetch(`${sim.baseUrl}/api/mcp`, {
			method: 'POST',
			headers: {
				'content-type': 'application/json',
				accept: 'application/json, text/event-stream',
				authorization: `Bearer ${SEED.paid.apiKey}`,
			},
			body: JSON.stringify(init('2025-06-18')),
		});
		expect(response.status).toBe(200);
		expect(response.headers.get('content-type')).toMatch(/application\/json/);
		expect(response.headers.get('mcp-session-id')).toBeNull();
	});

	it('notifications/initialized gets 202 with no body', async () => {
		const { status, text } = await rpc(sim, {
			jsonrpc: '2.0',
			method: 'notifications/initialized',
		});
		expect(status).toBe(202);
		expect(text).toBe('');
	});

	it('every call is a separate POST: tools/list works without initialize (stateless)', async () => {
		const { body } = await rpc(sim, { jsonrpc: '2.0', id: 7, method: 'tools/list' });
		expect(body.result.tools).toHaveLength(165);
		expect(body.result.nextCursor).toBeUndefined();
	});

	it('ping answers an empty result', async () => {
		expect((await rpc(sim, { jsonrpc: '2.0', id: 3, method: 'ping' })).body).toEqual({
			jsonrpc: '2.0',
			id: 3,
			result: {},
		});
	});

	it('GET and DELETE /api/mcp answer 405: no event stream, no session', async () => {
		const get = await call(sim, '/api/mcp', {
			headers: { accept: 'text/event-stream', authorization: `Bearer ${SEED.paid.apiKey}` },
		});
		expect(get.status).toBe(405);
		const del = await fetch(`${sim.baseUrl}/api/mcp`, {
			method: 'DELETE',
			headers: { authorization: `Bearer ${SEED.paid.apiKey}` },
		});
		expect(del.status).toBe(405);
		expect(del.headers.get('allow')).toBe('POST');
	});

	it('answers a batch with an array of responses, notifications left out', async () => {
		const { status, body } = await rpc(sim, [
			{ jsonrpc: '2.0', id: 1, method: 'ping' },
			{ jsonrpc: '2.0', method: 'notifications/initialized' },
			{
				jsonrpc: '2.0',
				id: 2,
				method: 'tools/call',
				params: { name: 'list_projects', arguments: {} },
			},
		]);
		expect(status).toBe(200);
		expect(body).toHaveLength(2);
		expect(body[0]).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
		expect(body[1].result.structuredContent.projects.length).toBeGreaterThan(0);
	});

	it('refuses a batch of more than 50 messages whole with HTTP 413 and -32600, running none of them', async () => {
		const folder = {
			jsonrpc: '2.0',
			id: 'f',
			method: 'tools/call',
			params: { name: 'create_project_folder', arguments: { name: 'Batch folder' } },
		};
		const pings = Array.from({ length: 50 }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'ping' }));
		const { status, body } = await rpc(sim, [folder, ...pings]);
		expect(status).toBe(413);
		expect(body).toEqual({
			jsonrpc: '2.0',
			id: null,
			error: {
				code: -32600,
				message: expect.stringMatching(/at most 50 messages \(got 51\); nothing was run/),
				data: { maxMessages: 50, received: 51 },
			},
		});
		const list = await rpc(sim, {
			jsonrpc: '2.0',
			id: 1,
			method: 'tools/call',
			params: { name: 'list_project_folders', arguments: {} },
		});
		expect(JSON.stringify(list.body)).not.toContain('Batch folder');
		const fifty = await rpc(sim, pings);
		expect(fifty.status).toBe(200);
		expect(fifty.body).toHaveLength(50);
	});

	it('caps a batch answer at 4 MiB: later requests are answered "not run" one by one', async () => {
		const single = await rpc(sim, { jsonrpc: '2.0', id: 0, method: 'tools/list' });
		const catalogBytes = Buffer.byteLength(single.text);
		const lists = Array.from({ length: 50 }, (_, i) => ({
			jsonrpc: '2.0',
			id: i,
			method: 'tools/list',
		}));
		const { status, body, text } = await rpc(sim, lists);
		expect(status).toBe(200);
		expect(body).toHaveLength(50);
		const ran = body.filter((answer: { result?: unknown }) => answer.result);
		const notRun = body.filter((answer: { error?: unknown }) => answer.error);
		// Whole answers only, as long as the total stays within 4 MiB (plus the one that crossed it).
		expect(ran.length).toBe(Math.min(50, Math.floor((4 * 1024 * 1024) / (catalogBytes + 1)) + 1));
		expect(ran.length).toBeLessThan(50);
		expect(notRun.length).toBe(50 - ran.length);
		expect(notRun[0]).toEqual({
			jsonrpc: '2.0',
			id: ran.length,
			error: {
				code: -32600,
				message: expect.stringMatching(/^Not run: the batch answer exceeded 4194304 bytes/),
				data: { maxAnswerBytes: 4194304 },
			},
		});
		expect(Buffer.byteLength(text)).toBeLessThan(4 * 1024 * 1024 + 2 * catalogBytes);
	});

	it('JSON-RPC errors: parse error, invalid request, unknown method, unknown tool', async () => {
		const broken = await call(sim, '/api/mcp', {
			method: 'POST',
			headers: { 'content-type': 'application/json', authorization: `Bearer ${SEED.paid.apiKey}` },
			body: '{"jsonrpc":"2.0",',
		});
		expect(broken.status).toBe(400);
		expect(broken.body.error.code).toBe(-32700);
		expect((await rpc(sim, { id: 1, method: 'ping' })).body.error.code).toBe(-32600);
		expect(
			(await rpc(sim, { jsonrpc: '2.0', id: 1, method: 'resources/list' })).body.error,
		).toMatchObject({ code: -32601 });
		const unknown = await rpc(sim, {
			jsonrpc: '2.0',
			id: 1,
			method: 'tools/call',
			params: { name: 'no_such_tool', arguments: {} },
		});
		expect(unknown.body.error).toMatchObject({
			code: -32602,
			message: 'Unknown tool: no_such_tool',
		});
	});

	it('refuses an unsupported MCP-Protocol-Version header with 400', async () => {
		const { status, body } = await rpc(
			sim,
			{ jsonrpc: '2.0', id: 1, method: 'ping' },
			{ headers: { 'mcp-protocol-version': '1999-01-01' } },
		);
		expect(status).toBe(400);
		expect(body.error.message).toMatch(/MCP-Protocol-Version/);
	});
});

describe('authentication of the agent interface', () => {
	let sim: Simulator;
	beforeAll(async () => {
		sim = await frozenSimulator();
	});
	afterAll(() => sim.close());

	const ping = { jsonrpc: '2.0', id: 9, method: 'ping' };

	it('takes the key as Authorization: Bearer', async () => {
		expect((await rpc(sim, ping)).status).toBe(200);
	});

	it('takes the key as ?key= for clients that cannot set a header', async () => {
		const { status, body } = await rpc(sim, ping, { key: null, query: { key: SEED.paid.apiKey } });
		expect(status).toBe(200);
		expect(body.result).toEqual({});
	});

	it('a missing key is HTTP 401 with a JSON-RPC error', async () => {
		const { status, body } = await rpc(sim, ping, { key: null });
		expect(status).toBe(401);
		expect(body).toMatchObject({ jsonrpc: '2.0', id: 9, error: { code: -32001 } });
	});

	it('an unknown key is HTTP 401', async () => {
		const { status, body } = await rpc(sim, ping, { key: 'sim-paid-unknown' });
		expect(status).toBe(401);
		expect(body.error.message).toMatch(/unknown/);
	});

	it('refuses free tariffs: the key is issued on paid tariffs', async () => {
		const { status, body } = await rpc(sim, ping, { key: SEED.free.apiKey });
		expect(status).toBe(403);
		expect(body.error.message).toMatch(/paid tariff/);
	});

	it('a regenerated key replaces the old one at once, on the project API too (revocation)', async () => {
		const colleague = SEED.colleague;
		expect((await rpc(sim, ping, { key: colleague.apiKey })).status).toBe(200);
		const regenerated = await call(sim, `/__sim/accounts/${colleague.id}/regenerate-key`, {
			method: 'POST',
			json: {},
		});
		expect(regenerated.status).toBe(200);
		const newKey = regenerated.body.apiKey as string;
		expect(newKey).not.toBe(colleague.apiKey);
		expect((await rpc(sim, ping, { key: colleague.apiKey })).status).toBe(401);
		expect((await rpc(sim, ping, { key: newKey })).status).toBe(200);
		const old = await call(sim, '/projects/api/v1/project/get', {
			query: { token: colleague.apiKey, project_id: SEED.projects.sharedRead },
		});
		expect(old.body).toMatchObject({ status: 'error', code: 50 });
		const fresh = await call(sim, '/projects/api/v1/project/get', {
			query: { token: newKey, project_id: SEED.projects.sharedRead },
		});
		expect(fresh.body.domain).toBe('partner-store.ru');
	});

	it('the control route refuses free accounts and unknown ids', async () => {
		expect(
			(
				await call(sim, `/__sim/accounts/${SEED.free.id}/regenerate-key`, {
					method: 'POST',
					json: {},
				})
			).status,
		).toBe(409);
		expect(
			(await call(sim, '/__sim/accounts/999/regenerate-key', { method: 'POST', json: {} })).status,
		).toBe(404);
	});
});
