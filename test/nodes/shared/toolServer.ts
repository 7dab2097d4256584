/**
 * A second reading of the agent interface for the rank-tracker resources (Position, Metric,
 * Report...), written for the tests from MCP's rules and the service's documentation alone, sharing no code and
 * no answer shape with the simulator. Each test file declares the tools it needs and how they
 * answer: in structured content or in text, in pages of its own size, with other field names and
 * other wording, so what the node reads is read in more than one plausible form. Stateless JSON
 * over POST, as the service's documentation says (docs/service/agent-interface.md); every call is recorded.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Args = Record<string, unknown>;

/** What a tool answers: data (sent in the tool's form), or a tool error with its text. */
export type Answer = { data: unknown } | { error: string };

export interface TestTool {
	name: string;
	/** MCP annotations; none means the tool only reads. */
	annotations?: { readOnlyHint?: boolean; destructiveHint?: boolean };
	/** Parameter names and their JSON types; `report_id` makes it a long tool. */
	params?: Record<string, string>;
	required?: string[];
	/** Values a parameter's schema lists (`enum`), by parameter name. */
	enums?: Record<string, unknown[]>;
	/** A parameter's whole schema, by parameter name, in place of its type and `enums` (`oneOf`, `anyOf`...). */
	schemas?: Record<string, Record<string, unknown>>;
	/** The most a numeric parameter's schema allows (`maximum`), by parameter name. */
	maximums?: Record<string, number>;
	/** How the data travels: `structured` (structuredContent, with a text copy) or `text` (JSON in one text block). */
	form?: 'structured' | 'text';
	answer(args: Args, call: number): Answer | Promise<Answer>;
	/**
	 * The answer is lost after the tool did its work: the server closes the connection
	 * (`close`) or answers HTTP 500 (`500`) instead of the result.
	 */
	loseAnswer?: 'close' | 500;
}

export interface ToolServer {
	url: string;
	/** Every tools/call received, in order. */
	calls: Array<{ name: string; arguments: Args }>;
	/** Replaces the tools the server offers (and forgets the calls and downloads). */
	offer(tools: TestTool[]): void;
	/** Serves `body` to GET `path` (a file a tool links to). */
	serveFile(path: string, body: Buffer, contentType: string): void;
	/** Every GET received, with the credentials it carried (none are expected). */
	downloads: Array<{ path: string; authorization?: string; query: string }>;
	close(): Promise<void>;
}

const read = async (req: IncomingMessage): Promise<string> => {
	const chunks: Buffer[] = [];
	for await (const chunk of req) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks).toString('utf8');
};

function reply(res: ServerResponse, id: unknown, result: unknown): void {
	res.writeHead(200, { 'content-type': 'application/json' });
	res.end(JSON.stringify({ jsonrpc: '2.0', id, result }));
}

function schemaOf(tool: TestTool) {
	const properties = Object.fromEntries(
		Object.entries(tool.params ?? {}).map(([name, type]) => [
			name,
			tool.schemas?.[name] ?? {
				type,
				...(tool.enums?.[name] ? { enum: tool.enums[name] } : {}),
				...(tool.maximums?.[name] ? { maximum: tool.maximums[name] } : {}),
			},
		]),
	);
	return { type: 'object', properties, ...(tool.required ? { required: tool.required } : {}) };
}

function resultOf(tool: TestTool, answer: Answer) {
	if ('error' in answer) return { content: [{ type: 'text', text: answer.error }], isError: true };
	const text = JSON.stringify(answer.data);
	if (tool.form === 'text') return { content: [{ type: 'text', text }] };
	return { content: [{ type: 'text', text }], structuredContent: answer.data };
}

export async function startToolServer(): Promise<ToolServer> {
	let tools: TestTool[] = [];
	const calls: ToolServer['calls'] = [];
	const counts = new Map<string, number>();
	const files = new Map<string, { body: Buffer; contentType: string }>();
	const downloads: ToolServer['downloads'] = [];
	const server: Server = createServer((req, res) => {
		void (async () => {
			if (req.method === 'GET') {
				const [path, query = ''] = String(req.url).split('?');
				downloads.push({ path, authorization: req.headers.authorization, query });
				const file = files.get(path);
				if (!file) return res.writeHead(404).end();
				res.writeHead(200, { 'content-type': file.contentType });
				return res.end(file.body);
			}
			if (req.method !== 'POST') return res.writeHead(405).end();
			const message = JSON.parse(await read(req)) as {
				id?: unknown;
				method: string;
				params?: { name?: string; arguments?: Args };
			};
			if (message.id === undefined) return res.writeHead(202).end();
			if (message.method === 'initialize')
				return reply(res, message.id, {
					protocolVersion: '2025-06-18',
					capabilities: { tools: {} },
					serverInfo: { name: 'tool-test-server', version: '1' },
				});
			if (message.method === 'tools/list')
				return reply(res, message.id, {
					tools: tools.map((tool) => ({
						name: tool.name,
						description: `Test tool ${tool.name}`,
						inputSchema: schemaOf(tool),
						annotations: tool.annotations ?? { readOnlyHint: true },
					})),
				});
			if (message.method === 'tools/call') {
				const name = String(message.params?.name);
				const args = message.params?.arguments ?? {};
				calls.push({ name, arguments: args });
				const tool = tools.find((t) => t.name === name);
				if (!tool)
					return reply(res, message.id, {
						content: [{ type: 'text', text: `No such tool: ${name}` }],
						isError: true,
					});
				const call = (counts.get(name) ?? 0) + 1;
				counts.set(name, call);
				const answer = await tool.answer(args, call);
				if (tool.loseAnswer === 'close') return req.socket.destroy();
				if (tool.loseAnswer === 500) return res.writeHead(500).end('Internal Server Error');
				return reply(res, message.id, resultOf(tool, answer));
			}
			res.writeHead(200, { 'content-type': 'application/json' });
			res.end(
				JSON.stringify({
					jsonrpc: '2.0',
					id: message.id,
					error: { code: -32601, message: 'Method not found' },
				}),
			);
		})();
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		calls,
		downloads,
		offer(next) {
			tools = next;
			calls.length = 0;
			downloads.length = 0;
			counts.clear();
		},
		serveFile(path, body, contentType) {
			files.set(path, { body, contentType });
		},
		close: async () => await new Promise<void>((resolve) => server.close(() => resolve())),
	};
}

/** Rows served in pages of `size`, whatever limit is asked (a service with its own cap). */
export function paged(rows: unknown[], size: number, key = 'items') {
	return (args: Args): Answer => {
		const offset = Number(args.offset ?? 0);
		const limit = Math.min(size, Number(args.limit ?? size));
		return { data: { [key]: rows.slice(offset, offset + limit), total: rows.length } };
	};
}

/** Rows served by `page` and `limit`, in pages of at most `size` (a service with its own cap). */
export function byPage(rows: unknown[], size: number, key = 'items') {
	return (args: Args): Answer => {
		const limit = Math.min(size, Number(args.limit ?? size));
		const start = (Number(args.page ?? 1) - 1) * limit;
		return { data: { [key]: rows.slice(start, start + limit), page: args.page } };
	};
}
