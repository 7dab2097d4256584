import {
	NodeOperationError,
	type IDataObject,
	type INodeProperties,
	type IPollFunctions,
} from 'n8n-workflow';
import { restApiRequest } from '../../shared/transport';
import { agentToolCall } from '../../shared/parts/agent/agentToolCall';
import { readRows } from '../../shared/parts/answers/readRows';
import { unreadableAnswer } from '../../shared/parts/answers/unreadableAnswer';
import { readEach } from './readEach';
import { parseProjectId, projectLocator } from '../../shared/parts/projectLocator';
import { isRecord } from '../../shared/utils/isRecord';

/** Which projects a per-project event watches: one, a chosen list, or every project the credential sees. */
export type WatchMode = 'one' | 'list' | 'all';

export const watchProperty: INodeProperties = {
	displayName: 'Watch',
	description:
		'Which projects the event watches: one, a list of project IDs, or every project the credential sees',
	name: 'watch',
	type: 'options',
	noDataExpression: true,
	default: 'one',
	options: [
		{
			name: 'All Projects',
			value: 'all',
			description:
				'Every project the credential sees, including projects added after the workflow was activated',
		},
		{ name: 'Chosen Projects', value: 'list', description: 'The projects listed by ID' },
		{ name: 'One Project', value: 'one' },
	],
};

export const projectIdsProperty: INodeProperties = {
	displayName: 'Project IDs',
	name: 'projectIds',
	type: 'string',
	default: '',
	required: true,
	placeholder: 'e.g. 12345, 12346',
	description: 'The projects to watch, by ID, separated by commas or new lines',
	displayOptions: { show: { watch: ['list'] } },
};

/** The Watch choice, the one project's field and the list's field, in this order. */
export const watchedProjectsProperties: INodeProperties[] = [
	watchProperty,
	{ ...projectLocator, displayOptions: { show: { watch: ['one'] } } },
	projectIdsProperty,
];

/** The project ids of Project IDs; an entry that is not an id is an error naming the field. */
function listedIds(ctx: IPollFunctions): number[] {
	const text = String(ctx.getNodeParameter('projectIds', '') ?? '');
	const ids: number[] = [];
	for (const part of text.split(/[\s,;]+/).filter(Boolean)) {
		const id = parseProjectId(part);
		if (id === undefined || id <= 0)
			throw new NodeOperationError(ctx.getNode(), `Project IDs: "${part}" is not a project ID`, {
				description: 'Project IDs are whole numbers like 12345, separated by commas or new lines.',
			});
		ids.push(id);
	}
	if (!ids.length)
		throw new NodeOperationError(ctx.getNode(), 'Project IDs needs at least one project ID', {
			description: 'Enter the IDs of the projects to watch, or choose All Projects.',
		});
	return [...new Set(ids)];
}

/**
 * Every project the credential sees: the account's projects/list (docs/service/rest-api.md) with
 * the account credential, else the agent interface's list_projects (the project API has no list
 * method). list_projects shows no result shape, so the list is found in any plausible form.
 */
export async function allProjects(ctx: IPollFunctions, account = false): Promise<IDataObject[]> {
	if (account) {
		const answer = await restApiRequest(ctx, { path: 'projects/list', retry: 'safe' });
		// The REST API gives data as a list: without it nothing can be said about any project, so
		// "no project" (and so "no check finished") is never reported in its place.
		if (!Array.isArray(answer.data))
			throw unreadableAnswer(
				ctx.getNode(),
				0,
				'the list of projects and their finished checks (data)',
				'projects/list',
				answer,
				'No event is emitted until the list can be read.',
			);
		return answer.data
			.filter(isRecord)
			.map((entry) => (isRecord(entry.project) ? { ...entry.project, ...entry } : entry));
	}
	const data = await agentToolCall(ctx, undefined, { tool: 'list_projects', args: {} });
	const list = readRows(data, { strict: true })?.rows;
	if (!list)
		throw new NodeOperationError(
			ctx.getNode(),
			'The project list could not be read: the service’s list_projects answered without a list',
			{ description: 'Watch One Project or Chosen Projects instead, by project ID.' },
		);
	return list.filter(isRecord);
}

