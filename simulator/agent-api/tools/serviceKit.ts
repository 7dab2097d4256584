import type { Args } from '../arguments';
import { ToolFailure, type ToolCall, type ToolData } from './call';
import { listArg, type Seeded } from './kit';
import { checkDate } from './positions';
import {
	ownPosition,
	positionsOn,
	samePhrase,
	trackedAnywhere,
	trackedForSite,
	trackedSerp,
} from './serp';

/**
 * What the service tools of 4.9-4.11 share: the ServiceSpec each tool is made from, and the
 * generators of plausible answers. Results the service's documentation does not show are generated from a
 * generator seeded by tool and arguments (same call, same answer), except where the service's
 * own data knows the answer: positions, SERPs and visibility of a query a project tracks come
 * from the project's checks (./serp.ts). Costs are not shown either: 1 limit per phrase (or per
 * domain or URL) for the M tools, 0 for reads; the documented bounds are enforced before
 * anything is charged (./services.ts).
 */
export interface ServiceSpec {
	/** The phrases (or other units) the call works on: bounds and cost come from them. */
	units?: (a: Args) => unknown[];
	bounds?: [field: string, min: number, max: number];
	/** Limits per unit (default 1 for M tools). */
	perUnit?: number;
	/** Flat cost when there are no units. */
	flat?: number;
	check?: (a: Args) => void;
	run: (rng: Seeded, a: Args, call: ToolCall) => ToolData;
}

export const phrases = (field: string) => (a: Args) =>
	listArg(a[field])
		.map((p) => p.trim())
		.filter(Boolean);
export const one = (field: string) => (a: Args) =>
	a[field] === undefined || String(a[field]).trim() === '' ? [] : [String(a[field])];
export const WORDS = [
	'купить',
	'цена',
	'отзывы',
	'недорого',
	'доставка',
	'своими руками',
	'фото',
	'как выбрать',
	'рейтинг',
	'москва',
];
export const DOMAINS = [
	'market-hub.ru',
	'shopline.ru',
	'bestprice.ru',
	'tovary24.ru',
	'megastore.ru',
	'dealsite.ru',
	'wiki-info.ru',
	'otzovik-shop.ru',
];
export const INTENTS = ['commercial', 'informational', 'navigational', 'mixed'];

export const freq = (rng: Seeded) => rng.int(0, 20000);
export const pos = (rng: Seeded) => {
	const p = rng.int(1, 120);
	return p > 100 ? null : p;
};
export const top = (rng: Seeded, n: number, phrase: string) =>
	Array.from({ length: n }, (_, i) => {
		const domain = DOMAINS[(i + phrase.length) % DOMAINS.length];
		return {
			position: i + 1,
			domain,
			url: `https://${domain}/${encodeURIComponent(phrase.split(' ')[0])}/${rng.int(1, 999)}`,
			title: `${phrase} — ${domain}`,
		};
	});
export const suggestions = (rng: Seeded, seed: string, a: Args) =>
	WORDS.slice(0, Math.min(10, Number(a.deep ?? 1) * 5))
		.map((w) => `${seed} ${w}`)
		.filter((s) => (a.cb_with_numbers === false ? !/\d/.test(s) : true))
		.map((query) => ({ query, frequency: freq(rng) }));

export const mustBeDomain = (value: unknown, field: string) => {
	if (
		!/^[a-zа-яё0-9.-]+\.[a-zа-яё]{2,}$/i.test(
			String(value ?? '')
				.replace(/^https?:\/\//, '')
				.replace(/\/.*$/, ''),
		)
	)
		throw new ToolFailure(`${field}: a domain or URL of a site`);
};

/**
 * The frequency a project of the caller stores for a phrase (get_queries' `frequency`), which
 * is of kind `exact`; the model keeps no frequency region, so any lr gives it.
 */
export function storedFrequency(call: ToolCall, phrase: string): number | undefined {
	const query = call.ctx.state
		.visibleProjects(call.account)
		.flatMap((p) => p.queries)
		.find((q) => q.frequencyType === 'exact' && samePhrase(q.phrase, phrase));
	return query?.frequency;
}

/** A site's position for one phrase: the project's stored one when a project of the site tracks it. */
export function sitePosition(
	r: Seeded,
	call: ToolCall,
	site: unknown,
	query: string,
	engine: number,
	lr: unknown,
) {
	const tracked = trackedForSite(call, site, query, engine, lr);
	if (!tracked) {
		// Another site on a query some project tracks: its place on that query's SERP.
		const serp = site === undefined ? undefined : trackedAnywhere(call, query, engine, lr);
		if (!serp) return { query, position: pos(r), relevant_url: site ?? null };
		const [{ position }] = positionsOn(call, serp, [String(site)]);
		return {
			query,
			position,
			relevant_url: position === null ? null : site,
			date: checkDate(serp.check),
		};
	}
	const position = ownPosition(call, tracked);
	return {
		query,
		position,
		relevant_url: position === null ? null : (tracked.query.url ?? tracked.project.mainMirror),
		date: checkDate(tracked.check),
	};
}

/** The top results for a phrase: a tracked query's SERP from the project's data, else a plausible one. */
export const topFor = (
	r: Seeded,
	call: ToolCall,
	phrase: string,
	engine: number,
	lr: unknown,
	n = 10,
) => {
	const tracked = trackedAnywhere(call, phrase, engine, lr);
	return tracked ? trackedSerp(call, tracked, n) : top(r, n, phrase);
};
