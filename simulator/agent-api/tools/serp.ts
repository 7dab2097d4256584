import type { Project, SearchQuery } from '../../core/model';
import { seeded } from './kit';
import type { ToolCall } from './call';
import { finishedChecks, positionAt, visibility, type Check } from './positions';

/**
 * What the search engines show, as far as the service's own data knows it. A query a project
 * tracks has a stored position for the project's domain at each finished check; the SERP, the
 * position and visibility tools (4.9-4.10) answer for that domain and query from the same data
 * as get_query_positions and get_competitor_positions, so no two tools disagree about one fact.
 * Anything no project tracks stays synthetic (see docs/decisions-simulator-agent-api.md).
 */

/** The pool of a project's top-100 domains (get_competitors), named after the project's zone. */
const POOL = [
	'market-hub',
	'shopline',
	'bestprice',
	'tovary24',
	'megastore',
	'dealsite',
	'kupi-tut',
	'vsedlya',
	'optovik',
	'catalog-pro',
	'price-list',
	'otzovik-shop',
];

/** Sites that fill the SERP slots of a tracked query where neither the project nor a top-100 domain stands. */
const FILLERS = [
	'wiki-info',
	'spravka-online',
	'forum-portal',
	'news-daily',
	'video-host',
	'maps-service',
	'blog-platform',
	'otvety-online',
	'encyclopedia',
	'city-guide',
];

/** The project's top-100 domains in the pool's order (their places are drawn in this order). */
const poolOf = (project: Project) => POOL.map((name) => `${name}.${zoneOf(project)}`);

/**
 * The project's top-100 domains (get_competitors) with their visibility over the project's
 * queries at a check (default: the last), by the same SERPs as every other tool; most visible first.
 */
export function topDomains(
	call: ToolCall,
	project: Project,
	engine: number,
	at?: Check,
): Array<{ domain: string; visibility: number }> {
	const checks = finishedChecks(call, project);
	const check = at ?? checks[checks.length - 1];
	const serps = check
		? project.queries.map((query) => ranking(call, { project, query, engine, check }))
		: [];
	return poolOf(project)
		.map((domain) => ({
			domain,
			visibility: visibility(serps.map((places) => places.get(domain) ?? null)),
		}))
		.sort((a, b) => b.visibility - a.visibility);
}

const zoneOf = (project: Project) => project.domain.split('.').pop();

