import { formatDate } from '../../core/clock';
import type { Args } from '../arguments';
import { ToolFailure, type ToolCall, type ToolData, type ToolImpl } from './call';
import {
	bounded,
	charge,
	listArg,
	payer,
	records,
	seeded,
	type Seeded,
	type StoredRecord,
} from './kit';
import { longTool, TASK_POLLS } from './long';
import { averagePosition, checkDate, finishedChecks, positionAt, visibility } from './positions';
import {
	engineArg,
	engineFor,
	ownPosition,
	positionsOn,
	projectOfSite,
	projectVisibility,
	samePhrase,
	trackedAnywhere,
	trackedForSite,
	trackedSerp,
} from './serp';

/**
 * The service tools of 4.9-4.11. Their results are not shown, so each is a plausible shape
 * generated from a generator seeded by tool and arguments (same call, same answer), except
 * where the service's own data knows the answer: positions, SERPs and visibility of a query a
 * project tracks come from the project's checks (./serp.ts). Costs are
 * not shown either: 1 limit per phrase (or per domain or URL) for the M tools, 0 for reads;
 * the documented bounds are enforced before anything is charged. Long tools queue (longTool).
 */
interface ServiceSpec {
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

const phrases = (field: string) => (a: Args) =>
	listArg(a[field])
		.map((p) => p.trim())
		.filter(Boolean);
const one = (field: string) => (a: Args) =>
	a[field] === undefined || String(a[field]).trim() === '' ? [] : [String(a[field])];
const WORDS = [
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
const DOMAINS = [
	'market-hub.ru',
	'shopline.ru',
	'bestprice.ru',
	'tovary24.ru',
	'megastore.ru',
	'dealsite.ru',
	'wiki-info.ru',
	'otzovik-shop.ru',
];
const INTENTS = ['commercial', 'informational', 'navigational', 'mixed'];

const freq = (rng: Seeded) => rng.int(0, 20000);
const pos = (rng: Seeded) => {
	const p = rng.int(1, 120);
	return p > 100 ? null : p;
};
const top = (rng: Seeded, n: number, phrase: string) =>
	Array.from({ length: n }, (_, i) => {
		const domain = DOMAINS[(i + phrase.length) % DOMAINS.length];
		return {
			position: i + 1,
			domain,
			url: `https://${domain}/${encodeURIComponent(phrase.split(' ')[0])}/${rng.int(1, 999)}`,
			title: `${phrase} — ${domain}`,
		};
	});
const suggestions = (rng: Seeded, seed: string, a: Args) =>
	WORDS.slice(0, Math.min(10, Number(a.deep ?? 1) * 5))
		.map((w) => `${seed} ${w}`)
		.filter((s) => (a.cb_with_numbers === false ? !/\d/.test(s) : true))
		.map((query) => ({ query, frequency: freq(rng) }));

const mustBeDomain = (value: unknown, field: string) => {
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
function storedFrequency(call: ToolCall, phrase: string): number | undefined {
	const query = call.ctx.state
		.visibleProjects(call.account)
		.flatMap((p) => p.queries)
		.find((q) => q.frequencyType === 'exact' && samePhrase(q.phrase, phrase));
	return query?.frequency;
}

/** A site's position for one phrase: the project's stored one when a project of the site tracks it. */
function sitePosition(
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

/** The top results for a phrase: a tracked query's SERP from the project's data, else a plausible one. */
const topFor = (r: Seeded, call: ToolCall, phrase: string, engine: number, lr: unknown, n = 10) => {
	const tracked = trackedAnywhere(call, phrase, engine, lr);
	return tracked ? trackedSerp(call, tracked, n) : top(r, n, phrase);
};

const SPECS: Record<string, ServiceSpec> = {
	// 4.9 semantics and keyword frequency
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
	// 4.10 SERP, positions, indexing
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

function prepare(call: ToolCall, spec: ServiceSpec): number {
	const units = spec.units?.(call.args) ?? [];
	if (spec.bounds) bounded(units, spec.bounds[0], spec.bounds[1], spec.bounds[2]);
	spec.check?.(call.args);
	if (!call.tool.mutating) return 0;
	return units.length ? units.length * (spec.perUnit ?? 1) : (spec.flat ?? 1);
}

function serviceTool(name: string, spec: ServiceSpec): ToolImpl {
	const result = (call: ToolCall) => spec.run(seeded(name, call.args), call.args, call);
	if (
		name === 'site_analysis' ||
		[
			'geo_dependence',
			'cluster_by_top',
			'query_analysis',
			'suggest_se1',
			'suggest_se2',
			'suggest_video',
			'query_intent',
			'kwfreq_frequency',
			'kwfreq_keywords_parse',
			'complex_queries_analysis',
			'serp_top10',
			'se1_positions_check',
			'se2_positions_check',
		].includes(name)
	) {
		return longTool({
			check: (call) => void prepare(call, spec),
			cost: (call) => prepare(call, spec),
			result,
		});
	}
	return (call) => {
		const cost = prepare(call, spec);
		const data = result(call);
		return {
			...data,
			...(call.tool.mutating ? { limits_charged: charge(payer(call), cost, name) } : {}),
		};
	};
}

/** serp_se1_set / serp_se1_search_and_context_set queue a SERP task read by serp_se1_status and serp_se1_get. */
interface SerpTask extends StoredRecord {
	accountId: number;
	keywords: string[];
	region: string;
	isMobile: boolean;
	adsOnly: boolean;
	withAds: boolean;
	polls: number;
	created: string;
}

const serpTasks = (call: ToolCall) => records<SerpTask>(call, 'serp-task', true);

const serpSet =
	(withAds: boolean): ToolImpl =>
	(call) => {
		const keywords = phrases('keywords')(call.args);
		bounded(keywords, 'keywords', 1, 1000);
		const charged = charge(payer(call), keywords.length, call.tool.name);
		const task = serpTasks(call).add(14001, {
			accountId: call.account.id,
			keywords,
			region: String(call.args.region ?? 'moscow'),
			isMobile: call.args.is_mobile === true,
			adsOnly: call.args.ads_only === true,
			withAds,
			polls: 0,
			created: formatDate(call.ctx.clock.now()),
		});
		return { task_id: task.id, keywords: keywords.length, limits_charged: charged };
	};

function serpTask(call: ToolCall): SerpTask {
	const task = serpTasks(call).find(call.args.task_id, 'SERP task');
	if (task.accountId !== call.account.id) throw new ToolFailure(`SERP task ${task.id} not found`);
	return task;
}

const progressOf = (task: SerpTask) => Math.min(100, Math.round((task.polls / TASK_POLLS) * 100));

const serpGet: ToolImpl = (call) => {
	const task = serpTask(call);
	if (progressOf(task) < 100)
		throw new ToolFailure(
			`SERP task ${task.id} is at ${progressOf(task)} %: poll serp_se1_status until progress is 100`,
		);
	const offset = Number(call.args.offset ?? 0);
	const limit = Number(call.args.limit ?? 100);
	return {
		results: task.keywords.slice(offset, offset + limit).map((query, i) => {
			const r = seeded('serp', task.id, query);
			const engine = engineFor('se1', task.isMobile);
			const ads = (n: number) =>
				task.withAds ? top(r, n, query).map((d) => ({ ...d, ad: true })) : [];
			return {
				query,
				query_id: offset + i + 1,
				region: task.region,
				is_mobile: task.isMobile,
				organic: task.adsOnly ? [] : topFor(r, call, query, engine, undefined),
				ads_top: ads(3),
				ads_middle: ads(1),
				ads_bottom: ads(2),
				special: r.next() < 0.5 ? [{ type: 'maps' }] : [],
			};
		}),
	};
};

export const SERVICE_TOOLS: Record<string, ToolImpl> = {
	...Object.fromEntries(
		Object.entries(SPECS).map(([name, spec]) => [name, serviceTool(name, spec)]),
	),
	serp_se1_set: serpSet(false),
	serp_se1_search_and_context_set: serpSet(true),
	serp_se1_status: (call) => {
		const task = serpTask(call);
		task.polls = Math.min(TASK_POLLS, task.polls + 1);
		return { task_id: task.id, progress: progressOf(task) };
	},
	serp_se1_get: serpGet,
};
