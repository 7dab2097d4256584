/**
 * A small MCP server written for these tests from MCP's Streamable HTTP rules, stricter than the
 * agent-interface document asks (and than the simulator): it wants the `initialize` handshake,
 * gives a session id and refuses calls without it (HTTP 400) or with one it does not know (HTTP
 * 404, with a JSON-RPC error, an empty body or an HTML page), may lose its sessions (after N
 * requests, or all at once), and answers in event streams; DELETE ends a session, or answers 405.
 * Its tools fail in the ways a far service can: a JSON-RPC error, an HTTP error page, no answer,
 * an unreadable body, an HTTP 429 with a body of its own. Its long tools (strictTasks.ts) queue
 * tasks, refuse a second one with code -32 in several forms, or answer a poll about another task;
 * `receipt_maker` changes data and answers with what looks like a task receipt, though its schema
 * has no report_id. Nothing here comes from the simulator, so the node's handling is checked
 * against a second, independent reading.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { longTool, TaskBook } from './strictTasks';

/** How the server behaves; tests change it and `reset()` restores it. */
export interface StrictOptions {
	/** The body of a 404 for a session the server does not know. */
	deadSessionBody: 'json' | 'empty' | 'html';
	/** A session is forgotten after serving this many requests. */
	expireAfter?: number;
	/** Forget every session right after answering the first tools/list. */
	forgetAfterList: boolean;
	/** Answer 404 to every call that carries a session id (a server that keeps losing them). */
	alwaysLose: boolean;
	/** The answer to DELETE of a known session. */
	deleteStatus: 200 | 405;
	/** The body of the HTTP 429 `throttled_charge` answers its first call with. */
	throttledBody: string;
}

const DEFAULTS: StrictOptions = {
	deadSessionBody: 'json',
	forgetAfterList: false,
	alwaysLose: false,
	deleteStatus: 200,
	throttledBody: '',
};

export interface StrictServer {
	url: string;
	/** Every JSON-RPC message received, with the session id it carried. */
	received: Array<{
		method: string;
		sessionId?: string;
		name?: string;
		arguments?: Record<string, unknown>;
		status: number;
	}>;
	/** Sessions the server forgets, as after a restart. */
	forgetSessions(): void;
	options: StrictOptions;
	tasks: TaskBook;
	/** Default options, no tasks, nothing received. */
	reset(): void;
	close(): Promise<void>;
}

const mutating = (name: string, properties: Record<string, unknown> = {}) => ({
	name,
	annotations: { readOnlyHint: false },
	inputSchema: { type: 'object', properties },
});

const TOOLS = [
	{ name: 'read_things', annotations: { readOnlyHint: true }, inputSchema: { type: 'object' } },
	{ name: 'list_projects', inputSchema: { type: 'object' } },
	{
		name: 'broken_params',
		annotations: { readOnlyHint: false },
		inputSchema: { type: 'object', properties: { x: { type: 'string' } } },
	},
	// Tools that change data are sent once: their failures show without retries.
	...['error_page', 'never_answers', 'garbled', 'throttled_charge'].map((name) => mutating(name)),
	// Changes data and answers like a receipt; its schema declares no report_id.
	{ ...mutating('receipt_maker'), inputSchema: { type: 'object' } },
	...['long_job', 'wrong_poll'].map((name) =>
		mutating(name, {
			project_id: { type: 'integer' },
			input: { type: 'string' },
			report_id: { type: 'integer' },
		}),
	),
].map((tool) => ({ description: 'A tool of the test server.', ...tool }));

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
	const chunks: Buffer[] = [];
	for await (const chunk of req) chunks.push(chunk as Buffer);
	const raw = Buffer.concat(chunks).toString('utf8');
	return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
}

function stream(res: ServerResponse, message: unknown, headers: Record<string, string> = {}): void {
	res.writeHead(200, { 'content-type': 'text/event-stream', ...headers });
	res.end(`event: message\ndata: ${JSON.stringify(message)}\n\n`);
}

