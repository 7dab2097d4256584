import { GENERAL_GROUP } from '../../core/seed';
import type { Project, QueryGroup, SearchQuery } from '../../core/model';
import { findGroupByName, queryGroup } from '../../project-api/groups';
import { projectOf, ToolFailure, type ToolCall, type ToolImpl } from './call';
import { dateArg, listArg, projectSettings, records, seeded, type StoredRecord } from './kit';
import { finishedChecks, checkDate, manualKey, positionAt, setManualPosition } from './positions';
import { projectUrls, urlBook, urlId } from './urlbook';

/** 4.5: promoted URLs of queries, URL groups, counter goals, manual positions, recommended queries. */

function queriesById(project: Project, ids: unknown): SearchQuery[] {
	const wanted = (ids as number[] | undefined) ?? project.queries.map((q) => q.id);
	const unknown = wanted.filter((id) => !project.queries.some((q) => q.id === id));
	if (unknown.length)
		throw new ToolFailure(
			`These query ids are not in project ${project.id}: ${unknown.join(', ')}`,
		);
	return project.queries.filter((q) => wanted.includes(q.id));
}

const setQueryUrls: ToolImpl = (call) => {
	const project = projectOf(call);
	const items = (call.args.items as Array<Record<string, unknown>> | undefined) ?? [];
	if (!items.length) throw new ToolFailure('items: give objects {query_id, url}');
	const pairs = items.map((item, i) => {
		const url = String(item.url ?? '').trim();
		if (!/^https?:\/\/\S+$/.test(url))
			throw new ToolFailure(`items[${i}].url: an absolute http(s) URL`);
		return { query: queriesById(project, [Number(item.query_id)])[0], url };
	});
	for (const { query, url } of pairs) query.url = url;
	return {
		project_id: project.id,
		updated: pairs.map((p) => ({
			query_id: p.query.id,
			url: p.url,
			url_id: urlId(call.ctx.state, project, p.url),
		})),
	};
};

/** Spec: the relevant URL of the last check, or the main mirror when there is none. */
const resetQueryUrls: ToolImpl = (call) => {
	const project = projectOf(call);
	const checks = finishedChecks(call, project);
	const last = checks[checks.length - 1];
	const engine = project.searchSystems[0]?.searchEngine ?? 1;
	const rows = queriesById(project, call.args.query_ids).map((q) => {
		const found = last && positionAt(call.ctx.state, project, q, engine, last) !== null;
		q.url = found
			? `${project.mainMirror.replace(/\/$/, '')}/${seeded('relevant', q.id).pick(['catalog', 'product', 'blog', 'sale'])}/${q.id}`
			: project.mainMirror;
		return { query_id: q.id, url: q.url };
	});
	return { project_id: project.id, queries: rows };
};

const recalcQueries: ToolImpl = (call) => {
	const project = projectOf(call);
	const queries = queriesById(project, call.args.query_ids);
	return { project_id: project.id, queued: queries.map((q) => q.id), status: 'queued' };
};

const urlGroup = (project: Project, id: unknown, field = 'group_id'): QueryGroup => {
	const group = project.groups.find((g) => g.id === Number(id));
	if (!group || group.kind !== 'url')
		throw new ToolFailure(`${field}: ${String(id)} is not a URL group of project ${project.id}`);
	return group;
};

function addUrlGroup(call: ToolCall, project: Project, name: string, order = 100): QueryGroup {
	const clean = name.trim();
	if (!clean) throw new ToolFailure('name: the group name cannot be empty');
	const existing = findGroupByName(project, clean);
	if (existing && existing.kind !== 'url')
		throw new ToolFailure(`"${clean}" is a query group (id ${existing.id}); choose another name`);
	if (existing) return existing;
	const group: QueryGroup = {
		id: call.ctx.state.nextId('group', 1001),
		name: clean,
		order: order || 100,
		kind: 'url',
	};
	project.groups.push(group);
	return group;
}

