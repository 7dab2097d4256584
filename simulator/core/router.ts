import type { VirtualClock } from './clock';
import type { FaultInjector } from './faults';
import type { SimRequest } from './request';
import type { SimState } from './state';

/** What a handler answers. The service answers HTTP 200 almost always; errors live in the body. */
export interface SimResponse {
	status?: number;
	json?: unknown;
	text?: string;
	/** Binary answer (files). */
	body?: Buffer;
	contentType?: string;
	headers?: Record<string, string>;
}

export interface SimContext {
	state: SimState;
	clock: VirtualClock;
	faults: FaultInjector;
	baseUrl: string;
}

export type Handler = (req: SimRequest, ctx: SimContext) => SimResponse | Promise<SimResponse>;

type Method = 'GET' | 'POST' | 'DELETE' | 'ANY';

/** `any` routes: the service accepts GET and POST; other methods are refused, not run as POST. */
const ANY_METHODS = ['GET', 'POST'];
const methodsOf = (method: Method) => (method === 'ANY' ? ANY_METHODS : [method]);

/** An answer the core gives on a surface's behalf: wrong method, body too large, a handler that failed. */
export interface Refusal {
	status: number;
	message: string;
	headers?: Record<string, string>;
}

/** How a surface words a refusal in its own error form. */
export type RefusalShape = (refusal: Refusal, ctx: SimContext) => SimResponse;

/** Surfaces without a shape of their own: the HTTP status with a small JSON body. */
const plainRefusal: RefusalShape = ({ status, message, headers }) => ({
	status,
	headers,
	json: { error: message },
});

interface Route {
	method: Method;
	path: string;
	handler: Handler;
}

/** Exact-path routing; a surface may also register a prefix fallback (e.g. its "not found" answer). */
export class Router {
	private readonly routes: Route[] = [];
	private readonly fallbacks: Array<{ prefix: string; handler: Handler }> = [];
	private readonly patterns: Array<{ method: Method; pattern: RegExp; handler: Handler }> = [];
	private readonly shapes: Array<{ prefix: string; shape: RefusalShape }> = [];

	add(method: Method, path: string, handler: Handler): this {
		this.routes.push({ method, path, handler });
		return this;
	}

	get(path: string, handler: Handler): this {
		return this.add('GET', path, handler);
	}

	post(path: string, handler: Handler): this {
		return this.add('POST', path, handler);
	}

	/** GET and POST (most service methods accept both); other methods get a 405 refusal. */
	any(path: string, handler: Handler): this {
		return this.add('ANY', path, handler);
	}

	/** A path with a variable part in the middle (e.g. an id); tried after exact routes, before fallbacks. */
	match(method: Method, pattern: RegExp, handler: Handler): this {
		this.patterns.push({ method, pattern, handler });
		return this;
	}

	fallback(prefix: string, handler: Handler): this {
		this.fallbacks.push({ prefix, handler });
		this.fallbacks.sort((a, b) => b.prefix.length - a.prefix.length);
		return this;
	}

	/** The error form of refusals for paths under `prefix` (longest prefix wins). */
	refusals(prefix: string, shape: RefusalShape): this {
		this.shapes.push({ prefix, shape });
		this.shapes.sort((a, b) => b.prefix.length - a.prefix.length);
		return this;
	}

	/** A refusal for `path`, in the error form of the surface that owns it. */
	refuse(path: string, refusal: Refusal, ctx: SimContext): SimResponse {
		const shape = this.shapes.find((s) => path.startsWith(s.prefix))?.shape ?? plainRefusal;
		return shape(refusal, ctx);
	}

	resolve(method: string, path: string): Handler | undefined {
		const accepts = (m: Method) => methodsOf(m).includes(method);
		const route = this.routes.find((r) => r.path === path && accepts(r.method));
		if (route) return route.handler;
		const patterned = this.patterns.find((p) => accepts(p.method) && p.pattern.test(path));
		if (patterned) return patterned.handler;
		const allowed = this.methodsFor(path);
		if (allowed.length) {
			const list = allowed.join(', ');
			const refusal = {
				status: 405,
				message: `Method Not Allowed. This URL can only handle the following request methods: ${list}.`,
				headers: { allow: list },
			};
			return (_req, ctx) => this.refuse(path, refusal, ctx);
		}
		return this.fallbacks.find((f) => path.startsWith(f.prefix))?.handler;
	}

	/** Methods some exact or patterned route accepts on `path`. */
	private methodsFor(path: string): string[] {
		const declared = [
			...this.routes.filter((r) => r.path === path).map((r) => r.method),
			...this.patterns.filter((p) => p.pattern.test(path)).map((p) => p.method),
		];
		return [...new Set(declared.flatMap(methodsOf))];
	}
}

export const json = (body: unknown, status = 200): SimResponse => ({ status, json: body });
