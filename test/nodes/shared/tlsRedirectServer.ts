/**
 * An https front for the service, written for these tests (no code shared with the simulator), on
 * 127.0.0.1 with the test-only certificate of test/fixtures/tls. Chosen requests are answered
 * with a redirect to the same host and port over plain http, or to another path of its own https
 * address (which it then passes to the service). The same port also answers plain http, as a
 * recorder that takes everything and answers as a service would: the redirect differs from the
 * Base URL by its scheme alone, and a request that followed it would look like a success.
 */
import { readFileSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { Duplex } from 'node:stream';
import type { Server } from 'node:http';
import {
	bodyOf,
	MOVED,
	passTo,
	recorder,
	type Received,
	type RedirectStatus,
} from './redirectServer';

const FIXTURES = join(__dirname, '..', '..', 'fixtures', 'tls');

/** The test certificate (self-signed, for 127.0.0.1 and localhost only), in PEM. */
export const TEST_CERTIFICATE = readFileSync(join(FIXTURES, 'localhost.cert.pem'), 'utf8');
const TEST_KEY = readFileSync(join(FIXTURES, 'localhost.key.pem'), 'utf8');

/** The first byte of a TLS handshake record: what tells an https client from a plain http one. */
const TLS_HANDSHAKE = 0x16;

export type TlsTarget = 'http, same host and port' | 'https, same address, other path';

export interface TlsRedirect {
	status: RedirectStatus;
	to: TlsTarget;
	/** Which requests are redirected (by path; the query is left out). */
	path: (path: string) => boolean;
}

export interface TlsRedirectFront {
	/** The Base URL to give the credential: https://127.0.0.1:<port>. */
	baseUrl: string;
	/** What the same port received over plain http. */
	overHttp: Received[];
	/** Requests the front redirected (received over TLS). */
	redirected: Received[];
	redirect(rule: TlsRedirect | undefined): void;
	close(): Promise<void>;
}

/**
 * The connection as a stream that starts with the bytes already read: Node's http and tls servers
 * read a socket's handle directly, past anything put back into the socket's own buffer.
 */
function streamFrom(socket: Socket, first: Buffer): Duplex {
	const stream = new Duplex({
		read: () => socket.resume(),
		write: (chunk: Buffer, _encoding, done) => socket.write(chunk, done),
		final: (done) => socket.end(done),
		destroy: (error, done) => {
			socket.destroy(error ?? undefined);
			done(error);
		},
	});
	stream.push(first);
	socket.on('data', (chunk: Buffer) => {
		if (!stream.push(chunk)) socket.pause();
	});
	socket.on('end', () => stream.push(null));
	socket.on('close', () => stream.destroy());
	return stream;
}

/** Starts the https front for the service at `serviceUrl` (plain http). */
export async function startTlsRedirectFront(serviceUrl: string): Promise<TlsRedirectFront> {
	const overHttp: Received[] = [];
	const redirected: Received[] = [];
	const service = new URL(serviceUrl);
	let rule: TlsRedirect | undefined;
	let port = 0;
	const plain = recorder(overHttp);
	const secure = createHttpsServer({ key: TEST_KEY, cert: TEST_CERTIFICATE }, async (req, res) => {
		const body = await bodyOf(req);
		const url = req.url ?? '/';
		const path = url.split('?')[0];
		if (rule && !path.startsWith(MOVED) && rule.path(path)) {
			redirected.push({ method: req.method ?? '', url, headers: req.headers, body: '' });
			const to =
				rule.to === 'http, same host and port'
					? `http://127.0.0.1:${port}${url}`
					: `https://127.0.0.1:${port}${MOVED}${url}`;
			res.writeHead(rule.status, { location: to, 'content-type': 'text/plain' });
			res.end(`Moved to ${to}`);
			return;
		}
		passTo(service, req, res, body, path.startsWith(MOVED) ? url.slice(MOVED.length) : url);
	});
	// One port for both schemes: each connection goes to the server its first byte calls for.
	const sockets = new Set<Socket>();
	const front = createNetServer((socket) => {
		sockets.add(socket);
		socket.on('close', () => sockets.delete(socket));
		socket.once('data', (first: Buffer) => {
			socket.pause();
			(first[0] === TLS_HANDSHAKE ? secure : plain).emit('connection', streamFrom(socket, first));
		});
	});
	await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
	port = (front.address() as AddressInfo).port;
	return {
		baseUrl: `https://127.0.0.1:${port}`,
		overHttp,
		redirected,
		redirect(next) {
			rule = next;
		},
		close: async () => {
			for (const socket of sockets) socket.destroy();
			for (const server of [plain, secure] as Server[]) server.closeAllConnections();
			await new Promise<void>((resolve) => front.close(() => resolve()));
		},
	};
}
