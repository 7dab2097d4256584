/**
 * A second server of the project API and the tools API, written for these tests from the service's documentation and
 * the standards, sharing no code with the simulator. It speaks just enough for Project → Run
 * Position Check (`project/parse`) and Video → Generate (`aivideo`: catalog, queueing, results),
 * and answers the plausible forms the simulator does not: HTTP 429 with a body of its own (each
 * form, with or without Retry-After), a 429 that carries the result of work it did, -32 with the
 * running task's id in another field, and answers that echo the key.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A 429 as a rate limiter in front of the service sends it. */
export interface Refusal {
	contentType: string;
	body: string;
	/** Seconds; no header when undefined. */
	retryAfter?: number;
}

/** The 429 forms the tests try: every body a limiter plausibly sends. */
export const REFUSALS: Record<string, Refusal> = {
	'empty, Retry-After 1': { contentType: 'text/plain', body: '', retryAfter: 1 },
	'HTML, no Retry-After': {
		contentType: 'text/html',
		body: '<!doctype html><title>Too Many Requests</title><h1>Slow down</h1>',
	},
	'plain text, Retry-After 1': {
		contentType: 'text/plain',
		body: 'Rate limit exceeded',
		retryAfter: 1,
	},
	'JSON {code: 429}, Retry-After 1': {
		contentType: 'application/json',
		body: '{"code":429,"message":"Too Many Requests"}',
		retryAfter: 1,
	},
	'JSON {status: error}, no Retry-After': {
		contentType: 'application/json',
		body: '{"status":"error","error":"rate limited"}',
	},
};

/**
 * Where a -32 answer puts the running task's id (docs/service/errors.md#tools-api-codes shows it in
 * the text column).
 */
export type RunningIdField = 'error' | 'result';

export interface RefusalServerOptions {
	apiKey: string;
	/** Requests accepted per second (sliding second); above it the `refusal`. */
	ratePerSecond?: number;
	/** Refuses every other request, whatever the rate (a service refusing half of all requests). */
	refuseHalf?: boolean;
	refusal?: Refusal;
	/** The video tool runs one task at a time and answers -32 naming it, in this field. */
	oneTaskAtATime?: RunningIdField;
	/** Answers quote the key: a parse message with the request URL, a task's `request`. */
	echoKey?: boolean;
	/** Result reads a task needs before it is done. */
	readsToFinish?: number;
}

export interface ServedTask {
	id: number;
	prompt: string;
	model: string;
	reads: number;
	done: boolean;
}

export interface RefusalServer {
	baseUrl: string;
	options: RefusalServerOptions;
	/** Position checks carried out, by project id. */
	checks: Map<string, number>;
	/** Video tasks queued (each one charged). */
	tasks: ServedTask[];
	/** Every request: method and path, and whether it was refused with 429. */
	received: Array<{ method: string; path: string; refused: boolean }>;
	/** The next `times` requests `method path` are carried out, then answered 429 with their result. */
	answerWith429(method: string, path: string, times: number): void;
	/** Ends a running task as done. */
	finish(id: number): void;
	close(): Promise<void>;
}

const CATALOG = {
	models: [
		{ name: 'Clip One', value: 'clip-one', promptLength: 0, isVideoEdit: false },
		{ name: 'Clip Edit', value: 'clip-edit', promptLength: 300, isVideoEdit: true },
	],
	default: 'clip-one',
};

async function readBody(req: IncomingMessage): Promise<string> {
	const chunks: Buffer[] = [];
	for await (const chunk of req) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks).toString('utf8');
}

function answer(res: ServerResponse, status: number, value: unknown): void {
	res.writeHead(status, { 'content-type': 'application/json' });
	res.end(JSON.stringify(value));
}

