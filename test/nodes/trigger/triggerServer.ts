/**
 * A second reading of what the trigger polls, written for the tests from the documents alone
 * (docs/service/project-api.md, docs/service/agent-interface.md) and sharing no code or answer
 * shape with the simulator: project API methods answered by each test's own handlers, and the
 * agent interface served by the independent tool server (../shared/toolServer.ts), behind one
 * base URL as a credential has. Every project API request is recorded.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startToolServer, type TestTool, type ToolServer } from '../shared/toolServer';

/** A project API answer: the body sent as JSON, or HTTP status and text. */
export type ProjectAnswer = unknown;
export type ProjectHandler = (query: URLSearchParams) => ProjectAnswer | Promise<ProjectAnswer>;

export interface TriggerServer {
	url: string;
	tools: ToolServer;
	/** Project API requests received: method path (after /projects/api/v1/) and query. */
	requests: Array<{ path: string; query: URLSearchParams }>;
	/** Answers a project API method; an unknown one answers the documented error body. */
	serve(path: string, handler: ProjectHandler): void;
	offer(tools: TestTool[]): void;
	close(): Promise<void>;
}

const read = async (req: IncomingMessage): Promise<Buffer> => {
	const chunks: Buffer[] = [];
	for await (const chunk of req) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks);
};

export async function startTriggerServer(): Promise<TriggerServer> {
	const tools = await startToolServer();
	const handlers = new Map<string, ProjectHandler>();
	const requests: TriggerServer['requests'] = [];
	const server: Server = createServer((req, res) => {
		void (async () => {
			const url = new URL(String(req.url), 'http://test');
			const body = await read(req);
			const project = /^\/projects\/api\/v1\/(.+)$/.exec(url.pathname);
			if (project) {
				const query = new URLSearchParams(url.search);
				if (body.length && /urlencoded/.test(String(req.headers['content-type'])))
					new URLSearchParams(body.toString()).forEach((v, k) => query.set(k, v));
				requests.push({ path: project[1], query });
				const handler = handlers.get(project[1]);
				const answer = handler
					? await handler(query)
					: { status: 'error', code: 404, msg: `no method ${project[1]}` };
				res.writeHead(200, { 'content-type': 'application/json' });
				res.end(JSON.stringify(answer));
				return;
			}
			// Everything else is the agent interface: handed to the tool server as it came.
			const answer = await fetch(`${tools.url}${url.pathname}${url.search}`, {
				method: req.method,
				headers: Object.fromEntries(
					Object.entries(req.headers)
						.filter(([name]) => !/^(host|connection|content-length)$/i.test(name))
						.map(([name, value]) => [name, String(value)]),
				),
				body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
			});
			res.writeHead(answer.status, {
				'content-type': answer.headers.get('content-type') ?? 'application/json',
			});
			res.end(Buffer.from(await answer.arrayBuffer()));
		})();
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		tools,
		requests,
		serve: (path, handler) => handlers.set(path, handler),
		offer: (list) => tools.offer(list),
		close: async () => {
			await new Promise<void>((resolve) => server.close(() => resolve()));
			await tools.close();
		},
	};
}

/** The project API's wrapped form (docs/service/responses.md#project-api). */
export const wrapped = (result: unknown) => ({ status: 'ok', code: 1, msg: '', result });

/** The items one poll fired, as JSON (none: an empty list). */
export const firedBy = (result: Array<Array<{ json: Record<string, unknown> }>> | null) =>
	result === null ? [] : result[0].map((item) => item.json);

/** Calls an agent tool through the action node's Call Tool, returning at once for a long tool. */
export const callToolParams = (name: string, args: Record<string, unknown>) => ({
	resource: 'agent',
	operation: 'callTool',
	tool: { __rl: true, mode: 'name', value: name },
	argumentsMode: 'json',
	argumentsJson: JSON.stringify(args),
	waitForResult: false,
});
