import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Simulator } from '../../../simulator';
import { call, frozenSimulator, SEED, type JsonAnswer } from '../helpers';

/** An MCP client of the official SDK, connected to the simulator with a Bearer key. */
export async function connect(sim: Simulator, key: string = SEED.paid.apiKey): Promise<Client> {
	const client = new Client({ name: 'seo-tools-tests', version: '1.0.0' });
	const transport = new StreamableHTTPClientTransport(new URL('/api/mcp', sim.baseUrl), {
		requestInit: { headers: { Authorization: `Bearer ${key}` } },
	});
	await client.connect(transport);
	return client;
}

/** The data of a successful tool result (structured content), failing the test on a tool error. */
export async function tool(
	client: Client,
	name: string,
	args: Record<string, unknown> = {},
): Promise<JsonAnswer> {
	const result = await client.callTool({ name, arguments: args });
	if (result.isError) throw new Error(`${name} failed: ${JSON.stringify(result.content)}`);
	return result.structuredContent;
}

/** The text of a tool error result (the test fails when the tool succeeded). */
export async function toolError(
	client: Client,
	name: string,
	args: Record<string, unknown> = {},
): Promise<string> {
	const result = await client.callTool({ name, arguments: args });
	if (!result.isError)
		throw new Error(`${name} succeeded: ${JSON.stringify(result.structuredContent)}`);
	return (result.content as Array<{ text: string }>).map((c) => c.text).join(' ');
}

/** One raw JSON-RPC POST (transport-level tests). */
export function rpc(
	sim: Simulator,
	body: unknown,
	options: {
		key?: string | null;
		headers?: Record<string, string>;
		query?: Record<string, string>;
	} = {},
) {
	const key = options.key === undefined ? SEED.paid.apiKey : options.key;
	return call(sim, '/api/mcp', {
		method: 'POST',
		query: options.query,
		headers: {
			accept: 'application/json, text/event-stream',
			...(key ? { authorization: `Bearer ${key}` } : {}),
			...(options.headers ?? {}),
		},
		json: body,
	});
}

/**
 * A fresh frozen simulator and a connected SDK client for a describe block, each test (`each`)
 * or the whole block (`all`); read them through the returned object inside the tests.
 */
export function useAgentClient(scope: 'each' | 'all' = 'all'): { sim: Simulator; client: Client } {
	const live = {} as { sim: Simulator; client: Client };
	const [before, after] = scope === 'each' ? [beforeEach, afterEach] : [beforeAll, afterAll];
	before(async () => {
		live.sim = await frozenSimulator();
		live.client = await connect(live.sim);
	});
	after(async () => {
		await live.client.close();
		await live.sim.close();
	});
	return live;
}
