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

	/** GET and POST (most service methods accept both). */
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

	resolve(method: string, path: string): Handler | undefined {
		const route = this.routes.find((r) => r.path === path && (r.method === 'ANY' || r.method === method));
		if (route) return route.handler;
		const patterned = this.patterns.find((p) => (p.method === 'ANY' || p.method === method) && p.pattern.test(path));
		if (patterned) return patterned.handler;
		return this.fallbacks.find((f) => path.startsWith(f.prefix))?.handler;
	}
}

export const json = (body: unknown, status = 200): SimResponse => ({ status, json: body });
