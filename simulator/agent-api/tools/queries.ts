import { formatDateTime } from '../../core/clock';
import type { Project, SearchQuery } from '../../core/model';
import { findGroupByName } from '../../project-api/groups';
import { contains, page, projectOf, ToolFailure, type ToolImpl } from './call';
import { urlId } from './urlbook';

/** Query-centred rows (one per query, with all its groups), unlike queries/get's row per group. */
function queryRow(project: Project, query: SearchQuery) {
	return {
		id: query.id,
		query: query.phrase,
		url: query.url,
		frequency: query.frequency,
		frequency_type: query.frequencyType,
		group_ids: [...query.groupIds],
		groups: query.groupIds.map((id) => project.groups.find((g) => g.id === id)?.name ?? null),
		added: formatDateTime(query.addedAt),
	};
}

/** A group filter takes an id or a name. */
export function inGroup(project: Project, query: SearchQuery, group: unknown): boolean {
	if (group === undefined) return true;
	const wanted = String(group).trim();
	const id = /^\d+$/.test(wanted) ? Number(wanted) : findGroupByName(project, wanted)?.id;
	return id !== undefined && query.groupIds.includes(id);
}

const SORTS: Record<string, (a: SearchQuery, b: SearchQuery) => number> = {
	added: (a, b) => a.addedAt - b.addedAt || a.id - b.id,
	query: (a, b) => a.phrase.localeCompare(b.phrase),
	frequency: (a, b) => b.frequency - a.frequency || a.id - b.id,
};

const getQueries: ToolImpl = (call) => {
	const project = projectOf(call);
	const { query, group, without_url, sort } = call.args;
	const order = SORTS[String(sort ?? 'added')];
	if (!order) throw new ToolFailure(`sort: allowed values are ${Object.keys(SORTS).join(', ')}`);
	const rows = project.queries
		.filter(
			(q) =>
				contains(q.phrase, query) && inGroup(project, q, group) && (!without_url || q.url === null),
		)
		.sort(order);
	return { queries: page(rows, call.args, 1000).map((q) => queryRow(project, q)) };
};

/** Promoted URLs of the project's queries, with how many queries lead to each. */
const getUrls: ToolImpl = (call) => {
	const project = projectOf(call);
	const byUrl = new Map<string, number[]>();
	for (const q of project.queries) {
		if (!q.url || !inGroup(project, q, call.args.group) || !contains(q.url, call.args.url))
			continue;
		byUrl.set(q.url, [...(byUrl.get(q.url) ?? []), q.id]);
	}
	const urls = [...byUrl.entries()].map(([url, ids]) => ({
		id: urlId(call.ctx.state, project, url),
		url,
		queries_count: ids.length,
		query_ids: ids,
	}));
	return { urls: page(urls, call.args) };
};

const phrases = (value: unknown) =>
	Array.isArray(value)
		? value.map(String).join('|')
		: value === undefined
			? undefined
			: String(value);

const addQueries: ToolImpl = async (call) => {
	const project = projectOf(call);
	const { group_id, group, group_mode, url } = call.args as Record<
		string,
		string | number | undefined
	>;
	const query = { queries: phrases(call.args.queries), group_id, group, group_mode, url };
	const result = await call.api.call(call.account, project, {
		method: 'GET',
		path: 'queries/set',
		query,
	});
	return { project_id: project.id, ...(result as Record<string, unknown>) };
};

const deleteQueries =
	(all: boolean): ToolImpl =>
	async (call) => {
		const project = projectOf(call);
		const ids = all ? project.queries.map((q) => q.id) : (call.args.queries_id as number[]);
		const result = await call.api.call(call.account, project, {
			method: 'POST',
			path: 'queries/delete',
			body: { queries_id: ids },
		});
		return { project_id: project.id, ...(result as Record<string, unknown>) };
	};

export const QUERY_TOOLS: Record<string, ToolImpl> = {
	get_queries: getQueries,
	get_urls: getUrls,
	add_queries: addQueries,
	delete_queries: deleteQueries(false),
	delete_all_queries: deleteQueries(true),
};
