import { z } from 'zod';
import type { Project, QueryGroup, SearchQuery } from '../core/model';
import { jsonObject } from '../core/request';
import type { Router, SimContext } from '../core/router';
import { GENERAL_GROUP } from '../core/seed';
import { parseWith } from '../core/validate';
import { guarded, resolveProject } from './access';
import { idList, phraseList } from './phrases';
import { ProjectApiFailure, wrapped } from './respond';

/**
 * docs/service/project-api.md#query-groups, docs/service/limits.md#project-api: more than this many
 * queries are processed in the background.
 */
export const BACKGROUND_THRESHOLD = 50;
export const MOVE_MAX_IDS = 1000;

const intLike = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);
const flag = z
	.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
	.transform(Number)
	.optional();

const addSchema = z.object({
	name: z.string().trim().min(1, 'name is required'),
	order: intLike.optional(),
	queries: z.union([z.array(z.string()), z.string()]).optional(),
	keep_case: flag,
});
const deleteSchema = z.object({
	group_ids: z.union([z.array(intLike), z.string(), z.number()]).optional(),
	group_id: intLike.optional(),
	move_to_group_id: intLike.optional(),
	with_queries: flag,
});
const moveSchema = z.object({
	query_ids: z.union([z.array(intLike), z.string()]),
	from_group_id: intLike,
	group_id: intLike.optional(),
	group_name: z.string().trim().min(1).optional(),
});

function validated<S extends z.ZodTypeAny>(schema: S, data: unknown): z.infer<S> {
	const parsed = parseWith(schema, data);
	if (!parsed.ok) throw new ProjectApiFailure(52, `Invalid request: ${parsed.issues.join('; ')}`);
	return parsed.value;
}

export function findGroupByName(project: Project, name: string): QueryGroup | undefined {
	if (name.trim().toLowerCase() === GENERAL_GROUP.name.toLowerCase())
		return project.groups.find((g) => g.id === GENERAL_GROUP.id);
	return project.groups.find((g) => g.name.toLowerCase() === name.trim().toLowerCase());
}

/** A destination for queries: the project's query group or Общая; URL groups are refused. */
export function queryGroup(project: Project, id: number, field: string): QueryGroup {
	const group = project.groups.find((g) => g.id === id);
	if (!group)
		throw new ProjectApiFailure(52, `${field}: group ${id} is not a group of this project`);
	if (group.kind === 'url')
		throw new ProjectApiFailure(
			52,
			`${field}: group ${id} is a URL group; search queries cannot be put in it`,
		);
	return group;
}

export function createGroup(
	ctx: SimContext,
	project: Project,
	name: string,
	order = 100,
): QueryGroup {
	const group: QueryGroup = {
		id: ctx.state.nextId('group', 1001),
		name: name.trim(),
		order: order || 100,
		kind: 'query',
	};
	project.groups.push(group);
	return group;
}

/** Adds phrases to a group; existing phrases get the link. Returns the number of new queries. */
export function addPhrasesToGroup(
	ctx: SimContext,
	project: Project,
	group: QueryGroup,
	phrases: string[],
): number {
	let added = 0;
	const byPhrase = phraseIndex(project);
	for (const phrase of phrases) {
		const existing = byPhrase.get(phrase.toLowerCase());
		if (existing) {
			if (!existing.groupIds.includes(group.id)) existing.groupIds.push(group.id);
			continue;
		}
		const query: SearchQuery = {
			id: ctx.state.nextId('query', 500001),
			phrase,
			url: null,
			frequency: 0,
			frequencyType: 'exact',
			groupIds: [group.id],
			addedAt: ctx.clock.now(),
		};
		project.queries.push(query);
		byPhrase.set(phrase.toLowerCase(), query);
		added++;
	}
	if (added) project.summaryEvents.push({ at: ctx.clock.now(), text: `${added} queries added` });
	return added;
}

const phraseIndexes = new WeakMap<SearchQuery[], Map<string, SearchQuery>>();

/**
 * Phrases match without regard to case. The index is kept per queries array so that a bulk
 * import of many requests stays linear; the array is only ever appended to or replaced (delete
 * filters into a new one), so a length mismatch or a new array means "rebuild".
 */
export function phraseIndex(project: Project): Map<string, SearchQuery> {
	let index = phraseIndexes.get(project.queries);
	if (!index || index.size !== project.queries.length) {
		index = new Map();
		for (const q of project.queries)
			if (!index.has(q.phrase.toLowerCase())) index.set(q.phrase.toLowerCase(), q);
		phraseIndexes.set(project.queries, index);
	}
	return index;
}

export function newPhraseCount(project: Project, phrases: string[]): number {
	const known = phraseIndex(project);
	return new Set(phrases.map((p) => p.toLowerCase()).filter((p) => !known.has(p))).size;
}