const members = (call: ToolCall, project: Project, group: QueryGroup) => {
	const book = urlBook(call.ctx.state, project);
	if (!book.members.has(group.id)) book.members.set(group.id, []);
	return book.members.get(group.id)!;
};

const createUrlGroup: ToolImpl = (call) => {
	const project = projectOf(call);
	const group = addUrlGroup(
		call,
		project,
		String(call.args.name ?? ''),
		Number(call.args.order ?? 100),
	);
	const list = members(call, project, group);
	for (const url of listArg(call.args.urls)) if (!list.includes(url)) list.push(url);
	return {
		group_id: group.id,
		name: group.name,
		urls: list.map((url) => ({ url_id: urlId(call.ctx.state, project, url), url })),
	};
};

const changeUrlGroups: ToolImpl = (call) => {
	const project = projectOf(call);
	const all = projectUrls(call.ctx.state, project);
	const ids = call.args.url_ids as number[];
	const unknown = ids.filter((id) => !all.some((u) => u.id === id));
	if (unknown.length)
		throw new ToolFailure(`These URL ids are not in project ${project.id}: ${unknown.join(', ')}`);
	const urls = all.filter((u) => ids.includes(u.id)).map((u) => u.url);
	const { action } = call.args;
	const from =
		action === 'add' ? undefined : urlGroup(project, call.args.from_group_id, 'from_group_id');
	if (from) {
		const list = members(call, project, from);
		const outside = urls.filter((u) => !list.includes(u));
		if (outside.length)
			throw new ToolFailure(`These URLs are not in group ${from.id}: ${outside.join(', ')}`);
		members(call, project, from).splice(0, list.length, ...list.filter((u) => !urls.includes(u)));
	}
	let to: QueryGroup | undefined;
	if (action !== 'remove') {
		if (call.args.group_name === undefined)
			throw new ToolFailure(`group_name: action ${String(action)} needs the destination group`);
		to = addUrlGroup(call, project, String(call.args.group_name));
		const list = members(call, project, to);
		for (const u of urls) if (!list.includes(u)) list.push(u);
	}
	return {
		project_id: project.id,
		action,
		from_group_id: from?.id ?? null,
		group_id: to?.id ?? null,
		count: urls.length,
	};
};

const updateUrlGroup: ToolImpl = (call) => {
	const project = projectOf(call);
	const group = urlGroup(project, call.args.group_id);
	if (call.args.name !== undefined) {
		const name = String(call.args.name).trim();
		const clash = findGroupByName(project, name);
		if (!name) throw new ToolFailure('name: the group name cannot be empty');
		if (clash && clash.id !== group.id)
			throw new ToolFailure(`A group named "${name}" already exists (id ${clash.id})`);
		group.name = name;
	}
	if (call.args.order !== undefined) group.order = Number(call.args.order) || 100;
	return { group_id: group.id, name: group.name, order: group.order };
};

const deleteUrlGroups: ToolImpl = (call) => {
	const project = projectOf(call);
	const book = urlBook(call.ctx.state, project);
	const urlGroups = project.groups.filter((g) => g.kind === 'url');
	const { mode } = call.args;
	const doomed =
		mode === 'all'
			? urlGroups
			: mode === 'empty'
				? urlGroups.filter((g) => !(book.members.get(g.id) ?? []).length)
				: ((call.args.group_ids as number[] | undefined) ?? []).map((id) =>
						urlGroup(project, id, 'group_ids'),
					);
	if (mode === 'selected' && !doomed.length)
		throw new ToolFailure('group_ids: mode selected needs the ids of the groups to delete');
	project.groups = project.groups.filter((g) => !doomed.includes(g));
	for (const g of doomed) book.members.delete(g.id);
	return { project_id: project.id, deleted: doomed.map((g) => g.id) };
};

