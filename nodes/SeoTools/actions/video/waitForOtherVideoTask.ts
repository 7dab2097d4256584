import { sleep, type IExecuteFunctions } from 'n8n-workflow';
import { apiKeyCredential, readVideoTask, serviceError } from '../../../shared/transport';
import { videoTaskEnded } from '../../../shared/parts/video/reserveVideoSlot';
import { waitedSeconds, type PlaceWait } from './videoPlaceWait';

/**
 * docs/service/tools-api.md#task-life-cycle, docs/service/errors.md#tools-api-codes: a tool that
 * runs one task at a time refuses a new one with -32 and returns the running task's report_id. That
 * task is someone else's (another item, workflow or the service's website): never this item's
 * result, never registered as this item's task. The refusal queued nothing, so nothing was charged
 * for this item.
 */
export const TASK_RUNNING = -32;

/** Names the running task, or says the service named none. */
const named = (reportId: string) => (reportId ? `task ${reportId}` : 'a task');

/** The -32 for an item that does not wait: what happened, and how to get its own task queued. */
export async function taskRunsError(ctx: IExecuteFunctions, itemIndex: number, reportId: string) {
	const { apiKey } = await apiKeyCredential(ctx, itemIndex);
	const lookUp = reportId ? ` (Video → Get Result with report ID ${reportId} shows it)` : '';
	return serviceError(ctx.getNode(), {
		surface: 'tools',
		code: TASK_RUNNING,
		message: `The video tool already runs ${named(reportId)} and refused a new one`,
		hint: `The service runs one video task at a time for this account and answered with the running task's report ID; that task is not this item's. Nothing was queued and nothing was charged for this item. Run it again once that task has ended${lookUp}, or turn on Wait for Completion: the item then waits for that task to end and queues its own.`,
		itemIndex,
		secrets: [apiKey],
	});
}

/**
 * Waits, every poll interval within the item's Timeout, until the running task has ended (its
 * result is a free read, docs/service/tools-api.md#task-life-cycle), so that the caller can queue
 * this item's own task. Throws when the Timeout passes first: nothing was queued.
 */
export async function waitForOtherVideoTask(
	ctx: IExecuteFunctions,
	itemIndex: number,
	reportId: string,
	place: PlaceWait,
	tries: number,
): Promise<void> {
	while (Date.now() + place.intervalMs <= place.deadline) {
		await sleep(place.intervalMs);
		// Without an id the -32 can only be asked again after a poll interval.
		if (!reportId) return;
		const answer = await readVideoTask(ctx, reportId, { itemIndex, returnErrors: true });
		if (answer.state === 'done' || answer.state === 'error') {
			await videoTaskEnded(ctx, reportId, itemIndex);
			return;
		}
	}
	const { apiKey } = await apiKeyCredential(ctx, itemIndex);
	throw serviceError(ctx.getNode(), {
		surface: 'tools',
		code: TASK_RUNNING,
		message: `The video tool still runs ${named(reportId)} and refused a new one`,
		hint: `The service runs one video task at a time for this account; ${named(reportId)} (not this item's) had not ended when this item's Timeout (Minutes) passed. This item waited ${waitedSeconds(place)} s and asked to queue ${tries === 1 ? 'once' : `${tries} times`}. Nothing was queued and nothing was charged for this item. Run it again later, or raise Timeout (Minutes) so that it waits longer.`,
		itemIndex,
		secrets: [apiKey],
	});
}
