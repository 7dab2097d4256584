import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { agentToolCall } from '../../shared/parts/agent/agentToolCall';
import { finishedChecks } from '../../shared/parts/agent/finishedChecks';
import { readRows } from '../../shared/parts/answers/readRows';
import { parseProjectId, projectLocator } from '../../shared/parts/projectLocator';
import {
	allProjects,
	eachWatchedProject,
	projectIdOf,
	projectIdsProperty,
	firstLatest,
	watchedProjectIds,
	watchProperty,
} from './watchedProjectIds';
import type { TriggerEvent } from './types';
import { unreadableAnswer } from '../../shared/parts/answers/unreadableAnswer';

interface ProjectUpdates {
	id: string;
	domain?: string;
	name?: string;
	/** Finished checks by the day they started (YYYY-MM-DD), oldest first. */
	dates: string[];
}

const usesAccount = (ctx: IPollFunctions) => ctx.getNodeParameter('credentialKind') === 'account';

const WATCH = { projectParameter: 'projectId', emptyMeansAll: true };

/**
 * The account credential: the REST API's projects/list holds every project's update dates, so
 * one request covers one, several or all projects.
 */
async function accountUpdates(ctx: IPollFunctions): Promise<ProjectUpdates[]> {
	const every = (await allProjects(ctx, true)).map((entry) => ({
		id: String(projectIdOf(entry) ?? ''),
		domain: String(entry.domain ?? ''),
		name: String(entry.name ?? ''),
		dates: Array.isArray(entry.update) ? (entry.update as string[]).map(String).sort() : [],
	}));
	const mode = ctx.getNodeParameter('watch', 'one') as string;
	const chosen =
		mode === 'all' ||
		(mode === 'one' && parseProjectId(ctx.getNodeParameter('projectId', '')) === undefined)
			? undefined
			: new Set((await watchedProjectIds(ctx, WATCH)).map(String));
	return every.filter((p) => p.id !== '' && (!chosen || chosen.has(p.id)));
}

/**
 * The API key: the agent interface's get_project_updates (position checks: id, start and end
 * dates), one call per project; a check counts once it has ended (finishedChecks).
 */
async function agentUpdates(ctx: IPollFunctions, projectId: number): Promise<ProjectUpdates> {
	const data = await agentToolCall(ctx, undefined, {
		tool: 'get_project_updates',
		args: { project_id: projectId },
	});
	const rows = readRows(data)?.rows;
	// Without the list nothing can be said, so "no check finished" is never reported in its place.
	if (!rows)
		throw unreadableAnswer(
			ctx.getNode(),
			0,
			'the list of position checks',
			'get_project_updates',
			data,
			'No event is emitted until the list can be read.',
		);
	const checks = finishedChecks(rows);
	return { id: String(projectId), dates: checks.map((c) => c.date).reverse() };
}

// project_id, previous_date and finished_date (YYYY-MM-DD) are the names and form Position →
// Compare Checks reads in its "From the Input Item" mode: keep them in step.
const toEvent = (p: ProjectUpdates, date: string, previous: string | null): IDataObject => ({
	event: 'positionCheckFinished',
	project_id: p.id,
	...(p.domain === undefined ? {} : { domain: p.domain, name: p.name }),
	finished_date: date,
	previous_date: previous,
});

/** The events of one project since its last known date, which moves to the newest. */
function newChecks(project: ProjectUpdates, previous: string | null): IDataObject[] {
	const newer = project.dates.filter((d) => previous === null || d > previous);
	return newer.map((date, i) => toEvent(project, date, i === 0 ? previous || null : newer[i - 1]));
}

const newest = (p: ProjectUpdates): IDataObject | undefined => {
	const d = p.dates;
	return d.length ? toEvent(p, d[d.length - 1], d.length > 1 ? d[d.length - 2] : null) : undefined;
};

export const positionCheckFinished: TriggerEvent = {
	value: 'positionCheckFinished',
	name: 'Position Check Finished',
	description:
		'A position check of a project finished (a new date in its update list). Its project_id, previous_date and finished_date go straight into Position → Compare Checks (From the Input Item).',
	credential: 'account',
	properties: [
		watchProperty,
		// Picked like every other event's project; the name stays `projectId`, and a project ID
		// saved as text before still reads (parseProjectId takes both forms). Left empty it
		// watches every project, as it did before the Watch choice existed.
		{
			...projectLocator,
			name: 'projectId',
			required: false,
			description: 'Only this project; empty watches every project you can see',
			displayOptions: { show: { watch: ['one'] } },
		},
		projectIdsProperty,
	],
	async poll(ctx, state, baseline) {
		if (!usesAccount(ctx)) {
			return await eachWatchedProject(
				ctx,
				state,
				baseline,
				async (projectId, cursor) => {
					const project = await agentUpdates(ctx, projectId);
					const events = newChecks(project, (cursor.last as string | undefined) ?? null);
					const d = project.dates;
					if (d.length && (!cursor.last || d[d.length - 1] > String(cursor.last)))
						cursor.last = d[d.length - 1];
					return events;
				},
				WATCH,
			);
		}
		const last = (state.last ?? {}) as IDataObject;
		const events: IDataObject[] = [];
		for (const project of await accountUpdates(ctx)) {
			const previous = (last[project.id] as string | undefined) ?? null;
			const fresh = newChecks(project, previous);
			if (fresh.length) last[project.id] = fresh[fresh.length - 1].finished_date as string;
			// A project seen for the first time sets its baseline like the first poll does.
			if (!baseline && previous !== null) events.push(...fresh);
			else if (previous === null && !fresh.length) last[project.id] = '';
		}
		state.last = last;
		return events;
	},
	async latest(ctx) {
		if (!usesAccount(ctx)) {
			return await firstLatest(
				ctx,
				async (projectId) => newest(await agentUpdates(ctx, projectId)),
				WATCH,
			);
		}
		const withDates = (await accountUpdates(ctx)).filter((p) => p.dates.length);
		withDates.sort((a, b) => (a.dates[a.dates.length - 1] < b.dates[b.dates.length - 1] ? 1 : -1));
		return withDates.length ? newest(withDates[0]) : undefined;
	},
	sample: {
		event: 'positionCheckFinished',
		project_id: '48120',
		domain: 'example.com',
		name: 'Example',
		finished_date: '2026-11-20',
		previous_date: '2026-11-17',
	},
};

/**
 * The same event read with the API key, through the agent interface (one request per project). An
 * event of its own, not an Authentication choice inside one: n8n's editor hides a field the
 * credential's choice depends on, which would hide the Event selector itself.
 */
export const positionCheckFinishedApiKey: TriggerEvent = {
	...positionCheckFinished,
	value: 'positionCheckFinishedApiKey',
	name: 'Position Check Finished (API Key)',
	description:
		'A position check of a project finished, read with the API key through the agent interface (one request per project). Its project_id, previous_date and finished_date go straight into Position → Compare Checks (From the Input Item).',
	credential: 'apiKey',
};
