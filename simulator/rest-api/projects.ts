import { domainToUnicode } from 'node:url';
import { auditWarnings } from '../core/audit';
import { formatDate, formatDateTime } from '../core/clock';
import type { Project } from '../core/model';
import { hashUnit } from '../core/random';
import {
	COUNTRY_REGION,
	domainIn,
	isSearchEngine,
	regionName,
	SEARCH_ENGINES,
} from '../core/reference';
import type { Router } from '../core/router';
import { GENERAL_GROUP, makeProject } from '../core/seed';
import { settleUpdates } from '../core/updates';
import { handled } from './handled';
import { param, text } from './params';
import { rest, RestFailure } from './respond';
import { requireUser } from './tokens';

/**
 * What ss-list shows of each engine (docs/service/rest-api.md#projects: `search_sestem` {id, name,
 * domain, slug}).
 */
const SYSTEMS = SEARCH_ENGINES.map(({ id, name, domain, slug }) => ({ id, name, domain, slug }));
const WORDS = [
	'купить',
	'цена',
	'отзывы',
	'доставка',
	'интернет магазин',
	'официальный сайт',
	'каталог',
	'скидки',
	'акции',
	'москва',
	'недорого',
	'адрес',
	'телефон',
	'вход',
	'промокод',
	'распродажа',
	'новинки',
	'бренд',
	'размеры',
	'оплата',
];

/**
 * The domain of ss-list, get-words and add. Something that is not a domain (a space, `%`, `_`)
 * cannot be found either: the documented 404 `Domain not found`, never a failed URL build.
 */
function requireDomain(value: unknown): string {
	const domain = domainIn(text(value));
	if (!domain) throw new RestFailure(404, 'Domain not found');
	return domain;
}

/**
 * Card of projects/list (docs/service/rest-api.md#projects): every value a string;
 * collection-settings names chosen here.
 */
function card(project: Project): Record<string, string> {
	return {
		id: String(project.id),
		user_id: String(project.ownerId),
		domain: project.domain,
		main_mirror: project.mainMirror,
		aliases: project.aliases,
		status: project.status,
		name: project.name,
		date: formatDateTime(project.createdAt),
		date_update: formatDateTime(project.updatedAt),
		search_systems: project.searchSystems.map((s) => `${s.searchEngine}:${s.region}`).join(','),
		check_schedule: project.schedule,
		query_limit: String(project.queryLimit),
	};
}

/** Up to 500 phrases, most frequent first; domains under .new have no qualifying region. */
export function wordsFor(domain: string): string[] {
	if (domain.endsWith('.new')) return [];
	const stem = domain.split('.')[0].replace(/-/g, ' ');
	const seed = [...domain].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
	const phrases = [
		stem,
		...WORDS.map((w) => `${stem} ${w}`),
		...WORDS.flatMap((a, i) => WORDS.slice(i + 1).map((b) => `${stem} ${a} ${b}`)),
	];
	return phrases
		.slice(0, 500)
		.map((phrase, i) => ({
			phrase,
			frequency: Math.round(10000 / (i + 1) + hashUnit(seed, i) * 10),
		}))
		.sort((a, b) => b.frequency - a.frequency)
		.map((p) => p.phrase);
}

/**
 * key-words: an array, or one string separated by line breaks (docs/service/rest-api.md#projects).
 */
function parseKeywords(value: unknown): string[] {
	const list = Array.isArray(value) ? value.map(String) : text(value).split(/\r?\n/);
	return [
		...new Set(
			list
				.map((q) =>
					q
						.replace(/[^\p{L}\p{N}\s.'-]/gu, ' ')
						.replace(/\s+/g, ' ')
						.trim(),
				)
				.filter(Boolean),
		),
	];
}

function parseSearchSystems(
	value: unknown,
): Array<{ searchEngine: number; region: number }> | undefined {
	if (value === undefined) return undefined;
	if (!Array.isArray(value)) return []; // a JSON string inside a form field adds no search systems
	return value
		.filter((s): s is Record<string, unknown> => typeof s === 'object' && s !== null)
		.map((s) => ({ searchEngine: Number(s.search_engine), region: Number(s.search_region) }))
		.filter((s) => isSearchEngine(s.searchEngine) && Number.isInteger(s.region));
}

export function registerRestProjects(router: Router): void {
	router.any(
		'/api-rest/projects/list',
		handled((req, ctx) => {
			const account = requireUser(req, ctx);
			const projects = ctx.state.visibleProjects(account);
			projects.forEach((project) => settleUpdates(project, ctx.clock.now()));
			const data = projects.map((project) => ({
				project: card(project),
				update: project.updates
					.filter((u) => u.finishedAt !== null)
					.map((u) => formatDate(u.finishedAt!)),
				errors: project.auditChecks.length
					? {
							total_count: project.auditChecks.length,
							errors_count: Object.values(auditWarnings(project)).filter(Boolean).length,
						}
					: false,
			}));
			return rest(ctx, 200, 'Projects list', data);
		}),
	);
	router.any(
		'/api-rest/projects/ss-list',
		handled((req, ctx) => {
			const account = requireUser(req, ctx);
			const domain = requireDomain(param(req, 'domain'));
			const region = COUNTRY_REGION[domain.split('.').pop() ?? ''] ?? account.regionId;
			const name = regionName(region);
			return rest(ctx, 200, 'Search systems', {
				prepared_search_systems: SYSTEMS.map((s) => ({
					lbl: `${s.id}_${region}`,
					name: s.name,
					region: name,
				})),
				search_systems_with_regions: SYSTEMS.map((s) => ({
					search_sestem: s,
					region: { [region]: name },
				})),
			});
		}),
	);
	router.any(
		'/api-rest/projects/get-words',
		handled((req, ctx) => {
			requireUser(req, ctx);
			// The same site whether its name comes as A-labels (xn--…) or in its own script.
			const domain = requireDomain(param(req, 'domain'));
			return rest(ctx, 200, 'Words', wordsFor(domainToUnicode(domain) || domain));
		}),
	);
	router.any(
		'/api-rest/projects/add',
		handled((req, ctx) => {
			const account = requireUser(req, ctx);
			const domain = requireDomain(param(req, 'domain'));
			const systems = parseSearchSystems(param(req, 'search-systems')) ?? [
				{ searchEngine: 1, region: 213 },
				{ searchEngine: 2, region: 213 },
			];
			const queries = parseKeywords(param(req, 'key-words'));
			const mainMirror = `https://${domain}`;
			if (text(param(req, 'debug')) === '1') {
				return rest(ctx, 200, 'Debug: nothing was created', {
					debug: true,
					domain: new URL(mainMirror).hostname,
					main_mirror: mainMirror,
					search_systems: systems.map((s) => ({
						search_engine: s.searchEngine,
						search_region: s.region,
					})),
					key_words: queries,
				});
			}
			const project = makeProject(ctx.state, {
				id: ctx.state.nextId('project', 301),
				ownerId: account.id,
				domain: new URL(mainMirror).hostname,
				mainMirror,
				searchSystems: systems,
				createdAt: ctx.clock.now(),
				updatedAt: ctx.clock.now(),
				schedule: 'quick start',
				auditChecks: [],
			});
			queries.forEach((phrase, i) =>
				project.queries.push({
					id: ctx.state.nextId('query', 500001),
					phrase,
					url: null,
					frequency: 0,
					frequencyType: 'exact',
					groupIds: [GENERAL_GROUP.id],
					addedAt: ctx.clock.now() + i,
				}),
			);
			ctx.state.projects.push(project);
			return rest(ctx, 200, 'Project has been created', { project_id: project.id });
		}),
	);
}
