import type { Project, SearchQuery } from '../core/model';
import { jsonObject, pick } from '../core/request';
import type { Router, SimContext } from '../core/router';
import { GENERAL_GROUP } from '../core/seed';
import { guarded, intParam, resolveProject } from './access';
import { createGroup, findGroupByName, newPhraseCount, phraseIndex, queryGroup } from './groups';
import { nextPageSize } from './pageCap';
import { servedPage } from './pageOffset';
import { idList, phraseList } from './phrases';
import { bare, ProjectApiFailure, wrapped } from './respond';

/** One row per query and group, in order of addition (docs/service/project-api.md#records). */
export function queryRows(project: Project): Array<Record<string, string | null>> {
	return [...project.queries]
		.sort((a, b) => a.addedAt - b.addedAt || a.id - b.id)
		.flatMap((q): Array<Record<string, string | null>> => {
			const base = {
				id: String(q.id),
				query: q.phrase,
				frequency: String(q.frequency),
				frequency_type: q.frequencyType,
			};
			const groups: Array<string | null> = q.groupIds.length ? q.groupIds.map(String) : [null];
			return groups.map((group_id) => ({ ...base, group_id }));
		});
}

interface SetInput {
	phrases: string[];
	group?: string;
	groupId?: number;
	mode: 'replace' | 'add';
	url: string | null;
}

/** queries/set rules 1-4: existing phrases are reused; the group and the URL apply to every phrase. */
export function setQueries(ctx: SimContext, project: Project, input: SetInput): SearchQuery[] {
	let targetId: number | undefined;
	if (input.groupId !== undefined)
		targetId = queryGroup(project, input.groupId, 'group_id').id; // never creates
	else if (input.group) {
		const named = findGroupByName(project, input.group);
		if (named?.kind === 'url')
			throw new ProjectApiFailure(
				52,
				`group: "${named.name}" is a URL group; search queries cannot be put in it`,
			);
		targetId = (named ?? createGroup(ctx, project, input.group)).id;
	}
	if (project.queries.length + newPhraseCount(project, input.phrases) > project.queryLimit) {
		throw new ProjectApiFailure(
			52,
			`The new queries do not fit the project limit of ${project.queryLimit} queries; nothing was added`,
		);
	}
	let added = 0;
	const byPhrase = phraseIndex(project);
	const result = input.phrases.map((phrase) => {
		let query = byPhrase.get(phrase.toLowerCase());
		if (!query) {
			query = {
				id: ctx.state.nextId('query', 500001),
				phrase,
				url: null,
				frequency: 0,
				frequencyType: 'exact',
				groupIds: [targetId ?? GENERAL_GROUP.id],
				addedAt: ctx.clock.now(),
			};
			project.queries.push(query);
			byPhrase.set(phrase.toLowerCase(), query);
			added++;
		} else if (targetId !== undefined) {
			query.groupIds =
				input.mode === 'add' ? [...new Set([...query.groupIds, targetId])] : [targetId];
		}
		query.url = input.url;
		return query;
	});
	if (added)
		project.summaryEvents.push({
			at: ctx.clock.now(),
			text: `${added} queries added; frequency collection started`,
		});
	return result;
}

export function registerQueries(router: Router): void {
	router.get(
		'/projects/api/v1/queries/get',
		guarded((req, ctx) => {
			const { project } = resolveProject(req, ctx);
			const offset = Math.max(0, intParam(req.query.offset) ?? 0);
			const limit = nextPageSize(ctx.state, intParam(req.query.limit) ?? 0);
			return bare(servedPage(ctx.state, queryRows(project), offset, limit));
		}),
	);

	// Everything is read from the query string, for GET and POST alike
	// (docs/service/project-api.md#queries).
	router.any(
		'/projects/api/v1/queries/set',
		guarded((req, ctx) => {
			const { project, role } = resolveProject(req, ctx);
			if (role === 'read')
				throw new ProjectApiFailure(50, 'Access denied: write access to the project is required');
			const phrases = phraseList(req.query.queries, /\|/, true);
			if (!phrases.length)
				throw new ProjectApiFailure(52, 'queries: give at least one phrase, separated by |');
			const mode = (req.query.group_mode ?? 'replace') as string;
			if (mode !== 'replace' && mode !== 'add')
				throw new ProjectApiFailure(52, 'group_mode: replace or add');
			const groupIdRaw = req.query.group_id;
			const groupId =
				groupIdRaw === undefined || groupIdRaw === '' ? undefined : intParam(groupIdRaw);
			if (groupIdRaw !== undefined && groupIdRaw !== '' && groupId === undefined)
				throw new ProjectApiFailure(52, 'group_id: an integer');
			const url =
				typeof req.query.url === 'string' && req.query.url.trim() ? req.query.url.trim() : null;
			const group =
				typeof req.query.group === 'string' && req.query.group.trim()
					? req.query.group.trim()
					: undefined;
			const rows = setQueries(ctx, project, { phrases, group, groupId, mode, url }).map((q) => ({
				id: q.id,
				query: q.phrase,
			}));
			// One phrase answers {id, query}; the shape for several is not shown: an array of those.
			return bare(rows.length === 1 ? rows[0] : rows);
		}),
	);

	router.post(
		'/projects/api/v1/queries/delete',
		guarded((req, ctx) => {
			const { project, role } = resolveProject(req, ctx, { from: 'any' });
			if (role === 'read')
				throw new ProjectApiFailure(50, 'Access denied: write access to the project is required');
			const ids = idList(pick('queries_id', jsonObject(req), req.form, req.query)).filter(
				Number.isInteger,
			);
			// Rule 2: foreign ids are dropped silently; count covers only the project's queries.
			const asked = new Set(ids);
			const own = new Set(project.queries.filter((q) => asked.has(q.id)).map((q) => q.id));
			project.queries = project.queries.filter((q) => !own.has(q.id));
			return wrapped({
				status: 'queued',
				message: 'Queries are queued for deletion',
				count: own.size,
			});
		}),
	);
}
