import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { VirtualClock, type ClockOptions } from './clock';
import { FaultInjector, type Fault } from './faults';
import { refusalBody } from './refusalBodies';
import { NetworkShaper, type NetworkProfile } from './network';
import { parseRequest, type SimRequest } from './request';
import { Router, type SimContext, type SimResponse } from './router';
import { seed } from './seed';
import { SimState } from './state';

/** One received request, as tests inspect it ("what did the simulator receive"). */
export interface LoggedRequest {
	at: number;
	method: string;
	path: string;
	query: SimRequest['query'];
	json: unknown;
	form: SimRequest['form'];
	files: Array<{ field: string; filename: string; mimeType: string; size: number }>;
	headers: Record<string, string>;
}

export type SurfaceRegistrar = (router: Router) => void;

export interface SimulatorOptions {
	port?: number;
	host?: string;
	clock?: ClockOptions;
	seed?: number;
	/** Extra route registrars (surfaces). Default: all surfaces of the service. */
	surfaces?: SurfaceRegistrar[];
	/** Keep at most this many logged requests (oldest dropped). */
	maxLoggedRequests?: number;
	/** Latency, jitter, rate limit and connection cap of every service request (control API excluded). */
	network?: NetworkProfile;
	/**
	 * The wall clock (ms) the rate limit counts its sliding second on; `Date.now` unless a test
	 * sets one to decide arrivals without depending on the machine's speed.
	 */
	networkClock?: () => number;
}

/** Called for every service request before it is handled (tests: move the clock mid-run). */
export type RequestListener = (request: LoggedRequest, count: number) => void;

export class Simulator {
	readonly clock: VirtualClock;
	readonly state: SimState;
	readonly faults = new FaultInjector();
	readonly router = new Router();
	readonly requests: LoggedRequest[] = [];
	readonly network: NetworkShaper;
	baseUrl = '';
	private server?: Server;
	private readonly sockets = new Set<Socket>();
	private readonly listeners = new Set<RequestListener>();
	private requestCount = 0;

	constructor(private readonly options: SimulatorOptions = {}) {
		this.clock = new VirtualClock(options.clock);
		this.state = new SimState(this.clock);
		this.network = new NetworkShaper(options.network, options.networkClock);
		seed(this.state, options.seed);
		for (const register of options.surfaces ?? []) register(this.router);
	}

	get context(): SimContext {
		return { state: this.state, clock: this.clock, faults: this.faults, baseUrl: this.baseUrl };
	}

	async start(): Promise<string> {
		const server = createServer(
			(req, res) =>
				void (req.url?.startsWith('/__sim')
					? this.handle(req, res)
					: this.network.shape(res, () => this.handle(req, res))),
		);
		server.on('connection', (socket) => {
			this.sockets.add(socket);
			socket.on('close', () => this.sockets.delete(socket));
		});
		await new Promise<void>((resolve, reject) => {
			server.once('error', reject);
			server.listen(this.options.port ?? 0, this.options.host ?? '127.0.0.1', () => resolve());
		});
		this.server = server;
		const address = server.address() as AddressInfo;
		this.baseUrl = `http://${this.options.host ?? '127.0.0.1'}:${address.port}`;
		return this.baseUrl;
	}

	async close(): Promise<void> {
		for (const socket of this.sockets) socket.destroy();
		await new Promise<void>((resolve) =>
			this.server ? this.server.close(() => resolve()) : resolve(),
		);
	}

	/** Requests received on a path (exact), oldest first. */
	received(path?: string): LoggedRequest[] {
		return path ? this.requests.filter((r) => r.path === path) : [...this.requests];
	}

	clearRequests(): void {
		this.requests.length = 0;
	}

	/** Registers a listener; returns its removal. */
	onRequest(listener: RequestListener): () => void {
		this.listeners.add(listener);
		return () => this.listeners.delete(listener);
	}

	setFault(fault: Fault): void {
		this.faults.set(fault);
	}

	private log(req: SimRequest): void {
		this.requests.push({
			at: this.clock.now(),
			method: req.method,
			path: req.path,
			query: req.query,
			json: req.json,
			form: req.form,
			files: req.files.map(({ field, filename, mimeType, size }) => ({
				field,
				filename,
				mimeType,
				size,
			})),
			headers: req.headers,
		});
		const max = this.options.maxLoggedRequests ?? 5000;
		if (this.requests.length > max) this.requests.splice(0, this.requests.length - max);
	}