export function registerGroups(router: Router): void {
	router.get(
		'/projects/api/v1/groups/get',
		guarded((req, ctx) => {
			const { project } = resolveProject(req, ctx);
			return { json: project.groups.map((g) => ({ id: String(g.id), name: g.name })) };
		}),
	);

	router.post(
		'/projects/api/v1/groups/add',
		guarded((req, ctx) => {
			const { project } = resolveProject(req, ctx, { write: true, from: 'body' });
			const input = validated(addSchema, jsonObject(req));
			const phrases = phraseList(input.queries, /\|/, input.keep_case === 1);
			let group = findGroupByName(project, input.name);
			if (group?.kind === 'url')
				throw new ProjectApiFailure(
					52,
					`Group "${group.name}" is a URL group; search queries cannot be put in it`,
				);
			const created = !group;
			group ??= createGroup(ctx, project, input.name, input.order);
			// Rule 3: when the new queries do not fit, none is added, but the group stays created.
			if (project.queries.length + newPhraseCount(project, phrases) > project.queryLimit) {
				throw new ProjectApiFailure(
					52,
					`The new queries do not fit the project limit of ${project.queryLimit} queries; nothing was added`,
					{ group_id: group.id },
				);
			}
			const background = phrases.length > BACKGROUND_THRESHOLD;
			const added = addPhrasesToGroup(ctx, project, group, phrases);
			if (background)
				ctx.state.notify(
					project.id,
					'groups/add',
					`Group "${group.name}": ${phrases.length} queries processed, ${added} new`,
				);
			const message = background
				? `Queries are being added in the background; a notification will follow`
				: created
					? `Group "${group.name}" created`
					: `Queries added to the existing group "${group.name}"`;
			return wrapped({ message, group_id: group.id });
		}),
	);

	router.post(
		'/projects/api/v1/groups/delete',
		guarded((req, ctx) => {
			const { project } = resolveProject(req, ctx, { write: true, from: 'body' });
			const input = validated(deleteSchema, jsonObject(req));
			const ids = [
				...idList(input.group_ids),
				...(input.group_id !== undefined ? [input.group_id] : []),
			];
			if (!ids.length) throw new ProjectApiFailure(52, 'group_ids: give at least one group id');
			if (ids.some((id) => !Number.isInteger(id)))
				throw new ProjectApiFailure(52, 'group_ids: ids are integers');
			if (ids.includes(GENERAL_GROUP.id))
				throw new ProjectApiFailure(52, 'The general group "Общая" cannot be deleted');
			const groups = ids
				.map((id) => project.groups.find((g) => g.id === id))
				.filter((g): g is QueryGroup => g !== undefined);
			if (groups.some((g) => g.kind === 'url'))
				throw new ProjectApiFailure(52, 'URL groups cannot be deleted with this method');
			const deleted = new Set(groups.map((g) => g.id));
			const withQueries = input.with_queries === 1;
			const target = withQueries
				? undefined
				: queryGroup(project, input.move_to_group_id ?? GENERAL_GROUP.id, 'move_to_group_id');
			if (target && deleted.has(target.id))
				throw new ProjectApiFailure(
					52,
					'move_to_group_id: the queries cannot move to a group being deleted',
				);
			const affected = project.queries.filter((q) => q.groupIds.some((id) => deleted.has(id)));
			if (withQueries) {
				// Rule 3: irreversible, also for queries that belong to other groups.
				const gone = new Set(affected.map((q) => q.id));
				project.queries = project.queries.filter((q) => !gone.has(q.id));
			} else {
				for (const q of affected) {
					q.groupIds = q.groupIds.filter((id) => !deleted.has(id));
					if (!q.groupIds.includes(target!.id)) q.groupIds.push(target!.id);
				}
			}
			project.groups = project.groups.filter((g) => !deleted.has(g.id));
			if (affected.length > BACKGROUND_THRESHOLD) {
				ctx.state.notify(
					project.id,
					'groups/delete',
					`${deleted.size} groups deleted; ${affected.length} queries ${withQueries ? 'deleted' : 'moved'}`,
				);
			}
			return wrapped({
				message:
					affected.length > BACKGROUND_THRESHOLD
						? 'Groups are being deleted in the background; a notification will follow'
						: `${deleted.size} groups deleted`,
				deleted: [...deleted],
			});
		}),
	);

	router.post(
		'/projects/api/v1/groups/move',
		guarded((req, ctx) => {
			const { project } = resolveProject(req, ctx, { write: true, from: 'body' });
			const input = validated(moveSchema, jsonObject(req));
			const ids = idList(input.query_ids);
			if (!ids.length) throw new ProjectApiFailure(52, 'query_ids: give at least one query id');
			if (ids.some((id) => !Number.isInteger(id)))
				throw new ProjectApiFailure(52, 'query_ids: ids are integers');
			if (ids.length > MOVE_MAX_IDS)
				throw new ProjectApiFailure(52, `query_ids: at most ${MOVE_MAX_IDS} ids per request`);
			const from = queryGroup(project, input.from_group_id, 'from_group_id');
			// Rule 2: every id must be the project's and in from_group_id; otherwise nothing moves.
			const offending = ids.filter(
				(id) => !project.queries.some((q) => q.id === id && q.groupIds.includes(from.id)),
			);
			if (offending.length) {
				throw new ProjectApiFailure(
					52,
					`Queries not in the project or not in group ${from.id}: ${offending.join(', ')}`,
					{ query_ids: offending },
				);
			}
			let target: QueryGroup;
			if (input.group_name) {
				const named = findGroupByName(project, input.group_name);
				if (named?.kind === 'url')
					throw new ProjectApiFailure(
						52,
						`Group "${named.name}" is a URL group; search queries cannot be put in it`,
					);
				target = named ?? createGroup(ctx, project, input.group_name);
			} else if (input.group_id !== undefined) {
				target = queryGroup(project, input.group_id, 'group_id');
			} else {
				throw new ProjectApiFailure(52, 'group_id or group_name is required');
			}
			// Rules 1 and 3: only the link to from_group_id changes, all at once.
			const moving = new Set(ids);
			for (const query of project.queries.filter((q) => moving.has(q.id))) {
				query.groupIds = query.groupIds.filter((id) => id !== from.id);
				if (!query.groupIds.includes(target.id)) query.groupIds.push(target.id);
			}
			return wrapped({
				message: `${ids.length} queries moved to group "${target.name}"`,
				action: 'move',
				count: ids.length,
			});
		}),
	);
}
