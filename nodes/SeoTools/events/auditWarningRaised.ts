import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { projectApiRequest } from '../../shared/transport';
import { eachWatchedProject, firstLatest, watchedProjectsProperties } from './watchedProjectIds';
import type { TriggerEvent } from './types';

async function readSummary(ctx: IPollFunctions, projectId: number): Promise<IDataObject[]> {
	const rows = await projectApiRequest(ctx, {
		path: 'audit/getsummary',
		qs: { project_id: projectId },
		form: 'bare',
	});
	return (Array.isArray(rows) ? rows : []) as IDataObject[];
}

const toEvent = (projectId: number, row: IDataObject): IDataObject => ({
	event: 'auditWarningRaised',
	project_id: String(projectId),
	check: row.ID,
	warning: true,
	date: row.date ?? null,
});

export const auditWarningRaised: TriggerEvent = {
	value: 'auditWarningRaised',
	name: 'Audit Warning Raised',
	description:
		'A check of the audit summary (subdomains, server response) turned to warning: once per incident, again only after it was clear',
	credential: 'apiKey',
	properties: watchedProjectsProperties,
	async poll(ctx, state, baseline) {
		return await eachWatchedProject(ctx, state, baseline, async (projectId, cursor) => {
			// A check warns once per incident: it fires when it turns to warning, and again only
			// after a summary showed it clear. A check missing from one summary keeps its state.
			const previous = (cursor.warnings ?? {}) as IDataObject;
			const rows = await readSummary(ctx, projectId);
			const events = rows
				.filter((row) => row.warning === true && previous[String(row.ID)] !== true)
				.map((row) => toEvent(projectId, row));
			cursor.warnings = {
				...previous,
				...Object.fromEntries(rows.map((row) => [String(row.ID), row.warning === true])),
			};
			return events;
		});
	},
	async latest(ctx) {
		return await firstLatest(ctx, async (projectId) => {
			const row = (await readSummary(ctx, projectId)).find((r) => r.warning === true);
			return row ? toEvent(projectId, row) : undefined;
		});
	},
	sample: {
		event: 'auditWarningRaised',
		project_id: '48120',
		check: 'server-response',
		warning: true,
		date: '20.11.2026',
	},
};