/** A project's id in a project list entry (`id`, `project_id`, or the card under `project`). */
export function projectIdOf(entry: IDataObject): number | undefined {
	const card = isRecord(entry.project) ? entry.project : entry;
	return parseProjectId(card.id ?? card.project_id ?? entry.project_id);
}

/** The parameter that names the one project: `project`, or Position Check Finished's `projectId`. */
export interface WatchOptions {
	projectParameter?: string;
	/** An empty one-project field means every project (Position Check Finished's old meaning). */
	emptyMeansAll?: boolean;
	account?: boolean;
}

/** The ids the event watches this poll, read once per poll. */
export async function watchedProjectIds(
	ctx: IPollFunctions,
	options: WatchOptions = {},
): Promise<number[]> {
	const mode = ctx.getNodeParameter('watch', 'one') as WatchMode;
	if (mode === 'list') return listedIds(ctx);
	const parameter = options.projectParameter ?? 'project';
	if (mode === 'one') {
		const raw = ctx.getNodeParameter(parameter, '');
		const id = parseProjectId(raw);
		if (id !== undefined && id > 0) return [id];
		const value = isRecord(raw) ? (raw as IDataObject).value : raw;
		if (!(options.emptyMeansAll && String(value ?? '').trim() === ''))
			throw new NodeOperationError(
				ctx.getNode(),
				`Project: "${String(value ?? '')}" is not a project ID or project page address`,
				{
					description:
						'Use a whole number like 12345, pick the project from the list, or paste the address of the project page.',
				},
			);
	}
	const ids = (await allProjects(ctx, options.account))
		.map(projectIdOf)
		.filter((id): id is number => id !== undefined);
	return [...new Set(ids)];
}

/**
 * Reads every watched project in the node's window and returns their events in project order.
 * Each project keeps its own cursor in `state.projects`; a project read for the first time (the
 * baseline poll, or a project added later under All Projects) sets its cursor and fires nothing.
 * A project that fails to read keeps its cursor and is read again next poll, so it hides no other
 * project's events; only when every project fails does the poll fail, with the first error.
 */
export async function eachWatchedProject(
	ctx: IPollFunctions,
	state: IDataObject,
	baseline: boolean,
	read: (projectId: number, cursor: IDataObject, first: boolean) => Promise<IDataObject[]>,
	options: WatchOptions = {},
): Promise<IDataObject[]> {
	const ids = await watchedProjectIds(ctx, options);
	const cursors = (isRecord(state.projects) ? state.projects : {}) as IDataObject;
	const outcomes = await readEach(
		ctx,
		ids.length,
		async (index): Promise<{ events: IDataObject[] } | { error: unknown }> => {
			const key = String(ids[index]);
			const cursor = { ...((isRecord(cursors[key]) ? cursors[key] : {}) as IDataObject) };
			try {
				const first = baseline || cursor.seen !== true;
				const events = await read(ids[index], cursor, first);
				cursor.seen = true;
				cursors[key] = cursor;
				return { events: first ? [] : events };
			} catch (error) {
				return { error };
			}
		},
	);
	state.projects = cursors;
	const failed = outcomes.filter((o): o is { error: unknown } => 'error' in o);
	if (ids.length && failed.length === ids.length) throw failed[0].error;
	return outcomes.flatMap((o) => ('events' in o ? o.events : []));
}

/** The newest real event among the watched projects, for Fetch Test Event (first project that has one). */
export async function firstLatest(
	ctx: IPollFunctions,
	latest: (projectId: number) => Promise<IDataObject | undefined>,
	options: WatchOptions = {},
): Promise<IDataObject | undefined> {
	const ids = await watchedProjectIds(ctx, options);
	let firstError: unknown;
	for (const id of ids) {
		try {
			const event = await latest(id);
			if (event) return event;
		} catch (error) {
			// One unreadable project does not hide another's event; all unreadable is an error.
			firstError ??= error;
		}
	}
	if (firstError !== undefined && ids.length === 1) throw firstError;
	return undefined;
}
