import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { projectApiRequest } from '../../shared/transport';
import { projectLocator } from '../../shared/parts/projectLocator';
import { triggerProjectId } from './triggerProjectId';
import type { TriggerEvent } from './types';

async function readSummary(ctx: IPollFunctions, projectId: number): Promise<IDataObject[]> {
	return ((await projectApiRequest(ctx, {
		path: 'audit/getsummary',
		qs: { project_id: projectId },
		form: 'bare',
	})) ?? []) as IDataObject[];
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
	description: 'A check of the audit summary (subdomains, server response) turned to warning',
	credential: 'apiKey',
	properties: [projectLocator],
	async poll(ctx, state, baseline) {
		const projectId = triggerProjectId(ctx);
		const previous = (state.warnings ?? {}) as IDataObject;
		const rows = await readSummary(ctx, projectId);
		const events = rows
			.filter((row) => row.warning === true && previous[String(row.ID)] !== true)
			.map((row) => toEvent(projectId, row));
		state.warnings = Object.fromEntries(rows.map((row) => [String(row.ID), row.warning === true]));
		return baseline ? [] : events;
	},
	async latest(ctx) {
		const projectId = triggerProjectId(ctx);
		const row = (await readSummary(ctx, projectId)).find((r) => r.warning === true);
		return row ? toEvent(projectId, row) : undefined;
	},
	sample: {
		event: 'auditWarningRaised',
		project_id: '48120',
		check: 'server-response',
		warning: true,
		date: '20.11.2026',
	},
};
