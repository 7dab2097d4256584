import type { SimState } from '../core/state';
import { jsonObject } from '../core/request';
import { json, type Router } from '../core/router';

/**
 * docs/service/project-api.md#queries and docs/service/limits.md#project-api: limit default and
 * maximum 50,000 rows.
 */
export const PAGE_MAX = 50_000;

/**
 * The most rows one `queries/get` answer holds. The service documentation's maximum is a default that can change,
 * so a test can make this service cap pages lower: one cap for every request, or a list taken in
 * turn (request n gets caps[n % caps.length]) for a cap that changes between requests.
 */
export interface PageCap {
	caps: number[];
	served: number;
}

export const pageCap = (state: SimState) =>
	state.surface<PageCap>('queryPageCap', () => ({ caps: [], served: 0 }));

/** Sets the cap: a number, a list of numbers, or nothing (back to the service documentation's 50,000). */
export function setPageCap(state: SimState, cap: number | number[] | undefined): PageCap {
	const list = cap === undefined ? [] : Array.isArray(cap) ? cap : [cap];
	const caps = list.map(Number);
	if (caps.some((c) => !Number.isInteger(c) || c < 1))
		throw new RangeError('a page cap is a whole number of rows, at least 1');
	const current = pageCap(state);
	current.caps = caps;
	current.served = 0;
	return current;
}

/** The rows the next answer may hold: the asked limit (0 or none: the maximum), under the cap. */
export function nextPageSize(state: SimState, requested: number): number {
	const current = pageCap(state);
	const asked = requested <= 0 ? PAGE_MAX : Math.min(requested, PAGE_MAX);
	if (!current.caps.length) return asked;
	const cap = current.caps[current.served % current.caps.length];
	current.served++;
	return Math.min(asked, cap);
}

/**
 * POST /__sim/project-api/page-cap {cap: 100} or {cap: [100, 37, 250]} caps `queries/get` pages;
 * DELETE goes back to the service documentation's 50,000; GET shows the caps and how many pages were served.
 */
export function registerPageCapControl(router: Router): void {
	router.get('/__sim/project-api/page-cap', (_req, ctx) => json(pageCap(ctx.state)));
	router.post('/__sim/project-api/page-cap', (req, ctx) => {
		try {
			return json(setPageCap(ctx.state, jsonObject(req).cap as number | number[] | undefined));
		} catch (error) {
			return json({ error: (error as Error).message }, 400);
		}
	});
	router.add('DELETE', '/__sim/project-api/page-cap', (_req, ctx) =>
		json(setPageCap(ctx.state, undefined)),
	);
}
