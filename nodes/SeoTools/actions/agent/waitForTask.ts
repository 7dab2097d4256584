import { sleep, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { agentToolError, callAgentTool } from '../../transport';
import { finalResult, taskState, type TaskState } from './longTask';

/**
 * The tools API asks for polls every 10 to 30 seconds (http-api 4.6); the agent interface says
 * nothing else, so its long tools are polled no more often either.
 */
export const DEFAULT_POLL_SECONDS = 10;

export interface PollSettings {
	/** Seconds between calls. */
	interval: number;
	/** Give up waiting after this many seconds; the task keeps running in the service. */
	timeout: number;
}

/** The poll interval actually kept: never below the service's floor, whatever an expression gave. */
export const pollSeconds = (asked: number): number =>
	Math.max(DEFAULT_POLL_SECONDS, Number.isFinite(asked) ? asked : 0);

/**
 * A poll carries the report_id and, when the first call named one, the project_id: a project's
 * report is found within its project, and neither of them can queue or charge anything. The
 * other arguments are not repeated, so a poll can never queue a second task.
 */
function pollArguments(first: IDataObject, reportId: string | number): IDataObject {
	return first.project_id === undefined
		? { report_id: reportId }
		: { project_id: first.project_id, report_id: reportId };
}

async function failure(
	ctx: IExecuteFunctions,
	name: string,
	state: Extract<TaskState, { kind: 'failed' }>,
	itemIndex: number,
) {
	return await agentToolError(ctx, name, {
		message: `the task ended without a result: ${state.message}`,
		code: state.code,
		itemIndex,
	});
}

/**
 * Rule 4 of the agent interface: a long tool's task is polled by calling the tool again with
 * its report_id until the result is ready. Only an answer that shows a task still running is
 * polled; a final answer is returned at once. Polls only fetch, so a lost one may be repeated.
 */
export async function waitForTask(
	ctx: IExecuteFunctions,
	name: string,
	args: IDataObject,
	first: unknown,
	settings: PollSettings,
	itemIndex: number,
): Promise<unknown> {
	let answer = first;
	const given =
		typeof args.report_id === 'number' || typeof args.report_id === 'string'
			? args.report_id
			: undefined;
	let state = taskState(answer, given);
	let reportId = state.kind === 'pending' ? state.reportId : undefined;
	const startedAt = Date.now();
	while (state.kind === 'pending' && reportId !== undefined) {
		if (Date.now() - startedAt + settings.interval * 1000 > settings.timeout * 1000) {
			return {
				report_id: reportId,
				status: 'in_progress',
				...(state.progress === undefined ? {} : { progress: state.progress }),
				note: `Still running after ${settings.timeout} s. Call ${name} again with report_id ${String(reportId)} to get the result later; it was not queued again.`,
			};
		}
		await sleep(settings.interval * 1000);
		answer = await callAgentTool(ctx, name, pollArguments(args, reportId), {
			retry: 'safe',
			itemIndex,
		});
		state = taskState(answer, reportId);
		if (state.kind === 'pending' && state.reportId !== undefined) reportId = state.reportId;
	}
	if (state.kind === 'failed') throw await failure(ctx, name, state, itemIndex);
	return state.kind === 'final' ? finalResult(answer) : answer;
}
