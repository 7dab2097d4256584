import { page, projectOf, ToolFailure, type ToolCall, type ToolImpl } from './call';
import { bounded, listArg, projectSettings, seeded } from './kit';
import { checkDate, checksIn, engineOf, finishedChecks, positionAt } from './positions';
import { positionsOn, topDomains } from './serp';

/**
 * Competitors (4.3 get_competitors, 4.6). The top-100 domains of a project are a stable
 * function of the project; settings (tracking, auto-list, domain types) are per project.
 */
export const DOMAIN_TYPES = [
	{ slug: 'competitor', name: 'Конкурент' },
	{ slug: 'aggregator', name: 'Агрегатор' },
	{ slug: 'marketplace', name: 'Маркетплейс' },
	{ slug: 'info', name: 'Информационный сайт' },
];

interface CompetitorSettings extends Record<string, unknown> {
	tracking: { mode: string; domains: string[]; every_n_checks: number };
	auto: {
		source: string;
		domains: string[];
		merge_subdomains: boolean;
		exclude_aggregators: boolean;
	};
	types: Record<string, string>;
}

const settingsOf = (call: ToolCall) =>
	projectSettings<CompetitorSettings>(call, 'competitors', () => ({
		tracking: { mode: 'off', domains: [], every_n_checks: 1 },
		auto: { source: 'top100', domains: [], merge_subdomains: false, exclude_aggregators: false },
		types: {},
	}));

const typeOf = (call: ToolCall, domain: string, index: number) =>
	settingsOf(call).types[domain] ?? (index % 4 === 3 ? 'aggregator' : 'competitor');

/** A stable default type per domain, whatever its rank (every fourth pool domain is an aggregator). */
const defaultIndex = (domain: string) => seeded('domain-type', domain).int(0, 3);

const competitors: ToolImpl = (call) => {
	const project = projectOf(call);
	const engine = engineOf(project, call.args.search_system);
	const s = settingsOf(call);
	// Visibility at the last check of the from-to range (default: the last check).
	const inRange = checksIn(finishedChecks(call, project), call.args.from, call.args.to);
	let rows = topDomains(call, project, engine, inRange[inRange.length - 1]).map((d) => ({
		...d,
		type: typeOf(call, d.domain, defaultIndex(d.domain)),
		manual: false,
		search_system: engine,
	}));
	if (call.args.include_manual)
		rows = [
			...rows,
			...s.tracking.domains.map((domain) => ({
				domain,
				visibility: 0,
				type: s.types[domain] ?? 'competitor',
				manual: true,
				search_system: engine,
			})),
		];
	if (call.args.type !== undefined) rows = rows.filter((r) => r.type === String(call.args.type));
	return { competitors: page(rows, call.args, 100) };
};

const competitorSettings: ToolImpl = (call) => {
	const s = settingsOf(call);
	return { auto_list: s.auto, tracking: s.tracking, domain_types: DOMAIN_TYPES, types: s.types };
};

const domainsArg = (call: ToolCall) => {
	const domains = listArg(call.args.domains).map((d) => d.trim().toLowerCase());
	bounded(domains, 'domains', 0, 20);
	return domains;
};

const tracking: ToolImpl = (call) => {
	const mode = String(call.args.mode ?? 'domains');
	if (!['off', 'snippets', 'domains'].includes(mode))
		throw new ToolFailure(
			'mode: allowed values are off, snippets (own snippets only), domains (own domains)',
		);
	const domains = domainsArg(call);
	if (mode === 'domains' && !domains.length)
		throw new ToolFailure('domains: mode domains needs 1 to 20 domains');
	const s = settingsOf(call);
	s.tracking = {
		mode,
		domains: mode === 'domains' ? domains : [],
		every_n_checks: Number(call.args.every_n_checks ?? 1) || 1,
	};
	return { project_id: projectOf(call).id, tracking: s.tracking };
};

const autoCompetitors: ToolImpl = (call) => {
	const source = String(call.args.source ?? 'top100');
	if (!['top100', 'own'].includes(source))
		throw new ToolFailure('source: allowed values are top100, own');
	const domains = domainsArg(call);
	if (source === 'own' && !domains.length)
		throw new ToolFailure('domains: source own needs 1 to 20 domains');
	const s = settingsOf(call);
	s.auto = {
		source,
		domains: source === 'own' ? domains : [],
		merge_subdomains: call.args.merge_subdomains === true,
		exclude_aggregators: call.args.exclude_aggregators === true,
	};
	return { project_id: projectOf(call).id, auto_list: s.auto };
};

const competitorType: ToolImpl = (call) => {
	const type = String(call.args.type);
	if (!DOMAIN_TYPES.some((t) => t.slug === type))
		throw new ToolFailure(
			`type: allowed values are ${DOMAIN_TYPES.map((t) => t.slug).join(', ')} (see get_competitor_settings)`,
		);
	const domain = String(call.args.domain).trim().toLowerCase();
	settingsOf(call).types[domain] = type;
	return { project_id: projectOf(call).id, domain, type };
};

const competitorPositions: ToolImpl = (call) => {
	const project = projectOf(call);
	const engine = engineOf(project, call.args.ss_id);
	const checks = finishedChecks(call, project);
	const check =
		call.args.update_id === undefined
			? checks[checks.length - 1]
			: checks.find((c) => c.id === Number(call.args.update_id));
	if (call.args.update_id !== undefined && !check)
		throw new ToolFailure(
			`update_id: ${String(call.args.update_id)} is not a finished check of project ${project.id}`,
		);
	const s = settingsOf(call);
	const domains =
		call.args.domains !== undefined
			? listArg(call.args.domains)
			: s.tracking.domains.length
				? s.tracking.domains
				: topDomains(call, project, engine, check)
						.slice(0, 5)
						.map((d) => d.domain);
	const queries = project.queries.filter(
		(q) =>
			(call.args.group_id === undefined || q.groupIds.includes(Number(call.args.group_id))) &&
			(call.args.query === undefined || q.phrase.includes(String(call.args.query))),
	);
	const rows = queries.map((q) => ({
		query_id: q.id,
		query: q.phrase,
		own: check ? positionAt(call.ctx.state, project, q, engine, check) : null,
		// The same places as the SERP tools show for this query (./serp.ts).
		competitors: (check
			? positionsOn(call, { project, query: q, engine, check }, domains)
			: domains.map((domain) => ({ domain, position: null }))
		).map((row) => ({
			...row,
			...(call.args.include_snippets ? { snippet: `${q.phrase} — ${row.domain}` } : {}),
		})),
	}));
	const limit = Number(call.args.limit ?? 50);
	const pageNo = Math.max(1, Number(call.args.page ?? 1));
	return {
		date: check ? checkDate(check) : null,
		search_system: engine,
		page: pageNo,
		positions: rows.slice((pageNo - 1) * limit, pageNo * limit),
	};
};

export const COMPETITOR_TOOLS: Record<string, ToolImpl> = {
	get_competitors: competitors,
	get_competitor_settings: competitorSettings,
	set_competitor_tracking: tracking,
	set_auto_competitors: autoCompetitors,
	set_competitor_type: competitorType,
	get_competitor_positions: competitorPositions,
};
