/**
 * A small MCP server written for these tests from MCP's Streamable HTTP rules, stricter than the
 * agent-interface document asks (and than the simulator): it wants the `initialize` handshake,
 * gives a session id and refuses calls without it (HTTP 400) or with one it does not know (HTTP
 * 404), and answers in event streams. Its tools fail in the ways a far service can: a JSON-RPC
 * error, an HTTP error page, no answer, an unreadable body. Nothing here comes from the
 * simulator, so the node's handling is checked against a second, independent reading.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StrictServer {
	url: string;
	/** Every JSON-RPC message received, with the session id it carried. */
	received: Array<{ method: string; sessionId?: string; name?: string; status: number }>;
	/** Sessions the server forgets, as after a restart. */
	forgetSessions(): void;
	close(): Promise<void>;
}

const TOOLS = [
	{ name: 'read_things', annotations: { readOnlyHint: true }, inputSchema: { type: 'object' } },
	{ name: 'list_projects', inputSchema: { type: 'object' } },
	{
		name: 'broken_params',
		annotations: { readOnlyHint: false },
		inputSchema: { type: 'object', properties: { x: { type: 'string' } } },
	},
	// Tools that change data are sent once: their failures show without retries.
	...['error_page', 'never_answers', 'garbled'].map((name) => ({
		name,
		annotations: { readOnlyHint: false },
		inputSchema: { type: 'object', properties: {} },
	})),
].map((tool) => ({ description: 'A tool of the test server.', ...tool }));

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
	const chunks: Buffer[] = [];
	for await (const chunk of req) chunks.push(chunk as Buffer);
	return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

function stream(res: ServerResponse, message: unknown, headers: Record<string, string> = {}): void {
	res.writeHead(200, { 'content-type': 'text/event-stream', ...headers });
	res.end(`event: message\ndata: ${JSON.stringify(message)}\n\n`);
}

function refuse(res: ServerResponse, status: number, id: unknown, message: string): void {
	res.writeHead(status, { 'content-type': 'application/json' });
	res.end(JSON.stringify({ jsonrpc: '2.0', id: id ?? null, error: { code: -32000, message } }));
}

export async function startStrictServer(): Promise<StrictServer> {
	const sessions = new Set<string>();
	let nextSession = 1;
	const received: StrictServer['received'] = [];
	const hanging: ServerResponse[] = [];

	const handle = async (req: IncomingMessage, res: ServerResponse) => {
		const message = await bodyOf(req);
		const sessionId = req.headers['mcp-session-id'] as string | undefined;
		const method = String(message.method);
		const params = (message.params ?? {}) as { name?: string };
		const log = (status: number) => received.push({ method, sessionId, name: params.name, status });
		const { id } = message;
		if (method === 'initialize') {
			const session = `s-${nextSession++}`;
			sessions.add(session);
			log(200);
			const result = {
				protocolVersion: '2025-03-26',
				capabilities: { tools: {} },
				serverInfo: { name: 'strict', version: '1' },
			};
			stream(res, { jsonrpc: '2.0', id, result }, { 'mcp-session-id': session });
			return;
		}
		if (sessionId === undefined) {
			log(400);
			refuse(res, 400, id, 'Bad Request: no valid session ID provided');
			return;
		}
		if (!sessions.has(sessionId)) {
			log(404);
			refuse(res, 404, id, 'Session not found');
			return;
		}
		log(id === undefined ? 202 : 200);
		if (id === undefined) {
			res.writeHead(202).end();
			return;
		}
		if (method === 'tools/list') {
			stream(res, { jsonrpc: '2.0', id, result: { tools: TOOLS } });
			return;
		}
		switch (params.name) {
			case 'read_things':
				stream(res, {
					jsonrpc: '2.0',
					id,
					result: { content: [{ type: 'text', text: '{"things":[{"n":1},{"n":2}]}' }] },
				});
				return;
			case 'list_projects':
				stream(res, {
					jsonrpc: '2.0',
					id,
					result: { structuredContent: { message: 'You have no access to the project list' } },
				});
				return;
			case 'broken_params':
				stream(res, {
					jsonrpc: '2.0',
					id,
					error: { code: -32602, message: 'Invalid params', data: { x: 'must not be empty' } },
				});
				return;
			case 'error_page':
				res.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>');
				return;
			case 'never_answers':
				hanging.push(res);
				return;
			default:
				res.writeHead(200, { 'content-type': 'application/json' }).end('{"jsonrpc":"2.0","id"');
		}
	};

	const server: Server = createServer((req, res) => {
		handle(req, res).catch(() => res.writeHead(500).end());
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		received,
		forgetSessions: () => sessions.clear(),
		close: async () => {
			for (const res of hanging) res.destroy();
			server.closeAllConnections();
			await new Promise<void>((resolve) => server.close(() => resolve()));
		},
	};
}
