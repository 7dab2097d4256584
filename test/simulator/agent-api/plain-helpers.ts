import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Simulator } from '../../../simulator';
import { frozenSimulator, SEED, type JsonAnswer } from '../helpers';
import { connect } from './helpers';

/**
 * A plain JSON-RPC client of the agent interface, as any MCP client written from the MCP
 * transport rules would be: it accepts JSON and event-stream answers alike and reads the
 * messages out of either.
 */
export interface PlainAnswer {
	status: number;
	contentType: string;
	headers: Headers;
	/** The JSON-RPC messages of the answer (one per SSE event, or the JSON body). */
	messages: JsonAnswer[];
	text: string;
}

/** The `data:` payloads of each event of a text/event-stream body. */
export function sseMessages(text: string): JsonAnswer[] {
	return text
		.split(/\r?\n\r?\n/)
		.map((event) =>
			event
				.split(/\r?\n/)
				.filter((line) => line.startsWith('data:'))
				.map((line) => line.slice(5).trimStart())
				.join('\n'),
		)
		.filter(Boolean)
		.map((data) => JSON.parse(data) as JsonAnswer);
}

export async function post(
	sim: Simulator,
	body: unknown,
	options: { accept?: string; headers?: Record<string, string>; key?: string } = {},
): Promise<PlainAnswer> {
	const response = await fetch(`${sim.baseUrl}/api/mcp`, {
		method: 'POST',
		headers: {
			'content-type': 'application/json',
			accept: options.accept ?? 'application/json, text/event-stream',
			authorization: `Bearer ${options.key ?? SEED.paid.apiKey}`,
			...options.headers,
		},
		body: JSON.stringify(body),
	});
	const text = await response.text();
	const contentType = response.headers.get('content-type') ?? '';
	const messages = /text\/event-stream/.test(contentType)
		? sseMessages(text)
		: text
			? [JSON.parse(text) as JsonAnswer].flat()
			: [];
	return { status: response.status, contentType, headers: response.headers, messages, text };
}

let nextId = 1;

/** One request; the test fails unless exactly one JSON-RPC message answers it. */
export async function request(
	sim: Simulator,
	method: string,
	params?: Record<string, unknown>,
	options: { key?: string; headers?: Record<string, string> } = {},
): Promise<JsonAnswer> {
	const id = nextId++;
	const answer = await post(sim, { jsonrpc: '2.0', id, method, params }, options);
	expect(answer.messages).toHaveLength(1);
	expect(answer.messages[0]).toMatchObject({ jsonrpc: '2.0', id });
	return answer.messages[0];
}

/** Every tool of tools/list, following nextCursor; also says how many pages there were. */
export async function listAllTools(
	sim: Simulator,
): Promise<{ tools: JsonAnswer[]; pages: number }> {
	const tools: JsonAnswer[] = [];
	let cursor: string | undefined;
	let pages = 0;
	do {
		const answer = await request(sim, 'tools/list', cursor === undefined ? {} : { cursor });
		tools.push(...answer.result.tools);
		cursor = answer.result.nextCursor;
		pages += 1;
		expect(pages).toBeLessThan(100);
	} while (cursor !== undefined);
	return { tools, pages };
}

/** A tool result: its text content joined, and the JSON it holds when it is JSON. */
export function textOf(result: JsonAnswer): { text: string; json: JsonAnswer } {
	const text = (result.content as Array<{ type: string; text?: string }>)
		.filter((c) => c.type === 'text')
		.map((c) => c.text)
		.join('');
	let json: JsonAnswer;
	try {
		json = JSON.parse(text);
	} catch {
		json = undefined;
	}
	return { text, json };
}

/** A simulator on the plain profile and a connected SDK client, for a describe block. */
export function usePlainSimulator(): { sim: Simulator; client: Client } {
	const live = {} as { sim: Simulator; client: Client };
	beforeAll(async () => {
		live.sim = await frozenSimulator({ agentCatalog: 'plain' });
		live.client = await connect(live.sim);
	});
	afterAll(async () => {
		await live.client.close();
		await live.sim.close();
	});
	return live;
}