/** Background generation by site structure: URLs grouped by their first path segment. */
const generateUrlGroups: ToolImpl = (call) => {
	const project = projectOf(call);
	const created: number[] = [];
	for (const { url } of projectUrls(call.ctx.state, project)) {
		const segment = (() => {
			try {
				return new URL(url).pathname.split('/').filter(Boolean)[0] ?? 'главная';
			} catch {
				return 'другое';
			}
		})();
		const group = addUrlGroup(call, project, `/${segment}`);
		const list = members(call, project, group);
		if (!list.includes(url)) list.push(url);
		if (!created.includes(group.id)) created.push(group.id);
	}
	call.ctx.state.notify(
		project.id,
		'url-groups-generated',
		`URL groups generated: ${created.length}`,
	);
	return {
		project_id: project.id,
		status: 'done',
		groups: created.length,
		result: 'get_url_groups',
	};
};

const GOALS = [
	{ goal_id: 1101, name: 'Заказ оформлен' },
	{ goal_id: 1102, name: 'Добавление в корзину' },
	{ goal_id: 1103, name: 'Звонок' },
	{ goal_id: 1104, name: 'Форма обратной связи' },
];

const goalSettings = (call: ToolCall) =>
	projectSettings(call, 'url-goals', () => ({ selected: [] as number[] }));

function counterGoals(call: ToolCall) {
	if (!projectOf(call).counterConnected)
		throw new ToolFailure('No web-analytics counter is connected to the project');
	return GOALS;
}

const getGoals: ToolImpl = (call) => {
	const selected = goalSettings(call).selected;
	return {
		goals: counterGoals(call).map((g) => ({ ...g, selected: selected.includes(g.goal_id) })),
	};
};

const setGoals: ToolImpl = (call) => {
	const ids = (call.args.goal_ids as number[] | undefined) ?? [];
	const unknown = ids.filter((id) => !counterGoals(call).some((g) => g.goal_id === id));
	if (unknown.length)
		throw new ToolFailure(`goal_ids: not goals of the counter: ${unknown.join(', ')}`);
	goalSettings(call).selected = ids;
	return { project_id: projectOf(call).id, selected: ids, recalc: call.args.recalc === true };
};

const setQueryPosition: ToolImpl = (call) => {
	const project = projectOf(call);
	const query = queriesById(project, [Number(call.args.query_id)])[0];
	const engine = Number(call.args.search_system_id);
	if (!project.searchSystems.some((s) => s.searchEngine === engine))
		throw new ToolFailure(
			`search_system_id: ${engine} is not a search system of project ${project.id}`,
		);
	const date = dateArg(call.args.date, 'date');
	const check = finishedChecks(call, project).find((c) => checkDate(c) === date);
	if (!check)
		throw new ToolFailure(
			`date: project ${project.id} has no finished position check on ${date} (see get_project_updates)`,
		);
	const position = Number(call.args.position);
	if (!Number.isInteger(position) || position < 1 || position > 101)
		throw new ToolFailure('position: 1 to 100, or 101 for not found');
	const before = positionAt(call.ctx.state, project, query, engine, check);
	setManualPosition(call.ctx.state, manualKey(project, query, engine, check), position);
	return {
		query_id: query.id,
		search_system_id: engine,
		date,
		update_id: check.id,
		previous: before,
		position: position > 100 ? null : position,
		recalculated: true,
	};
};

interface Suggested extends StoredRecord {
	phrase: string;
	position: number;
	frequency: number;
	dismissed: boolean;
}

const SUFFIXES = [
	'купить',
	'цена',
	'отзывы',
	'недорого',
	'доставка',
	'интернет магазин',
	'москва',
	'каталог',
];