/** The host of a URL or domain as typed (`https://www.Site.ru/path` → `site.ru`). */
export function hostOf(site: unknown): string {
	return String(site ?? '')
		.trim()
		.toLowerCase()
		.replace(/^[a-z]+:\/\//, '')
		.replace(/[/?#:].*$/, '')
		.replace(/^www\./, '');
}

/** The hosts under which a project's site is known: its domain, main mirror and aliases. */
function hostsOf(project: Project): string[] {
	return [project.domain, project.mainMirror, ...project.aliases.split(/[\s,]+/)]
		.map(hostOf)
		.filter(Boolean);
}

export const samePhrase = (a: string, b: string) =>
	a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Search engines of the service documentation's neutral names
 * (docs/service/agent-interface.md#catalog-sections): se1 or se2, desktop or mobile.
 */
export function engineFor(family: 'se1' | 'se2', mobile: unknown): number {
	const isMobile = mobile === true || mobile === 1 || mobile === '1' || mobile === 'true';
	if (family === 'se1') return isMobile ? 7 : 1;
	return isMobile ? 8 : 2;
}

/** An engine argument given as an id (1, 2, 7, 8) or a name (`se1`, `se2`, `se1-mobile`); default se1. */
export function engineArg(value: unknown): number {
	if (value === undefined) return 1;
	const text = String(value).trim().toLowerCase();
	if (/^\d+$/.test(text)) return Number(text);
	return engineFor(text.startsWith('se2') ? 'se2' : 'se1', text.includes('mobile'));
}

/** A query some project tracks on an engine, with the project's last finished check. */
export interface Tracked {
	project: Project;
	query: SearchQuery;
	engine: number;
	check: Check;
}

/**
 * Projects whose own site is `site`, the caller's own and shared projects first (the SERP is
 * the same for everyone; this only decides which of two projects of one site speaks first).
 */
function projectsOfSite(call: ToolCall, site: unknown): Project[] {
	const host = hostOf(site);
	if (!host) return [];
	const state = call.ctx.state;
	const mine = (p: Project) => (state.access(call.account, p) ? 0 : 1);
	return state.projects
		.filter((p) => hostsOf(p).includes(host))
		.sort((a, b) => mine(a) - mine(b) || a.id - b.id);
}

/** The tracked query `phrase` of a project that tracks it on `engine` (and in region `lr`, when given). */
function trackedIn(
	call: ToolCall,
	projects: Project[],
	phrase: string,
	engine: number,
	lr: unknown,
): Tracked | undefined {
	for (const project of projects) {
		const system = project.searchSystems.find((s) => s.searchEngine === engine);
		if (!system || (lr !== undefined && Number(lr) !== system.region)) continue;
		const query = project.queries.find((q) => samePhrase(q.phrase, phrase));
		const checks = finishedChecks(call, project);
		const check = checks[checks.length - 1];
		if (query && check) return { project, query, engine, check };
	}
	return undefined;
}

/** `phrase` as tracked by a project of the site `site`, or undefined when no project tracks it. */
export const trackedForSite = (
	call: ToolCall,
	site: unknown,
	phrase: string,
	engine: number,
	lr?: unknown,
) => trackedIn(call, projectsOfSite(call, site), phrase, engine, lr);

/** `phrase` as tracked by any project (for SERP tools, which name no site). */
export function trackedAnywhere(
	call: ToolCall,
	phrase: string,
	engine: number,
	lr?: unknown,
): Tracked | undefined {
	const state = call.ctx.state;
	const mine = (p: Project) => (state.access(call.account, p) ? 0 : 1);
	const projects = [...state.projects].sort((a, b) => mine(a) - mine(b) || a.id - b.id);
	return trackedIn(call, projects, phrase, engine, lr);
}

/** The project's own position for a tracked query (get_query_positions' figure). */
export const ownPosition = (call: ToolCall, t: Tracked) =>
	positionAt(call.ctx.state, t.project, t.query, t.engine, t.check);

/** The first page of results: the SERP tools show at most this many. */
const FIRST_PAGE = 10;

/**
 * The SERP of a tracked query at one check: the project's own position first, then each top-100
 * domain at its drawn position or the next free one below it (no two sites share a place), then
 * filler sites in the free places of the first page. Depth 100; a domain pushed beyond it is
 * not found (null).
 */
function ranking(call: ToolCall, t: Tracked): Map<string, number | null> {
	const own = ownPosition(call, t);
	const places = new Map<string, number | null>([[t.project.domain, own]]);
	const taken = new Set(own === null ? [] : [own]);
	for (const domain of poolOf(t.project)) places.set(domain, placeFrom(taken, drawn(domain, t)));
	let filler = 0;
	for (let place = 1; place <= FIRST_PAGE; place++) {
		if (taken.has(place)) continue;
		places.set(`${FILLERS[filler++ % FILLERS.length]}.${zoneOf(t.project)}`, place);
		taken.add(place);
	}
	return places;
}

const drawn = (domain: string, t: Tracked) =>
	seeded(domain, t.query.id, t.engine, t.check.id).int(1, 130);

function placeFrom(taken: Set<number>, start: number): number | null {
	let place = start;
	while (taken.has(place)) place += 1;
	if (place > 100) return null;
	taken.add(place);
	return place;
}

/**
 * Positions of sites on a tracked query's SERP. A site the SERP does not hold (not the project,
 * its top-100 domains or the first page) takes a free place below the first page.
 */
export function positionsOn(call: ToolCall, t: Tracked, domains: string[]) {
	const places = ranking(call, t);
	const taken = new Set([...places.values()].filter((p): p is number => p !== null));
	return domains.map((domain) => {
		const host = hostOf(domain);
		const known = places.get(host);
		return {
			domain,
			position:
				known !== undefined ? known : placeFrom(taken, Math.max(FIRST_PAGE + 1, drawn(host, t))),
		};
	});
}

export interface SerpRow {
	position: number;
	domain: string;
	url: string;
	title: string;
}

/** The first `depth` (at most 10) results of a tracked query, as ranking() places them. */
export function trackedSerp(call: ToolCall, t: Tracked, depth: number): SerpRow[] {
	const byPlace = new Map<number, string>();
	for (const [domain, place] of ranking(call, t)) if (place !== null) byPlace.set(place, domain);
	const slug = encodeURIComponent(t.query.phrase.split(' ')[0]);
	return Array.from({ length: Math.min(depth, FIRST_PAGE) }, (_, i) => {
		const position = i + 1;
		const domain = byPlace.get(position) ?? '';
		const url =
			domain === t.project.domain
				? (t.query.url ?? t.project.mainMirror)
				: `https://${domain}/${slug}/`;
		return { position, domain, url, title: `${t.query.phrase} — ${domain}` };
	});
}

/** A site's visibility over a project's queries at the last check: get_metrics' figure. */
export function projectVisibility(call: ToolCall, project: Project, engine: number) {
	const checks = finishedChecks(call, project);
	const check = checks[checks.length - 1];
	const positions = check
		? project.queries.map((q) => positionAt(call.ctx.state, project, q, engine, check))
		: [];
	return {
		visibility: visibility(positions),
		queries_in_top10: positions.filter((p) => p !== null && p <= 10).length,
	};
}

/** The project of a site that tracks `engine`, for visibility checks of the site as a whole. */
export function projectOfSite(call: ToolCall, site: unknown, engine?: number): Project | undefined {
	return projectsOfSite(call, site).find(
		(p) => engine === undefined || p.searchSystems.some((s) => s.searchEngine === engine),
	);
}
