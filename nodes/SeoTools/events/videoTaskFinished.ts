import { NodeOperationError, type IDataObject, type IPollFunctions } from 'n8n-workflow';
import { ID_RULE, idFrom } from '../../shared/parts/idFrom';
import { maxParallelRequests, readVideoTask } from '../../shared/transport';
import { registeredTasks, settleTask } from '../../shared/parts/video/registeredTasks';
import { resultJson } from '../../shared/parts/video/resultJson';
import { videoTaskEnded } from '../../shared/parts/video/reserveVideoSlot';
import { SlidingWindow } from '../../shared/parts/slidingWindow';

import { remember } from './triggerProjectId';
import type { TriggerEvent } from './types';

/**
 * Terminal error codes of a task (docs/service/tools-api.md#task-life-cycle,
 * docs/service/errors.md#tools-api-codes) and the status the event reports.
 */
const TERMINAL: Record<number, string> = {
	[-104]: 'processing_error',
	[-125]: 'processing_error',
	[-105]: 'stopped_limits_run_out',
	[-106]: 'canceled',
	[-107]: 'timed_out',
};

function watchedIds(ctx: IPollFunctions): string[] {
	const explicit = String(ctx.getNodeParameter('reportIds', '') ?? '')
		.split(/[\s,;]+/)
		.filter(Boolean);
	// An entry that is no report ID is refused, not skipped: a watch that silently drops one
	// would never report that task (docs/decisions/field-readers-and-statuses.md#one-reader-per-kind-of-field).
	const wrong = explicit.find((id) => idFrom(id) === undefined);
	if (wrong !== undefined)
		throw new NodeOperationError(ctx.getNode(), `Report IDs: "${wrong}" is not a report ID`, {
			description: `A report ID is ${ID_RULE}; several are separated by commas or new lines.`,
		});
	const queued = ctx.getNodeParameter('watchQueued', true)
		? registeredTasks(ctx.getWorkflow().id, ctx.getWorkflowStaticData('global'))
		: [];
	return [...new Set([...explicit, ...queued])];
}

/** Reads one task: an event when it has ended, undefined while it runs or cannot be read. */
async function readTask(ctx: IPollFunctions, reportId: string): Promise<IDataObject | undefined> {
	const answer = await readVideoTask(ctx, reportId, { returnErrors: true });
	if (answer.state === 'done') {
		await videoTaskEnded(ctx, reportId);
		return { event: 'videoTaskFinished', ...resultJson(reportId, answer.data) };
	}
	if (answer.state === 'error' && TERMINAL[answer.code]) {
		await videoTaskEnded(ctx, reportId);
		return {
			event: 'videoTaskFinished',
			report_id: reportId,
			status: TERMINAL[answer.code],
			success: false,
			code: answer.code,
			message: answer.message,
			links: [],
		};
	}
	return undefined;
}

export const videoTaskFinished: TriggerEvent = {
	value: 'videoTaskFinished',
	name: 'Video Task Finished',
	description:
		'A watched video task ended: done, failed (refunded), canceled, timed out, stopped for limits or a processing error',
	credential: 'apiKey',
	properties: [
		{
			displayName: 'Watch Tasks Queued in This Workflow',
			name: 'watchQueued',
			type: 'boolean',
			default: true,
			description:
				'Whether to watch every task that an SEO Tools node of this workflow queued (Video → Generate or Edit)',
		},
		{
			displayName: 'Report IDs',
			name: 'reportIds',
			type: 'string',
			default: '',
			placeholder: 'e.g. 48213, 48214',
			description: 'More tasks to watch, by report ID, separated by commas',
		},
	],
	async poll(ctx, state, baseline) {
		const fired = new Set((state.fired as string[]) ?? []);
		const events: IDataObject[] = [];
		const settled: string[] = [];
		const watched = watchedIds(ctx).filter((reportId) => !fired.has(reportId));
		// The tasks are read in the same adaptive window as the action node's items, in order.
		const window = new SlidingWindow<IDataObject | undefined>(maxParallelRequests(ctx), false);
		for (let index = 0; index < watched.length && (await window.place()); index++) {
			// One unreadable task (network, access) must not lose the others; it is read again next poll.
			window.hold(
				index,
				readTask(ctx, watched[index]).catch(() => undefined),
			);
		}
		const read = await window.results();
		read.forEach((event, index) => {
			if (!event) return;
			settled.push(watched[index]);
			if (!baseline) events.push(event);
		});
		for (const id of settled) settleTask(ctx.getWorkflow().id, id);
		state.fired = remember(state.fired, settled, 2000);
		return events;
	},
	async latest(ctx) {
		for (const reportId of watchedIds(ctx).reverse()) {
			const event = await readTask(ctx, reportId);
			if (event) return event;
		}
		return undefined;
	},
	sample: {
		event: 'videoTaskFinished',
		report_id: '48213',
		status: 'done',
		success: true,
		links: ['https://cdn.example.com/video/48213.mp4'],
		error: null,
		duration_used: 10,
		cost: 120,
		refunded: false,
		time: '2026-11-20 09:03:00',
	},
};
