import { NodeOperationError, sleep, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import {
	toolsApiRequest,
	apiKeyCredential,
	serviceError,
	type FilePart,
} from '../../../shared/transport';
import { registerTask } from '../../../shared/parts/video/registeredTasks';
import type { VideoModels } from './videoModels';
import { explainRefusals, mentionsSound, SOUND_HINT } from './explainRefusals';
import {
	MAX_RUNNING_VIDEO_TASKS,
	reserveVideoSlot,
} from '../../../shared/parts/video/reserveVideoSlot';
import { videoPlaceWait, waitedSeconds, type PlaceWait } from './videoPlaceWait';
import { taskRunsError, waitForOtherVideoTask } from './waitForOtherVideoTask';
import { itemParameter } from '../../../shared/utils/itemParameter';

export function rejectProblems(
	ctx: IExecuteFunctions,
	itemIndex: number,
	problems: string[],
): void {
	if (!problems.length) return;
	throw new NodeOperationError(ctx.getNode(), problems[0], {
		itemIndex,
		description:
			problems.length > 1
				? `All problems: ${problems.join('; ')}. Nothing was sent.`
				: 'Nothing was sent.',
	});
}

export function pickModel(ctx: IExecuteFunctions, itemIndex: number, models: VideoModels) {
	const value = String(itemParameter(ctx, 'model', itemIndex, '')).trim() || models.default;
	return { value, model: models.models.find((m) => m.value === value) };
}

/** A refused task: the service's reasons (code -100 details) in English, each with its original text. */
async function refusedTask(
	ctx: IExecuteFunctions,
	itemIndex: number,
	code: number,
	message: string,
	details: IDataObject = {},
) {
	const reasons = code === -100 ? explainRefusals(details.details) : [];
	const { apiKey } = await apiKeyCredential(ctx, itemIndex);
	return serviceError(ctx.getNode(), {
		surface: 'tools',
		code,
		message: reasons[0] ?? message,
		details:
			reasons.length > 1
				? `all reasons: ${reasons.join('; ')}`
				: Object.keys(details).length && !reasons.length
					? details
					: undefined,
		hint: reasons.length
			? `${mentionsSound(reasons) ? SOUND_HINT : 'The service refused the task parameters.'} Nothing was queued and no limits were charged.`
			: undefined,
		itemIndex,
		secrets: [apiKey],
	});
}

/**
 * docs/service/errors.md#tools-api-codes: more running tasks than the tool allows; no task was
 * created and nothing charged.
 */
const TOO_MANY_TASKS = -60;

/** The service's -60 after the item asked `tries` times, with what happened and what to do. */
async function tooManyTasks(
	ctx: IExecuteFunctions,
	itemIndex: number,
	refusal: { code: number; message: string },
	tries: number,
	place: PlaceWait,
) {
	const { apiKey } = await apiKeyCredential(ctx, itemIndex);
	const what = `The account already runs the most video tasks the service allows at once (${MAX_RUNNING_VIDEO_TASKS}), counting tasks queued elsewhere: other workflows, other n8n workers, the service's website. Nothing was queued and nothing was charged.`;
	const todo = place.waits
		? ` This item waited ${waitedSeconds(place)} s for a place and asked ${tries} times. Run it again later, or raise Timeout (Minutes) so that it waits longer.`
		: ' Run this item again once a task has ended (Video → Get Result shows it), or turn on Wait for Completion: the item then waits for a place and tries again within its Timeout.';
	return serviceError(ctx.getNode(), {
		surface: 'tools',
		code: refusal.code,
		message: refusal.message,
		hint: what + todo,
		itemIndex,
		secrets: [apiKey],
	});
}

/**
 * Queues a task; limits are charged at queueing, so a task is never queued twice. When the
 * service refuses it as one task too many (-60: nothing queued, nothing charged), an item that
 * waits for completion asks again every poll interval within its Timeout: tasks queued by other
 * processes (n8n workers in queue mode) count there too, which this node's own count cannot see.
 * When the tool refuses it because a task runs (-32), the item waits for that task to end, then
 * queues its own (waitForOtherVideoTask.ts); an item that does not wait fails, naming that task.
 */
export async function queue(
	ctx: IExecuteFunctions,
	itemIndex: number,
	form: IDataObject,
	files: FilePart[],
): Promise<string> {
	const place = videoPlaceWait(ctx, itemIndex);
	for (let tries = 1; ; tries++) {
		// Never a sixth running task because of this node (shared/parts/video/reserveVideoSlot.ts).
		const slot = await reserveVideoSlot(ctx, itemIndex, place.deadline);
		let outcome: Awaited<ReturnType<typeof queueOnce>> | undefined;
		try {
			outcome = await queueOnce(ctx, itemIndex, form, files);
		} finally {
			if (outcome && 'reportId' in outcome) slot.queued(outcome.reportId);
			else slot.abandon();
		}
		if ('reportId' in outcome) return outcome.reportId;
		if ('running' in outcome) {
			if (!place.waits) throw await taskRunsError(ctx, itemIndex, outcome.running);
			await waitForOtherVideoTask(ctx, itemIndex, outcome.running, place, tries);
			continue;
		}
		if (!place.waits || Date.now() + place.intervalMs > place.deadline)
			throw await tooManyTasks(ctx, itemIndex, outcome.full, tries, place);
		await sleep(place.intervalMs);
	}
}

async function queueOnce(
	ctx: IExecuteFunctions,
	itemIndex: number,
	form: IDataObject,
	files: FilePart[],
): Promise<
	{ reportId: string } | { running: string } | { full: { code: number; message: string } }
> {
	const answer = await toolsApiRequest(ctx, {
		method: 'POST',
		tool: 'aivideo',
		form,
		files,
		retry: 'never',
		itemIndex,
		returnErrors: true,
	});
	if (answer.state === 'error' && answer.code === TOO_MANY_TASKS) return { full: answer };
	if (answer.state === 'error')
		throw await refusedTask(ctx, itemIndex, answer.code, answer.message, answer.details);
	// Another task's id: not this item's, so neither registered nor returned as its own.
	if (answer.state === 'alreadyRunning') return { running: answer.reportId };
	const reportId = answer.state === 'done' ? answer.data.report_id : undefined;
	if (reportId === undefined || reportId === null) {
		throw new NodeOperationError(
			ctx.getNode(),
			'The service queued nothing: its answer had no report_id',
			{ itemIndex },
		);
	}
	registerTask(ctx.getWorkflow().id, ctx.getWorkflowStaticData('global'), String(reportId));
	return { reportId: String(reportId) };
}
