import { ToolFailure } from './call';
import { bounded, listArg } from './kit';
import {
	engineArg,
	engineFor,
	ownPosition,
	positionsOn,
	projectOfSite,
	projectVisibility,
	trackedForSite,
} from './serp';
import {
	mustBeDomain,
	one,
	phrases,
	pos,
	sitePosition,
	topFor,
	WORDS,
	type ServiceSpec,
} from './serviceKit';

/** Both search engines' position checks (se1, se2) answer alike; `mobile` names the device flag. */
const positionsCheck = (family: 'se1' | 'se2', mobile: string): ServiceSpec => ({
	units: phrases('requests'),
	bounds: ['requests', 1, 10000],
	run: (r, a, call) => {
		const engine = engineFor(family, a[mobile]);
		return {
			url: a.url ?? null,
			search_engine: engine,
			positions: phrases('requests')(a).map((query) =>
				sitePosition(r, call, a.url, query, engine, a.lr),
			),
		};
	},
});

/** The service tools of 4.10 (SERP, positions, indexing) and 4.11 (site analysis), as specs for ./services.ts. */
export const SERP_SERVICE_SPECS: Record<string, ServiceSpec> = {
	se1_filters_check: {
		units: one('url'),
		bounds: ['url', 1, 1],
		run: (r, a, call) => ({
			query: a.query ?? null,
			url: a.url,
			position:
				a.query === undefined
					? pos(r)
					: sitePosition(r, call, a.url, String(a.query), 1, a.lr).position,
			status: r.pick(['ok', 'ok', 'warning', 'error']),
			result: 'Filters checked',
			relevant_url: a.rel_url ?? a.url,
			match: r.next() < 0.7,
			checks: ['spam', 'adult', 'ads'].map((check) => ({ check, passed: r.next() < 0.85 })),
		}),
	},
	serp_top10: {
		units: (a) => [...phrases('queries')(a), ...one('query')(a)],
		bounds: ['queries', 1, 1000],
		run: (r, a, call) => ({
			results: [...phrases('queries')(a), ...one('query')(a)].map((query) => ({
				query,
				top10: topFor(r, call, query, engineArg(a.ss), a.lr),
			})),
		}),
	},
	se1_xml: {
		units: one('query'),
		bounds: ['query', 1, 1],
		run: (r, a, call) => ({
			xml: `<?xml version="1.0" encoding="utf-8"?><response><query>${String(a.query).replace(/[<&]/g, '')}</query><found>${r.int(1000, 900000)}</found>${topFor(
				r,
				call,
				String(a.query),
				1,
				a.lr,
			)
				.map((d) => `<doc><url>${d.url}</url><domain>${d.domain}</domain></doc>`)
				.join('')}</response>`,
		}),
	},
	video_position_check: {
		units: one('query'),
		bounds: ['query', 1, 1],
		run: (r, a) => ({
			query: a.query,
			channel: a.channel ?? null,
			videos: Array.from({ length: 3 }, (_, i) => ({
				position: r.int(1, 50),
				title: `${String(a.query)} #${i + 1}`,
			})),
		}),
	},
	se1_positions_check: positionsCheck('se1', 'ismobile'),
	se2_positions_check: positionsCheck('se2', 'mobile'),
	serp_regions: {
		run: () => ({
			regions: [
				{ region: 'moscow', name: 'Москва' },
				{ region: 'spb', name: 'Санкт-Петербург' },
				{ region: 'russia', name: 'Россия' },
			],
		}),
	},
	search_visibility: {
		units: (a) => (listArg(a.domains).length ? listArg(a.domains) : one('url')(a)),
		bounds: ['domains', 1, 4],
		check: (a) => {
			if (a.mode === 'compare' && (listArg(a.domains).length < 2 || listArg(a.domains).length > 4))
				throw new ToolFailure('domains: a comparison takes 2 to 4 domains');
		},
		run: (r, a, call) => ({
			mode: a.mode ?? 'single',
			sites: (listArg(a.domains).length ? listArg(a.domains) : one('url')(a)).map((site) => {
				// A project's own site: its visibility over its queries, as get_metrics gives it.
				const project = projectOfSite(call, site);
				const engine = project?.searchSystems[0]?.searchEngine;
				if (project && engine !== undefined)
					return { site, search_engine: engine, ...projectVisibility(call, project, engine) };
				return { site, visibility: r.int(0, 100), queries_in_top10: r.int(0, 500) };
			}),
		}),
	},
	positions_complex: {
		units: phrases('requests'),
		bounds: ['requests', 1, 10000],
		check: (a) => bounded(listArg(a.competitors), 'competitors', 0, 5),
		run: (r, a, call) => {
			const engines = listArg(a.engines).length ? listArg(a.engines).map(engineArg) : [1];
			const competitors = listArg(a.competitors);
			return {
				url: a.url ?? null,
				positions: phrases('requests')(a).flatMap((query) =>
					engines.map((engine) => {
						const tracked = trackedForSite(call, a.url, query, engine);
						return {
							query,
							search_engine: engine,
							position: tracked ? ownPosition(call, tracked) : pos(r),
							// Competitors stand where get_competitor_positions puts them.
							competitors: tracked
								? positionsOn(call, tracked, competitors)
								: competitors.map((domain) => ({ domain, position: pos(r) })),
						};
					}),
				),
			};
		},
	},
	serp_snippets: {
		units: phrases('requests'),
		bounds: ['requests', 1, 100],
		run: (r, a, call) => ({
			snippets: phrases('requests')(a).map((query) => ({
				query,
				position: sitePosition(r, call, a.url, query, engineArg(a.search_system), a.lr).position,
				title: `${query} — ${String(a.url ?? 'site')}`,
				snippet: `${query}: ${r.pick(WORDS)}`,
			})),
		}),
	},
	// 4.11 site analysis
	se1_tcy: {
		run: (r, a) => ({
			url: a.url,
			tcy: r.int(0, 40) * 10,
			rang: r.int(0, 6),
			yaca: r.next() < 0.3,
			yaca_cat: null,
		}),
	},
	site_analysis: {
		units: one('domain'),
		bounds: ['domain', 1, 1],
		flat: 1,
		perUnit: 5,
		check: (a) => mustBeDomain(a.domain, 'domain'),
		run: (r, a) => ({
			domain: a.domain,
			...(a.cb_iks === false ? {} : { iks: r.int(0, 100) * 10 }),
			...(a.cb_ssl === false ? {} : { ssl: { valid: true, issuer: 'Sim CA' } }),
			...(a.cb_p === false ? {} : { pages_indexed: r.int(10, 50000) }),
		}),
	},
};
