import { request as httpRequest } from 'node:http';
import { SEED, startSimulator, type Simulator, type StartOptions } from '../../simulator';

export { SEED };

/**
 * A parsed JSON answer as the simulator tests read it: they probe it by path
 * (`body.result.group_id`) and jest's matchers check the values, so it is left untyped in this
 * one place (eslint.dev.config.mjs) instead of a cast at each of the hundreds of probes.
 */
export type JsonAnswer = any;

/** A simulator whose clock moves only when a test advances it. */
export async function frozenSimulator(options: StartOptions = {}): Promise<Simulator> {
	return startSimulator({ clock: { frozen: true }, ...options });
}

export interface CallOptions {
	method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
	query?: Record<string, string | number | Array<string | number> | undefined>;
	json?: unknown;
	form?: Record<string, string | string[]>;
	headers?: Record<string, string>;
	body?: RequestInit['body'];
}

/** Calls the simulator over real HTTP and returns the HTTP status and parsed JSON body. */
export async function call(
	sim: Simulator,
	path: string,
	options: CallOptions = {},
): Promise<{ status: number; body: JsonAnswer; text: string }> {
	const url = new URL(path, sim.baseUrl);
	for (const [key, value] of Object.entries(options.query ?? {})) {
		if (value === undefined) continue;
		if (Array.isArray(value)) value.forEach((v) => url.searchParams.append(`${key}[]`, String(v)));
		else url.searchParams.set(key, String(value));
	}
	const headers: Record<string, string> = { ...(options.headers ?? {}) };
	let body: RequestInit['body'] = options.body;
	if (options.json !== undefined) {
		headers['content-type'] = 'application/json';
		body = JSON.stringify(options.json);
	} else if (options.form) {
		const form = new URLSearchParams();
		for (const [key, value] of Object.entries(options.form)) {
			if (Array.isArray(value)) value.forEach((v) => form.append(`${key}[]`, v));
			else form.set(key, value);
		}
		headers['content-type'] = 'application/x-www-form-urlencoded';
		body = form.toString();
	}
	const response = await fetch(url, {
		method: options.method ?? (body ? 'POST' : 'GET'),
		headers,
		body,
	});
	const text = await response.text();
	let parsed: JsonAnswer;
	try {
		parsed = JSON.parse(text);
	} catch {
		parsed = undefined;
	}
	return { status: response.status, body: parsed, text };
}

export interface RawAnswer {
	status: number;
	headers: Record<string, string | string[] | undefined>;
	text: string;
}

/**
 * One request over node:http, with the path sent exactly as given (fetch would normalise it) and
 * any body. Rejects with the socket error (e.g. ECONNRESET) when no answer arrives.
 */
export function rawRequest(
	sim: Simulator,
	options: {
		method?: string;
		path: string;
		headers?: Record<string, string>;
		body?: Buffer | string;
	},
): Promise<RawAnswer> {
	const { port, hostname } = new URL(sim.baseUrl);
	return new Promise((resolve, reject) => {
		const req = httpRequest(
			{
				host: hostname,
				port: Number(port),
				method: options.method ?? 'GET',
				path: options.path,
				headers: options.headers,
			},
			(res) => {
				const chunks: Buffer[] = [];
				res.on('data', (chunk: Buffer) => chunks.push(chunk));
				res.on('end', () =>
					resolve({
						status: res.statusCode ?? 0,
						headers: res.headers,
						text: Buffer.concat(chunks).toString('utf8'),
					}),
				);
				res.on('error', reject);
			},
		);
		req.on('error', reject);
		req.end(options.body);
	});
}

/** Replaces the shop project's queries by `count` of them in the general group, ids from `firstId`. */
export function fillShopQueries(sim: Simulator, count: number, firstId: number): void {
	const project = sim.state.project(SEED.projects.shop)!;
	project.queries = Array.from({ length: count }, (_, i) => ({
		id: firstId + i,
		phrase: `p${i}`,
		url: null,
		frequency: 5,
		frequencyType: 'exact',
		groupIds: [1],
		addedAt: project.createdAt + i,
	}));
}
