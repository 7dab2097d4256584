import { GENERAL_GROUP } from '../../core/seed';
import type { Project, QueryGroup } from '../../core/model';
import { findGroupByName, queryGroup } from '../../project-api/groups';
import { contains, page, projectOf, ToolFailure, type ToolCall, type ToolImpl } from './call';

/**
 * Query groups. Creating, deleting and moving run the project API's groups/add, groups/delete
 * and groups/move; the agent-only operations (rename, add or remove a link) change the model
 * directly, with the same refusals the HTTP methods apply to URL groups.
 */
const groupsOf = (project: Project, kind: QueryGroup['kind']) =>
	project.groups.filter((g) => g.kind === kind);

const linkedCount = (project: Project, groupId: number) =>
	project.queries.filter((q) => q.groupIds.includes(groupId)).length;

const listGroups =
	(kind: QueryGroup['kind']): ToolImpl =>
	(call) => {
		const project = projectOf(call);
		const groups = groupsOf(project, kind).filter((g) => contains(g.name, call.args.name));
		return {
			groups: page(groups, call.args).map((g) => ({
				id: g.id,
				name: g.name,
				order: g.order,
				...(kind === 'query' ? { queries_count: linkedCount(project, g.id) } : {}),
			})),
		};
	};

const createGroup: ToolImpl = async (call) => {
	const project = projectOf(call);
	const { name, order, queries, keep_case } = call.args;
	const body: Record<string, unknown> = {
		name,
		order,
		queries,
		keep_case: keep_case === undefined ? undefined : keep_case ? 1 : 0,
	};
	const result = (await call.api.call(call.account, project, {
		method: 'POST',
		path: 'groups/add',
		body,
	})) as Record<string, unknown>;
	return { project_id: project.id, ...result };
};

const updateGroup: ToolImpl = (call) => {
	const project = projectOf(call);
	const group = queryGroup(project, Number(call.args.group_id), 'group_id');
	const name = call.args.name === undefined ? undefined : String(call.args.name).trim();
	if (group.id === GENERAL_GROUP.id && name !== undefined && name !== group.name) {
		throw new ToolFailure(`The system group ${GENERAL_GROUP.name} cannot be renamed`);
	}
	if (name !== undefined) {
		if (!name) throw new ToolFailure('name: the group name cannot be empty');
		const clash = findGroupByName(project, name);
		if (clash && clash.id !== group.id)
			throw new ToolFailure(`A group named "${name}" already exists (id ${clash.id})`);
		group.name = name;
	}
	if (call.args.order !== undefined) group.order = Number(call.args.order) || 100;
	return { group_id: group.id, name: group.name, order: group.order };
};

async function deleteGroups(
	call: ToolCall,
	groupIds: number[],
	options: { moveTo?: number; withQueries?: boolean },
) {
	const project = projectOf(call);
	if (!groupIds.length) return { project_id: project.id, message: 'No group matched', deleted: [] };
	const body = {
		group_ids: groupIds,
		...(options.withQueries ? { with_queries: 1 } : {}),
		...(options.moveTo !== undefined ? { move_to_group_id: options.moveTo } : {}),
	};
	const result = (await call.api.call(call.account, project, {
		method: 'POST',
		path: 'groups/delete',
		body,
	})) as Record<string, unknown>;
	return { project_id: project.id, ...result };
}

/**
 * mode `selected` without a destination leaves the queries in no group. groups/delete always
 * moves them (default: the general group), so the move to the general group is taken back
 * afterwards for the queries that were not in it before.
 */
