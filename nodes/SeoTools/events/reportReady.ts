import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { agentRows, needed, statusChanges } from './agentRows';
import { eachWatchedProject, firstLatest, watchedProjectsProperties } from './watchedProjectIds';
import type { TriggerEvent } from './types';

const ID = ['report_id', 'id'];
const STATUS = ['status', 'state'];
/** A report is ready under any of these words (the service's documentation names no status values for reports). */
const READY = /^(done|ready|finished|complete|completed|success|succeeded)$/i;

async function reports(ctx: IPollFunctions, projectId: number) {
	const rows = await agentRows(ctx, 'list_reports', { project_id: projectId });
	return rows.map((row) => ({
		row,
		id: needed(ctx, row, ID, 'report id', 'list_reports'),
		status: needed(ctx, row, STATUS, 'report status', 'list_reports'),
	}));
}

const toEvent = (projectId: number, id: string, row: IDataObject): IDataObject => ({
	...row,
	event: 'reportReady',
	project_id: String(projectId),
	report_id: id,
});

export const reportReady: TriggerEvent = {
	value: 'reportReady',
	name: 'Report Ready',
	description:
		'A report of the project (scheduled or requested) is ready: once per report. Fetch it with Report → Get or get_report_file.',
	credential: 'apiKey',
	properties: watchedProjectsProperties,
	async poll(ctx, state, baseline) {
		return await eachWatchedProject(ctx, state, baseline, async (projectId, cursor) => {
			const list = await reports(ctx, projectId);
			const readiness = new Map(list.map((r) => [r.id, r]));
			return statusChanges(
				cursor,
				list.map((r) => r.row),
				(row) => needed(ctx, row, ID, 'report id', 'list_reports'),
				(row) =>
					READY.test(needed(ctx, row, STATUS, 'report status', 'list_reports'))
						? 'ready'
						: 'not ready',
			)
				.filter((c) => c.status === 'ready')
				.map((c) => toEvent(projectId, c.key, readiness.get(c.key)!.row));
		});
	},
	async latest(ctx) {
		return await firstLatest(ctx, async (projectId) => {
			const ready = (await reports(ctx, projectId)).find((r) => READY.test(r.status));
			return ready ? toEvent(projectId, ready.id, ready.row) : undefined;
		});
	},
	sample: {
		event: 'reportReady',
		project_id: '48120',
		report_id: '9001',
		status: 'done',
		date: '2026-11-20 09:00:00',
		period: { from: '2026-10-21', to: '2026-11-19', label: 'month' },
	},
};
