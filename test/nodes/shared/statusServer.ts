/**
 * A server written for these tests from HTTP's rules alone, sharing no code with the simulator: it
 * stands where a proxy or gateway in front of the service would, and answers the calls a test
 * names with an HTTP status and a JSON body of its own choosing (a proxy's `{"detail": …}`, or a
 * body shaped like the method's success). Everything else it answers as a plain service would:
 * a sign-in for the REST API, a tool catalog for the agent interface, a success for the rest.
 * Every request is recorded.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StatusAnswer {
	status: number;
	body: unknown;
}

export interface Received {
	method: string;
	path: string;
	json?: Record<string, unknown>;
}

export interface StatusServer {
	baseUrl: string;
	received: Received[];
	/** The answer to requests whose path starts with `path` (and, for the agent, to tools/call). */
	answer(path: string, answer: StatusAnswer): void;
	close(): Promise<void>;
}

const readJson = async (req: IncomingMessage): Promise<Record<string, unknown> | undefined> => {
	const chunks: Buffer[] = [];
	for await (const chunk of req) chunks.push(chunk as Buffer);
	const text = Buffer.concat(chunks).toString('utf8');
	try {
		return JSON.parse(text) as Record<string, unknown>;
	} catch {
		return undefined;
	}
};

function write(res: ServerResponse, status: number, body: unknown): void {
	res.writeHead(status, { 'content-type': 'application/json' });
	res.end(JSON.stringify(body));
}

/** The agent interface's catalog: one tool that changes data. */
const CATALOG = {
	tools: [
		{
			name: 'start_check',
			description: 'Starts a check',
			inputSchema: { type: 'object', properties: { project: { type: 'integer' } } },
			annotations: { readOnlyHint: false, destructiveHint: false },
		},
	],
};

export async function startStatusServer(): Promise<StatusServer> {
	const received: Received[] = [];
	const answers = new Map<string, StatusAnswer>();
	const answerFor = (path: string) =>
		[...answers.entries()].find(([prefix]) => path.startsWith(prefix))?.[1];

	const server = createServer((req, res) => {
		void (async () => {
			const path = (req.url ?? '/').split('?')[0];
			const json = await readJson(req);
			received.push({ method: req.method ?? 'GET', path, json });
			if (path === '/api/mcp') {
				const id = json?.id;
				if (json?.method === 'tools/call') {
					const chosen = answerFor(path);
					if (chosen) return write(res, chosen.status, { ...(chosen.body as object), id });
					return write(res, 200, { jsonrpc: '2.0', id, result: { content: [] } });
				}
				if (json?.method === 'tools/list')
					return write(res, 200, { jsonrpc: '2.0', id, result: CATALOG });
				if (json?.id === undefined) {
					res.writeHead(202);
					return res.end();
				}
				return write(res, 200, { jsonrpc: '2.0', id, result: {} });
			}
			if (path === '/api-rest/user/auth')
				return write(res, 200, {
					status: 'success',
					code: 200,
					message: 'ok',
					data: { jwt_token: 'status-server-access', refresh_token: 'status-server-refresh' },
				});
			const chosen = answerFor(path);
			if (chosen) return write(res, chosen.status, chosen.body);
			return write(res, 200, { status: 'ok', code: 1, msg: 'ok', result: {} });
		})();
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		baseUrl: `http://127.0.0.1:${port}`,
		received,
		answer: (path, answer) => answers.set(path, answer),
		close: async () =>
			await new Promise<void>((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}