const deleteQueryGroups: ToolImpl = async (call) => {
	const project = projectOf(call);
	const { mode, with_queries, move_to_group_id } = call.args;
	if (mode === 'all') {
		const ids = groupsOf(project, 'query')
			.filter((g) => g.id !== GENERAL_GROUP.id)
			.map((g) => g.id);
		return await deleteGroups(call, ids, { moveTo: GENERAL_GROUP.id });
	}
	if (mode === 'empty') {
		const ids = groupsOf(project, 'query')
			.filter((g) => g.id !== GENERAL_GROUP.id && linkedCount(project, g.id) === 0)
			.map((g) => g.id);
		return await deleteGroups(call, ids, {});
	}
	const ids = (call.args.group_ids as number[] | undefined) ?? [];
	if (!ids.length)
		throw new ToolFailure('group_ids: mode selected needs the ids of the groups to delete');
	if (with_queries) return await deleteGroups(call, ids, { withQueries: true });
	if (move_to_group_id !== undefined)
		return await deleteGroups(call, ids, { moveTo: Number(move_to_group_id) });
	const hadGeneral = new Set(
		project.queries.filter((q) => q.groupIds.includes(GENERAL_GROUP.id)).map((q) => q.id),
	);
	const affected = new Set(
		project.queries.filter((q) => q.groupIds.some((g) => ids.includes(g))).map((q) => q.id),
	);
	const result = await deleteGroups(call, ids, { moveTo: GENERAL_GROUP.id });
	for (const query of project.queries) {
		if (affected.has(query.id) && !hadGeneral.has(query.id))
			query.groupIds = query.groupIds.filter((g) => g !== GENERAL_GROUP.id);
	}
	return result;
};

function projectQueries(call: ToolCall, ids: number[]) {
	const project = projectOf(call);
	const known = new Set(project.queries.map((q) => q.id));
	const unknown = ids.filter((id) => !known.has(id));
	if (unknown.length)
		throw new ToolFailure(
			`These query ids are not in project ${project.id}: ${unknown.join(', ')}`,
		);
	const asked = new Set(ids);
	return project.queries.filter((q) => asked.has(q.id));
}

/** Destination of `add`: group_name is found or created through groups/add, else group_id. */
async function destination(call: ToolCall): Promise<QueryGroup> {
	const project = projectOf(call);
	if (call.args.group_name !== undefined) {
		const result = (await call.api.call(call.account, project, {
			method: 'POST',
			path: 'groups/add',
			body: { name: call.args.group_name },
		})) as Record<string, unknown>;
		return queryGroup(project, Number(result.group_id), 'group_name');
	}
	if (call.args.group_id === undefined)
		throw new ToolFailure('group_id or group_name: the destination group is required');
	return queryGroup(project, Number(call.args.group_id), 'group_id');
}

const changeQueryGroups: ToolImpl = async (call) => {
	const project = projectOf(call);
	const { action, query_ids, from_group_id, group_id, group_name } = call.args;
	const ids = query_ids as number[];
	if (action === 'move') {
		const body = { query_ids: ids, from_group_id, group_id, group_name };
		const result = (await call.api.call(call.account, project, {
			method: 'POST',
			path: 'groups/move',
			body,
		})) as Record<string, unknown>;
		return { project_id: project.id, ...result };
	}
	if (action === 'add') {
		const queries = projectQueries(call, ids);
		const group = await destination(call);
		let count = 0;
		for (const query of queries) {
			if (query.groupIds.includes(group.id)) continue;
			query.groupIds.push(group.id);
			count += 1;
		}
		return { project_id: project.id, action: 'add', group_id: group.id, count };
	}
	if (from_group_id === undefined)
		throw new ToolFailure(
			'from_group_id: action remove needs the group to remove the queries from',
		);
	const from = queryGroup(project, Number(from_group_id), 'from_group_id');
	const queries = projectQueries(call, ids);
	const outside = queries.filter((q) => !q.groupIds.includes(from.id)).map((q) => q.id);
	if (outside.length)
		throw new ToolFailure(`These queries are not in group ${from.id}: ${outside.join(', ')}`);
	for (const query of queries) query.groupIds = query.groupIds.filter((g) => g !== from.id);
	return { project_id: project.id, action: 'remove', group_id: from.id, count: queries.length };
};

export const GROUP_TOOLS: Record<string, ToolImpl> = {
	get_query_groups: listGroups('query'),
	get_url_groups: listGroups('url'),
	create_query_group: createGroup,
	update_query_group: updateGroup,
	delete_query_groups: deleteQueryGroups,
	change_query_groups: changeQueryGroups,
};
