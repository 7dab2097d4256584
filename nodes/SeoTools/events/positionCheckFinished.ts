import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { restApiRequest } from '../../shared/transport';
import { parseProjectId, projectLocator } from '../../shared/parts/projectLocator';
import type { TriggerEvent } from './types';
import { unreadableAnswer } from '../../shared/parts/answers/unreadableAnswer';

interface ProjectUpdates {
	id: string;
	domain: string;
	name: string;
	dates: string[];
}

async function readUpdates(ctx: IPollFunctions): Promise<ProjectUpdates[]> {
	const only = parseProjectId(ctx.getNodeParameter('projectId', ''));
	const answer = await restApiRequest(ctx, { path: 'projects/list', retry: 'safe' });
	// The REST document gives data as a list: without it nothing can be said, so "no check
	// finished" is never reported in its place (docs/open-answer-readers.md).
	if (!Array.isArray(answer.data))
		throw unreadableAnswer(
			ctx.getNode(),
			0,
			'the list of projects and their finished checks (data)',
			'projects/list',
			answer,
			'No event is emitted until the list can be read.',
		);
	return (answer.data as IDataObject[])
		.map((entry) => {
			const project = (entry.project ?? {}) as IDataObject;
			return {
				id: String(project.id ?? ''),
				domain: String(project.domain ?? ''),
				name: String(project.name ?? ''),
				dates: Array.isArray(entry.update) ? (entry.update as string[]).map(String) : [],
			};
		})
		.filter((p) => only === undefined || p.id === String(only));
}

// project_id, previous_date and finished_date (YYYY-MM-DD) are the names and form Position →
// Compare Checks reads in its "From the Input Item" mode: keep them in step.
const toEvent = (p: ProjectUpdates, date: string, previous: string | null): IDataObject => ({
	event: 'positionCheckFinished',
	project_id: p.id,
	domain: p.domain,
	name: p.name,
	finished_date: date,
	previous_date: previous,
});

export const positionCheckFinished: TriggerEvent = {
	value: 'positionCheckFinished',
	name: 'Position Check Finished',
	description:
		'A position check of a project finished (a new date in its update list). Its project_id, previous_date and finished_date go straight into Position → Compare Checks (From the Input Item). Uses the account credential.',
	credential: 'account',
	properties: [
		// Picked like every other event's project; the name stays `projectId`, and a project ID
		// saved as text before still reads (parseProjectId takes both forms).
		{
			...projectLocator,
			name: 'projectId',
			required: false,
			description: 'Only this project; empty watches every project you can see',
		},
	],
	async poll(ctx, state, baseline) {
		const last = (state.last ?? {}) as IDataObject;
		const events: IDataObject[] = [];
		for (const project of await readUpdates(ctx)) {
			const previous = (last[project.id] as string | undefined) ?? null;
			const newer = project.dates.filter((d) => previous === null || d > previous).sort();
			if (newer.length) last[project.id] = newer[newer.length - 1];
			// A project seen for the first time sets its baseline like the first poll does.
			if (!baseline && previous !== null) {
				newer.forEach((date, i) =>
					events.push(toEvent(project, date, i === 0 ? previous : newer[i - 1])),
				);
			}
		}
		state.last = last;
		return events;
	},
	async latest(ctx) {
		const projects = await readUpdates(ctx);
		const withDates = projects.filter((p) => p.dates.length);
		if (!withDates.length) return undefined;
		const newest = withDates.sort((a, b) =>
			a.dates[a.dates.length - 1] < b.dates[b.dates.length - 1] ? 1 : -1,
		)[0];
		const dates = newest.dates;
		return toEvent(
			newest,
			dates[dates.length - 1],
			dates.length > 1 ? dates[dates.length - 2] : null,
		);
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
