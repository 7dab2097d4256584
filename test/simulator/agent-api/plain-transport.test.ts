import { ProductHarness } from '../../../dev/product-harness';
import { call, SEED } from '../helpers';
import { post, usePlainSimulator } from './plain-helpers';

/**
 * The plain profile takes the forms of MCP's Streamable HTTP that the standard profile does not:
 * event-stream answers and a session id, while staying stateless as the service's documentation says
 * (docs/service/agent-interface.md#transport).
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

describe('plain profile: Streamable HTTP', () => {
	const live = usePlainSimulator();

	it('answers a client that accepts an event stream with one message event', async () => {
		const answer = await post(live.sim, list, { accept: 'application/json, text/event-stream' });
		expect(answer.status).toBe(200);
		expect(answer.contentType).toMatch(/^text\/event-stream/);
		expect(answer.text).toMatch(/^event: message\ndata: \{/);
		expect(answer.messages).toHaveLength(1);
		expect(answer.messages[0]).toMatchObject({ jsonrpc: '2.0', id: 2 });
		expect(answer.messages[0].result.tools.length).toBeGreaterThan(0);
	});

	it('answers JSON to a client that accepts only JSON', async () => {
		const answer = await post(live.sim, list, { accept: 'application/json' });
		expect(answer.contentType).toMatch(/^application\/json/);
		expect(JSON.parse(answer.text)).toMatchObject({ id: 2, result: {} });
	});

	it('initialize gives an Mcp-Session-Id; later calls may send it or not (stateless)', async () => {
		const opened = await post(live.sim, init);
		const session = opened.headers.get('mcp-session-id');
		expect(session).toEqual(expect.any(String));
		expect(opened.messages[0].result.protocolVersion).toBe('2025-06-18');
		expect(opened.messages[0].result.instructions ?? '').not.toMatch(/\blong\b/i);
		const withSession = await post(live.sim, list, { headers: { 'mcp-session-id': session! } });
		expect(withSession.status).toBe(200);
		const withoutSession = await post(live.sim, list);
		expect(withoutSession.status).toBe(200);
	});

	it('a session id the server never issued gets HTTP 404', async () => {
		const answer = await post(live.sim, list, { headers: { 'mcp-session-id': 'made-up-session' } });
		expect(answer.status).toBe(404);
		expect(answer.messages[0].error).toMatchObject({ code: expect.any(Number) });
	});

	it('the SDK client sends back the session id it was given (the request log shows the headers)', async () => {
		live.sim.clearRequests();
		await live.client.listTools();
		const [logged] = live.sim.received('/api/mcp');
		expect(logged.headers['mcp-session-id']).toEqual(expect.any(String));
		expect(logged.headers.authorization).toBe(`Bearer ${SEED.paid.apiKey}`);
	});

	it('a refused key is a JSON-RPC error in the standard form', async () => {
		const answer = await post(live.sim, list, { key: 'not-a-key' });
		expect(answer.status).toBe(401);
		expect(answer.messages[0].error).toMatchObject({
			code: expect.any(Number),
			message: 'Unauthorized',
		});
	});

	it('the control API says which agent profile is served', async () => {
		expect((await call(live.sim, '/__sim/agent/catalog')).body).toEqual({ profile: 'plain' });
	});
});

describe('choosing the agent profile', () => {
	it('ProductHarness.start passes agentCatalog to the simulator; the default is standard', async () => {
		const plain = await ProductHarness.start({ agentCatalog: 'plain' });
		const standard = await ProductHarness.start();
		try {
			expect((await call(plain.sim, '/__sim/agent/catalog')).body).toEqual({ profile: 'plain' });
			expect((await call(standard.sim, '/__sim/agent/catalog')).body).toEqual({
				profile: 'standard',
			});
		} finally {
			await plain.stop();
			await standard.stop();
		}
	});
});