	private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
		let parsed: SimRequest;
		try {
			parsed = await parseRequest(req);
		} catch {
			// The request stream failed (client gone): nobody is left to answer.
			res.socket?.destroy();
			return;
		}
		if (parsed.bodyTooLarge) {
			// The body was read to its end, so the client is listening for this answer.
			const refusal = this.router.refuse(
				parsed.path,
				{ status: 413, message: 'Request Entity Too Large' },
				this.context,
			);
			send(res, { ...refusal, headers: { ...refusal.headers, connection: 'close' } });
			return;
		}
		const isControl = parsed.path.startsWith('/__sim');
		let fault: Fault | undefined;
		if (!isControl) {
			this.log(parsed);
			this.requestCount += 1;
			const logged = this.requests[this.requests.length - 1];
			for (const listener of this.listeners) listener(logged, this.requestCount);
			fault = this.faults.take(parsed.method, parsed.path);
			if (fault && (await applyFault(fault, res, parsed))) return;
		}
		const handler = this.router.resolve(parsed.method, parsed.path);
		if (!handler) {
			send(res, {
				status: 404,
				contentType: 'text/html',
				text: '<html><body><h1>404 Not Found</h1></body></html>',
			});
			return;
		}
		let response: SimResponse;
		try {
			response = await handler(parsed, this.context);
		} catch (error) {
			response = this.router.refuse(
				parsed.path,
				{ status: 500, message: `Internal Server Error: ${String((error as Error).message)}` },
				this.context,
			);
		}
		if (fault?.kind === 'answerLost') {
			res.socket?.destroy();
			return;
		}
		if (fault?.kind === 'status' && fault.body === 'answer') {
			send(res, {
				...response,
				status: fault.status ?? 503,
				headers: { ...response.headers, ...retryAfterOf(fault) },
			});
			return;
		}
		send(res, response);
	}
}

/** Applies a fault. Returns true when the answer was produced (or withheld) by the fault. */
async function applyFault(fault: Fault, res: ServerResponse, req: SimRequest): Promise<boolean> {
	switch (fault.kind) {
		case 'reply':
			send(res, { status: fault.status ?? 200, json: repliedTo(req, fault.json) });
			return true;
		case 'latency':
			// unref: a closing simulator does not wait for a delayed answer nobody reads.
			await new Promise((resolve) => setTimeout(resolve, fault.latencyMs ?? 1000).unref());
			return false;
		case 'status': {
			// `answer`: carried out first, then answered with this status (see handle()).
			if (fault.body === 'answer') return false;
			const status = fault.status ?? 503;
			const { contentType, text } = refusalBody(status, fault.body);
			send(res, { status, contentType, text, headers: retryAfterOf(fault) });
			return true;
		}
		case 'html':
			send(res, {
				status: fault.status ?? 502,
				contentType: 'text/html',
				text: '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>',
			});
			return true;
		case 'invalidJson':
			send(res, {
				status: 200,
				contentType: 'application/json',
				text: '{"status":"ok","code":1,"result":[',
			});
			return true;
		case 'truncated':
			res.writeHead(200, {
				'content-type': 'application/json; charset=utf-8',
				'content-length': '4096',
			});
			res.write('{"status":"ok","code":1,"result":{"id":');
			setTimeout(() => res.socket?.destroy(), 20).unref();
			return true;
		case 'reset':
			res.socket?.destroy();
			return true;
		case 'answerLost':
			// Handled normally; the answer is dropped after the handler ran (see handle()).
			return false;
		case 'noAnswer':
			// The socket stays open until the client gives up or the simulator closes.
			return true;
	}
}

/** A JSON-RPC reply carries the id of the request it answers; any other reply goes as written. */
function repliedTo(req: SimRequest, json: unknown): unknown {
	const asked = req.json as { id?: unknown } | undefined;
	const rpc = typeof json === 'object' && json !== null && 'jsonrpc' in json;
	return rpc && asked && typeof asked === 'object' && 'id' in asked
		? { ...json, id: asked.id }
		: json;
}

const retryAfterOf = (fault: Fault) =>
	fault.retryAfter === undefined ? undefined : { 'retry-after': String(fault.retryAfter) };

function send(res: ServerResponse, response: SimResponse): void {
	if (res.headersSent || res.destroyed) return;
	const status = response.status ?? 200;
	const headers: Record<string, string> = { ...(response.headers ?? {}) };
	let body: string | Buffer;
	if (response.body !== undefined) {
		body = response.body;
		headers['content-type'] = response.contentType ?? 'application/octet-stream';
	} else if (response.text !== undefined) {
		body = response.text;
		headers['content-type'] = response.contentType ?? 'text/plain; charset=utf-8';
	} else {
		body = JSON.stringify(response.json ?? null);
		headers['content-type'] = response.contentType ?? 'application/json; charset=utf-8';
	}
	res.writeHead(status, headers);
	res.end(body);
}