function refuse(res: ServerResponse, status: number, id: unknown, message: string): void {
	res.writeHead(status, { 'content-type': 'application/json' });
	res.end(JSON.stringify({ jsonrpc: '2.0', id: id ?? null, error: { code: -32000, message } }));
}

function sessionNotFound(res: ServerResponse, id: unknown, body: StrictOptions['deadSessionBody']) {
	if (body === 'json') refuse(res, 404, id, 'Session not found');
	else if (body === 'empty') res.writeHead(404).end();
	else res.writeHead(404, { 'content-type': 'text/html' }).end('<html><h1>Not Found</h1></html>');
}

export async function startStrictServer(): Promise<StrictServer> {
	/** Session id → requests it has served. */
	const sessions = new Map<string, number>();
	let nextSession = 1;
	const received: StrictServer['received'] = [];
	const hanging: ServerResponse[] = [];
	const options: StrictOptions = { ...DEFAULTS };
	let tasks = new TaskBook();
	let throttledOnce = false;

	/** Whether the session is known; counts the request against it (and expires it). */
	const known = (sessionId: string): boolean => {
		const served = sessions.get(sessionId);
		if (served === undefined || options.alwaysLose) return false;
		if (options.expireAfter !== undefined && served >= options.expireAfter) {
			sessions.delete(sessionId);
			return false;
		}
		sessions.set(sessionId, served + 1);
		return true;
	};

	const end = (req: IncomingMessage, res: ServerResponse) => {
		const sessionId = req.headers['mcp-session-id'] as string | undefined;
		const status =
			options.deleteStatus === 405 ? 405 : sessionId && sessions.delete(sessionId) ? 200 : 404;
		received.push({ method: 'DELETE', sessionId, status });
		res.writeHead(status).end();
	};

	const handle = async (req: IncomingMessage, res: ServerResponse) => {
		if (req.method === 'DELETE') return end(req, res);
		const message = await bodyOf(req);
		const sessionId = req.headers['mcp-session-id'] as string | undefined;
		const method = String(message.method);
		const params = (message.params ?? {}) as { name?: string; arguments?: Record<string, unknown> };
		const log = (status: number) =>
			received.push({ method, sessionId, name: params.name, arguments: params.arguments, status });
		const { id } = message;
		if (method === 'initialize') {
			const session = `s-${nextSession++}`;
			sessions.set(session, 0);
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
		if (!known(sessionId)) {
			log(404);
			sessionNotFound(res, id, options.deadSessionBody);
			return;
		}
		if (method === 'tools/call' && params.name === 'throttled_charge' && !throttledOnce) {
			throttledOnce = true;
			log(429);
			res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '0' });
			res.end(options.throttledBody);
			return;
		}
		log(id === undefined ? 202 : 200);
		if (id === undefined) {
			res.writeHead(202).end();
			return;
		}
		if (method === 'tools/list') {
			stream(res, { jsonrpc: '2.0', id, result: { tools: TOOLS } });
			if (options.forgetAfterList) sessions.clear();
			return;
		}
		const answer = (result: unknown) => stream(res, { jsonrpc: '2.0', id, result });
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
			case 'long_job':
			case 'wrong_poll':
				answer(longTool(tasks, params.name, params.arguments ?? {}));
				return;
			case 'receipt_maker':
				answer({ structuredContent: { report_id: 77, status: 'queued' } });
				return;
			case 'throttled_charge':
				answer({ structuredContent: { charged: true } });
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
		options,
		get tasks() {
			return tasks;
		},
		reset() {
			Object.assign(options, DEFAULTS);
			delete options.expireAfter;
			tasks = new TaskBook();
			throttledOnce = false;
			received.splice(0);
		},
		close: async () => {
			for (const res of hanging) res.destroy();
			server.closeAllConnections();
			await new Promise<void>((resolve) => server.close(() => resolve()));
		},
	};
}
