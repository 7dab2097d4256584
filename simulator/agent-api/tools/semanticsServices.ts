import { ToolFailure } from './call';
import { listArg } from './kit';
import { averagePosition, finishedChecks, positionAt, visibility } from './positions';
import { engineArg } from './serp';
import {
	DOMAINS,
	freq,
	INTENTS,
	mustBeDomain,
	one,
	phrases,
	sitePosition,
	storedFrequency,
	suggestions,
	topFor,
	WORDS,
	type ServiceSpec,
} from './serviceKit';

/** The service tools of 4.9 (semantics and keyword frequency), as specs for ./services.ts. */
export const SEMANTICS_SERVICE_SPECS: Record<string, ServiceSpec> = {
	geo_dependence: {
		units: phrases('requests'),
		bounds: ['requests', 1, 10000],
		run: (r, a) => ({
			queries: phrases('requests')(a).map((query) => ({
				query,
				geo_dependent: r.next() < 0.4,
				share_local: r.int(0, 100),
			})),
		}),
	},
	cluster_by_top: {
		units: phrases('requests'),
		bounds: ['requests', 2, 10000],
		run: (r, a) => {
			const degree = Number(a.degree_group ?? 3);
			const clusters = new Map<string, string[]>();
			for (const q of phrases('requests')(a)) {
				const key = degree >= 5 ? q : q.split(' ')[0];
				clusters.set(key, [...(clusters.get(key) ?? []), q]);
			}
			return {
				method: a.method ?? 'soft',
				degree_group: degree,
				clusters: [...clusters.entries()].map(([name, queries], i) => ({
					cluster: i + 1,
					name,
					queries,
					common_urls: r.int(degree, 10),
				})),
			};
		},
	},
	query_analysis: {
		units: one('query'),
		bounds: ['query', 1, 1],
		run: (r, a, call) => ({
			query: a.query,
			frequency: freq(r),
			intent: r.pick(INTENTS),
			geo_dependent: r.next() < 0.4,
			top10: topFor(r, call, String(a.query), 1, a.lr),
		}),
	},
	suggest_se1: {
		units: one('query'),
		bounds: ['query', 1, 1],
		run: (r, a) => ({ suggestions: suggestions(r, String(a.query), a) }),
	},
	suggest_se2: {
		units: phrases('queries'),
		bounds: ['queries', 1, 1000],
		run: (r, a) => ({ suggestions: phrases('queries')(a).flatMap((q) => suggestions(r, q, a)) }),
	},
	suggest_video: {
		units: one('request'),
		bounds: ['request', 1, 1],
		run: (r, a) => ({
			suggestions: suggestions(r, String(a.request), a).filter(
				(s) => !listArg(a.stop_list).some((w) => s.query.includes(w)),
			),
		}),
	},
	query_intent: {
		units: phrases('requests'),
		bounds: ['requests', 1, 10000],
		run: (r, a) => ({
			queries: phrases('requests')(a).map((query) => ({
				query,
				intent: r.pick(INTENTS),
				commercial: r.int(0, 100),
			})),
		}),
	},
	kwfreq_frequency: {
		units: phrases('requests'),
		bounds: ['requests', 1, 10000],
		run: (r, a, call) => ({
			queries: phrases('requests')(a)
				.map((query) => ({
					query,
					overall: freq(r),
					exact: storedFrequency(call, query) ?? r.int(0, 2000),
					quoted: r.int(0, 3000),
					fixed: r.int(0, 1500),
				}))
				.filter((row) => !a.delete_zero_keywords || row.overall > 0),
		}),
	},
	kwfreq_keywords_parse: {
		units: phrases('requests'),
		bounds: ['requests', 1, 1000],
		run: (r, a) => ({
			keywords: phrases('requests')(a)
				.flatMap((q) => suggestions(r, q, { deep: 2 }))
				.filter((k) => k.frequency >= Number(a.min_overall_frequency ?? 0)),
		}),
	},
	complex_queries_analysis: {
		units: phrases('requests'),
		bounds: ['requests', 1, 10000],
		perUnit: 3,
		run: (r, a, call) => ({
			queries: phrases('requests')(a).map((query) => ({
				query,
				frequency: freq(r),
				intent: r.pick(INTENTS),
				geo: r.next() < 0.4,
				commercial: r.int(0, 100),
				group: query.split(' ')[0],
				position: sitePosition(
					r,
					call,
					a.positions_url,
					query,
					engineArg(listArg(a.positions_ss)[0]),
					a.lr,
				).position,
			})),
		}),
	},
	similar_queries: {
		units: phrases('queries'),
		bounds: ['queries', 1, 100],
		run: (r, a) => ({
			region: a.region ?? null,
			queries: phrases('queries')(a).flatMap((q) =>
				WORDS.slice(0, 3).map((w) => ({
					marker: q,
					query: `${q} ${w}`,
					closeness: r.int(15, 100),
					frequency: freq(r),
				})),
			),
		}),
	},
	keyword_planner_options: {
		run: (_r, a) => ({
			countries: [
				{ zone: 'ru', name: 'Россия' },
				{ zone: 'kz', name: 'Казахстан' },
				{ zone: 'by', name: 'Беларусь' },
			].filter(
				(c) =>
					a.country_id === undefined ||
					['ru', 'kz', 'by'].indexOf(c.zone) + 1 === Number(a.country_id),
			),
			regions: [
				{ code: '1011969', name: 'Москва' },
				{ code: '1012040', name: 'Санкт-Петербург' },
			].filter(
				(x) =>
					a.region_search === undefined ||
					x.name.toLowerCase().includes(String(a.region_search).toLowerCase()),
			),
			languages: [
				{ code: '1031', name: 'Русский' },
				{ code: '1000', name: 'English' },
			],
		}),
	},
	keyword_planner: {
		units: phrases('queries'),
		bounds: ['queries', 1, 1000],
		run: (r, a) => ({
			country: a.country ?? null,
			language: a.language ?? null,
			keywords: phrases('queries')(a).map((query) => ({
				query,
				avg_monthly_searches: freq(r),
				competition: r.pick(['LOW', 'MEDIUM', 'HIGH']),
				bid_low: r.int(5, 50),
				bid_high: r.int(50, 300),
			})),
		}),
	},
	suggest_parsing: {
		units: phrases('queries'),
		bounds: ['queries', 1, 1000],
		run: (r, a) => ({
			suggestions: phrases('queries')(a)
				.flatMap((q) => suggestions(r, q, a))
				.filter((s) => !listArg(a.stop_words).some((w) => s.query.includes(w))),
		}),
	},
	sentence_parsing: {
		units: one('sentence'),
		bounds: ['sentence', 1, 1],
		check: (a) => {
			if ([...String(a.sentence)].length > 200)
				throw new ToolFailure('sentence: at most 200 characters');
		},
		run: (_r, a) => ({
			sentence: a.sentence,
			words: String(a.sentence)
				.split(/\s+/)
				.filter(Boolean)
				.map((word, i) => ({
					position: i + 1,
					word,
					lemma: word.toLowerCase().replace(/[.,!?;:]+$/, ''),
				})),
		}),
	},
	semantic_core_competitors: {
		check: (a) => mustBeDomain(a.site, 'site'),
		run: (r) => ({
			competitors: DOMAINS.slice(0, 8).map((domain) => ({
				domain,
				perc: r.int(5, 90),
				theme: r.pick(['shop', 'info', 'marketplace']),
			})),
		}),
	},
	semantic_core: {
		units: (a) => listArg(a.competitors),
		bounds: ['competitors', 0, 5],
		flat: 50,
		check: (a) => mustBeDomain(a.site, 'site'),
		run: (r, a) => ({
			site: a.site,
			queries: Array.from({ length: 20 }, (_, i) => ({
				query: `${String(a.site).split('.')[0]} ${WORDS[i % WORDS.length]}`,
				frequency: freq(r),
				occurrence: r.int(1, 6),
			})).filter((q) => q.frequency >= Number(a.min_frequency ?? 0)),
		}),
	},
	site_regionality_se1: {
		units: one('domain'),
		bounds: ['domain', 1, 1],
		check: (a) => mustBeDomain(a.domain, 'domain'),
		run: (r, a) => ({
			domain: a.domain,
			regions: (listArg(a.regions).length ? listArg(a.regions) : ['213']).map((region) => ({
				region,
				assigned: r.next() < 0.6,
			})),
		}),
	},
	lemma_duplicates: {
		units: phrases('queries'),
		bounds: ['queries', 1, 15000],
		perUnit: 0,
		run: (_r, a) => {
			const groups = new Map<string, string[]>();
			for (const q of phrases('queries')(a)) {
				const key = q
					.toLowerCase()
					.split(/\s+/)
					.map((w) => w.slice(0, 5))
					.sort()
					.join(' ');
				groups.set(key, [...(groups.get(key) ?? []), q]);
			}
			return {
				duplicates: [...groups.values()].filter((g) => g.length > 1),
				kept: [...groups.values()].map((g) => g[0]),
			};
		},
	},
	serp_visibility: {
		units: phrases('queries'),
		bounds: ['queries', 1, 200],
		run: (r, a, call) => {
			const engine = engineArg(a.search_engine);
			const rows = phrases('queries')(a).map((query) => {
				const { position } = sitePosition(r, call, a.url, query, engine, a.lr);
				return { query, position };
			});
			// The same formula as get_metrics, so a project's own queries give its visibility.
			return {
				url: a.url ?? null,
				search_engine: engine,
				visibility: visibility(rows.map((row) => row.position)),
				queries: rows,
			};
		},
	},
	webmaster_hosts: {
		run: (_r, _a, call) => ({
			hosts: call.ctx.state.projects
				.filter((p) => p.ownerId === call.account.id)
				.map((p) => ({ host_id: p.id, host: p.domain, verified: true })),
		}),
	},
	webmaster_queries: {
		flat: 1,
		run: (r, a, call) => {
			const project = call.ctx.state.projects.find(
				(p) => p.ownerId === call.account.id && p.id === Number(a.host_id),
			);
			if (!project)
				throw new ToolFailure(
					`host_id: ${String(a.host_id)} is not a host of the connected webmaster account (see webmaster_hosts)`,
				);
			// Average positions: the project's own on its first engine over its last 10 checks
			// (the recent history get_query_details shows).
			const engine = project.searchSystems[0]?.searchEngine ?? 1;
			const checks = finishedChecks(call, project).slice(-10);
			return {
				host: project.domain,
				queries: project.queries.slice(0, 50).map((q) => ({
					query: q.phrase,
					impressions: r.int(10, 5000),
					clicks: r.int(0, 300),
					average_position: averagePosition(
						checks.map((c) => positionAt(call.ctx.state, project, q, engine, c)),
					),
				})),
			};
		},
	},
};