export async function startRefusalServer(options: RefusalServerOptions): Promise<RefusalServer> {
	const checks = new Map<string, number>();
	const tasks: ServedTask[] = [];
	const received: RefusalServer['received'] = [];
	const acceptedAt: number[] = [];
	const carriedOut429 = new Map<string, number>();
	let nextTask = 501;
	let baseUrl = '';

	let arrived = 0;
	const overRate = (): boolean => {
		if (options.refuseHalf && arrived++ % 2 === 0) return true;
		const perSecond = options.ratePerSecond;
		if (!perSecond) return false;
		const now = Date.now();
		while (acceptedAt.length && acceptedAt[0] <= now - 1000) acceptedAt.shift();
		if (acceptedAt.length >= perSecond) return true;
		acceptedAt.push(now);
		return false;
	};

	const refuse = (res: ServerResponse) => {
		const refusal = options.refusal ?? REFUSALS['empty, Retry-After 1'];
		const headers: Record<string, string> = { 'content-type': refusal.contentType };
		if (refusal.retryAfter !== undefined) headers['retry-after'] = String(refusal.retryAfter);
		res.writeHead(429, headers);
		res.end(refusal.body);
	};

	const echo = (key: string) =>
		options.echoKey ? { key, url: `${baseUrl}/api/aivideo?key=${key}` } : {};

	/** The work of one request: its status and answer; the side effect happens here. */
	const serve = (method: string, url: URL, form: URLSearchParams): [number, unknown] => {
		if (url.pathname === '/projects/api/v1/project/parse') {
			if (url.searchParams.get('token') !== options.apiKey)
				return [200, { status: 'error', code: 50, msg: 'access error', result: {} }];
			const id = url.searchParams.get('project_id') ?? '';
			checks.set(id, (checks.get(id) ?? 0) + 1);
			const quoted = options.echoKey ? ` (request: ${url.pathname}${url.search})` : '';
			return [200, { message: `Position check of project ${id} queued${quoted}` }];
		}
		if (url.pathname !== '/api/aivideo') return [404, { error: 'Not Found' }];
		const key = url.searchParams.get('key') ?? '';
		if (key !== options.apiKey) return [200, { error: 'Access denied', code: -2 }];
		if (method === 'GET' && url.searchParams.has('models')) return [200, CATALOG];
		if (method === 'GET') {
			const task = tasks.find((t) => String(t.id) === url.searchParams.get('report_id'));
			if (!task) return [200, { error: 'Access denied', code: -4 }];
			task.reads += 1;
			if (!task.done && task.reads >= (options.readsToFinish ?? 1)) task.done = true;
			if (!task.done) return [200, { error: 'In progress', code: 50, progress: 40 }];
			const request = { prompt: task.prompt, model: task.model, ...echo(key) };
			return [
				200,
				{
					request,
					response: { success: true, data: [`${baseUrl}/out/${task.id}.mp4`], error: null },
					time: '00:42',
					cost: 10,
				},
			];
		}
		const running = tasks.find((t) => !t.done);
		if (options.oneTaskAtATime && running) {
			// -32 with the id where this server's reading of 7.3 puts it, not under report_id.
			return options.oneTaskAtATime === 'error'
				? [200, { error: String(running.id), code: -32 }]
				: [200, { code: -32, error: 'Task is running', result: { report_id: running.id } }];
		}
		const task = {
			id: nextTask++,
			prompt: form.get('prompt') ?? '',
			model: form.get('model') ?? '',
			reads: 0,
			done: false,
		};
		tasks.push(task);
		return [200, { report_id: String(task.id) }];
	};

	const server: Server = createServer((req, res) => {
		void (async () => {
			const url = new URL(req.url ?? '/', 'http://localhost');
			const form = new URLSearchParams(await readBody(req));
			const method = req.method ?? 'GET';
			if (overRate()) {
				received.push({ method, path: url.pathname, refused: true });
				refuse(res);
				return;
			}
			received.push({ method, path: url.pathname, refused: false });
			const [status, value] = serve(method, url, form);
			const route = `${method} ${url.pathname}`;
			const left = carriedOut429.get(route) ?? 0;
			if (left > 0) {
				carriedOut429.set(route, left - 1);
				// The work was done; the answer says so in the project API's wrapper W or as the task id.
				const result =
					url.pathname === '/api/aivideo'
						? value
						: { status: 'ok', code: 1, msg: 'success', result: value };
				answer(res, 429, result);
				return;
			}
			answer(res, status, value);
		})();
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	return {
		baseUrl,
		options,
		checks,
		tasks,
		received,
		answerWith429: (method, path, times) => carriedOut429.set(`${method} ${path}`, times),
		finish: (id) => {
			const task = tasks.find((t) => t.id === id);
			if (task) task.done = true;
		},
		close: () =>
			new Promise<void>((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}
