/**
 * A front for the service that answers chosen requests with a redirect, written for these tests
 * (no code shared with the simulator): to another path of its own address (which it then passes
 * to the service), to another host (127.0.0.2) or to another port of the same host. The other
 * addresses record everything they receive and answer as a service would, so a request that
 * reached them would look like a success.
 */
import {
	createServer,
	request,
	type IncomingMessage,
	type Server,
	type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export const REDIRECT_STATUSES = [301, 302, 303, 307, 308] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];
export type Target = 'same address, other path' | 'other host' | 'other port';

export interface Redirect {
	status: RedirectStatus;
	to: Target;
	/** Which requests are redirected (by path; the query is left out). */
	path: (path: string) => boolean;
	/** Only this many (then requests pass); every one when undefined. */
	times?: number;
}

export interface Received {
	method: string;
	url: string;
	headers: IncomingMessage['headers'];
	body: string;
}

export interface RedirectFront {
	/** The Base URL to give the credential. */
	baseUrl: string;
	/** What the other host and the other port received. */
	elsewhere: Received[];
	/** Requests the front redirected. */
	redirected: Received[];
	redirect(rule: Redirect | undefined): void;
	close(): Promise<void>;
}

/** Where the front sends a redirect within its own address: this prefix, then the path asked. */
export const MOVED = '/moved';

export async function bodyOf(req: IncomingMessage): Promise<Buffer> {
	const chunks: Buffer[] = [];
	for await (const chunk of req) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks);
}

async function listen(server: Server, host: string): Promise<string> {
	await new Promise<void>((resolve) => server.listen(0, host, resolve));
	return `http://${host}:${(server.address() as AddressInfo).port}`;
}

/** An address that takes everything and answers as if it had carried it out. */
export function recorder(into: Received[]): Server {
	return createServer(async (req, res) => {
		const body = await bodyOf(req);
		into.push({
			method: req.method ?? '',
			url: req.url ?? '',
			headers: req.headers,
			body: body.toString(),
		});
		res.writeHead(200, { 'content-type': 'application/json' });
		res.end(
			JSON.stringify({
				jsonrpc: '2.0',
				id: 1,
				result: { content: [{ type: 'text', text: '{"id":1}' }] },
				status: 'success',
				code: 200,
				data: { token: 'x.y.z', refresh_token: 'x.y.z', id: 1 },
			}),
		);
	});
}

/** Sends a request the front received on to the service at `path`, and its answer back. */
export function passTo(
	service: URL,
	req: IncomingMessage,
	res: ServerResponse,
	body: Buffer,
	path: string,
): void {
	const forwarded = request(
		{
			host: service.hostname,
			port: service.port,
			method: req.method,
			path,
			headers: { ...req.headers, host: service.host },
		},
		(answer) => {
			res.writeHead(answer.statusCode ?? 502, answer.headers);
			answer.pipe(res);
		},
	);
	forwarded.on('error', () => res.destroy());
	forwarded.end(body);
}

/** Starts the front for the service at `serviceUrl`, and the two other addresses. */
export async function startRedirectFront(serviceUrl: string): Promise<RedirectFront> {
	const elsewhere: Received[] = [];
	const redirected: Received[] = [];
	const otherHostServer = recorder(elsewhere);
	const otherPortServer = recorder(elsewhere);
	const otherHost = await listen(otherHostServer, '127.0.0.2');
	const otherPort = await listen(otherPortServer, '127.0.0.1');
	let rule: Redirect | undefined;
	let left = Number.POSITIVE_INFINITY;
	const service = new URL(serviceUrl);
	let baseUrl = '';
	const front = createServer(async (req, res) => {
		const body = await bodyOf(req);
		const url = req.url ?? '/';
		const path = url.split('?')[0];
		if (rule && left > 0 && !path.startsWith(MOVED) && rule.path(path)) {
			left -= 1;
			redirected.push({ method: req.method ?? '', url, headers: req.headers, body: '' });
			const to =
				rule.to === 'other host'
					? `${otherHost}${url}`
					: rule.to === 'other port'
						? `${otherPort}${url}`
						: `${MOVED}${url}`;
			res.writeHead(rule.status, { location: to, 'content-type': 'text/plain' });
			res.end(`Moved to ${to}`);
			return;
		}
		passTo(service, req, res, body, path.startsWith(MOVED) ? url.slice(MOVED.length) : url);
	});
	baseUrl = await listen(front, '127.0.0.1');
	const close = (server: Server) =>
		new Promise<void>((resolve) => {
			server.closeAllConnections();
			server.close(() => resolve());
		});
	return {
		baseUrl,
		elsewhere,
		redirected,
		redirect(next) {
			rule = next;
			left = next?.times ?? Number.POSITIVE_INFINITY;
		},
		close: async () => {
			await Promise.all([front, otherHostServer, otherPortServer].map(close));
		},
	};
}
