import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { agentRows, needed, statusChanges } from './agentRows';
import { eachWatchedProject, firstLatest, watchedProjectsProperties } from './watchedProjectIds';
import type { TriggerEvent } from './types';

const ID = ['task_id', 'id', 'recommendation_id'];
const STATUS = ['status', 'state'];
const TOOL = 'get_recommendations';

/** Board statuses (docs/service/agent-interface.md#states): `new`, `in_progress`, `done`. */
const STATUS_OPTIONS = [
	{ name: 'Done', value: 'done' },
	{ name: 'In Progress', value: 'in_progress' },
	{ name: 'New', value: 'new' },
];

async function board(ctx: IPollFunctions, projectId: number) {
	return await agentRows(ctx, TOOL, { project_id: projectId });
}

const toEvent = (
	projectId: number,
	change: { key: string; status: string; previous?: string; row: IDataObject },
): IDataObject => ({
	event: 'recommendationChanged',
	project_id: String(projectId),
	task_id: change.key,
	change: change.previous === undefined ? 'created' : 'status_changed',
	status: change.status,
	previous_status: change.previous ?? null,
	recommendation: change.row,
});

export const recommendationChanged: TriggerEvent = {
	value: 'recommendationChanged',
	name: 'Recommendation Created or Changed',
	description:
		'A recommendation task appeared on the project’s board or moved to another status (new, in progress, done)',
	credential: 'apiKey',
	properties: [
		...watchedProjectsProperties,
		{
			displayName: 'Fire On',
			description: 'Which changes of a recommendation fire the event',
			name: 'recommendationChanges',
			type: 'multiOptions',
			default: ['created', 'status_changed'],
			options: [
				{ name: 'Created', value: 'created' },
				{ name: 'Status Changed', value: 'status_changed' },
			],
		},
		{
			displayName: 'Only To Statuses',
			name: 'recommendationStatuses',
			type: 'multiOptions',
			default: [],
			options: STATUS_OPTIONS,
			description: 'Fire only when the task is in one of these statuses; none chosen means any',
		},
	],
	async poll(ctx, state, baseline) {
		const changes = ctx.getNodeParameter('recommendationChanges', []) as string[];
		const statuses = ctx.getNodeParameter('recommendationStatuses', []) as string[];
		return await eachWatchedProject(ctx, state, baseline, async (projectId, cursor) =>
			statusChanges(
				cursor,
				await board(ctx, projectId),
				(row) => needed(ctx, row, ID, 'recommendation task id', TOOL),
				(row) => needed(ctx, row, STATUS, 'recommendation status', TOOL),
			)
				.map((c) => toEvent(projectId, c))
				.filter(
					(e) =>
						changes.includes(String(e.change)) &&
						(!statuses.length || statuses.includes(String(e.status))),
				),
		);
	},
	async latest(ctx) {
		return await firstLatest(ctx, async (projectId) => {
			const row = (await board(ctx, projectId))[0];
			return row
				? toEvent(projectId, {
						key: needed(ctx, row, ID, 'recommendation task id', TOOL),
						status: needed(ctx, row, STATUS, 'recommendation status', TOOL),
						row,
					})
				: undefined;
		});
	},
	sample: {
		event: 'recommendationChanged',
		project_id: '48120',
		task_id: '311',
		change: 'status_changed',
		status: 'done',
		previous_status: 'in_progress',
		recommendation: { task_id: 311, name: 'Add the query to the title', status: 'done' },
	},
};