/** Phrases the service suggests: the project's queries with a common tail, not yet in the project. */
function suggestions(call: ToolCall): Suggested[] {
	const project = projectOf(call);
	const store = records<Suggested>(call, 'suggested-query');
	if (!store.list().length) {
		const own = new Set(project.queries.map((q) => q.phrase.toLowerCase()));
		for (const q of project.queries.slice(0, 20)) {
			const rng = seeded('suggest', project.id, q.id);
			const phrase = `${q.phrase} ${rng.pick(SUFFIXES)}`;
			if (own.has(phrase.toLowerCase()) || store.list().some((s) => s.phrase === phrase)) continue;
			store.add(20001, {
				phrase,
				position: rng.next() < 0.3 ? 102 : rng.int(1, 100),
				frequency: rng.int(10, 3000),
				dismissed: false,
			});
		}
	}
	return store.list();
}

const SORT_FIELDS = ['frequency', 'position', 'phrase'];

const recommendedQueries: ToolImpl = (call) => {
	const a = call.args;
	const sort = String(a.sort ?? 'frequency');
	if (!SORT_FIELDS.includes(sort))
		throw new ToolFailure(`sort: allowed values are ${SORT_FIELDS.join(', ')}`);
	const dir = String(a.order ?? (sort === 'frequency' ? 'desc' : 'asc')) === 'desc' ? -1 : 1;
	const rows = suggestions(call)
		.filter((s) => !s.dismissed)
		.filter(
			(s) =>
				(a.position_from === undefined || s.position >= Number(a.position_from)) &&
				(a.position_to === undefined || s.position <= Number(a.position_to)),
		)
		.filter(
			(s) =>
				(a.freq_from === undefined || s.frequency >= Number(a.freq_from)) &&
				(a.freq_to === undefined || s.frequency <= Number(a.freq_to)),
		)
		.sort(
			(x, y) =>
				dir *
				(sort === 'phrase'
					? x.phrase.localeCompare(y.phrase)
					: Number(x[sort as 'position']) - Number(y[sort as 'position'])),
		);
	const pageNo = Math.max(1, Number(a.page ?? 1));
	return {
		page: pageNo,
		total: rows.length,
		queries: rows
			.slice((pageNo - 1) * 50, pageNo * 50)
			.map((s) => ({ id: s.id, query: s.phrase, position: s.position, frequency: s.frequency })),
	};
};

/** Spec: duplicates skipped; the tariff's query limit applies (queries/set's rule). */
const addRecommended: ToolImpl = async (call) => {
	const project = projectOf(call);
	const ids = (call.args.ids as number[] | undefined) ?? [];
	const all = suggestions(call);
	const unknown = ids.filter((id) => !all.some((s) => s.id === id));
	if (unknown.length)
		throw new ToolFailure(
			`ids: not recommended queries of project ${project.id}: ${unknown.join(', ')}`,
		);
	const chosen = all.filter((s) => ids.includes(s.id));
	if (call.args.dismiss) {
		chosen.forEach((s) => (s.dismissed = true));
		return { project_id: project.id, dismissed: chosen.length };
	}
	const group =
		call.args.group_id === undefined
			? GENERAL_GROUP.id
			: queryGroup(project, Number(call.args.group_id), 'group_id').id;
	const result = await call.api.call(call.account, project, {
		method: 'GET',
		path: 'queries/set',
		query: { queries: chosen.map((s) => s.phrase).join('|'), group_id: group, group_mode: 'add' },
	});
	chosen.forEach((s) => (s.dismissed = true));
	return { project_id: project.id, group_id: group, ...(result as Record<string, unknown>) };
};

export const URL_TOOLS: Record<string, ToolImpl> = {
	set_query_urls: setQueryUrls,
	reset_query_urls: resetQueryUrls,
	recalc_queries: recalcQueries,
	create_url_group: createUrlGroup,
	change_url_groups: changeUrlGroups,
	update_url_group: updateUrlGroup,
	delete_url_groups: deleteUrlGroups,
	generate_url_groups: generateUrlGroups,
	get_url_group_goals: getGoals,
	set_url_group_goals: setGoals,
	set_query_position: setQueryPosition,
	get_recommended_queries: recommendedQueries,
	add_recommended_queries: addRecommended,
};
