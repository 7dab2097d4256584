import { asNodeError } from '../../utils/asNodeError';
import { sleep, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import {
	agentToolError,
	agentToolRequest,
	runningTaskOf,
	TASK_RUNNING_CODE,
	type RetryPolicy,
} from '../../transport';
import {
	finalResult,
	reportIdNamed,
	reportIdOf,
	agentTaskState,
	type AgentTaskState,
} from './agentTaskState';

/**
 * The tools API asks for polls every 10 to 30 seconds (docs/service/tools-api.md#task-life-cycle);
 * the agent interface says nothing else, so its long tools are polled no more often either.
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

interface Waiting {
	ctx: IExecuteFunctions;
	name: string;
	args: IDataObject;
	settings: PollSettings;
	itemIndex: number;
	/** When the item stops waiting (its Timeout, counted from its first call). */
	deadline: number;
}

interface Polled {
	answer: unknown;
	state: AgentTaskState;
	reportId: string | number;
}

/**
 * Polls task `reportId` until it is no longer pending or the next poll would pass the deadline.
 * A poll only fetches, so a lost one may be repeated; an answer about another task stops it.
 */
async function pollUntilEnd(wait: Waiting, from: Polled): Promise<Polled> {
	let { answer, state } = from;
	const { reportId } = from;
	const { ctx, name, itemIndex } = wait;
	while (state.kind === 'pending') {
		if (Date.now() + wait.settings.interval * 1000 > wait.deadline) break;
		await sleep(wait.settings.interval * 1000);
		answer = await agentToolRequest(ctx, name, pollArguments(wait.args, reportId), {
			retry: 'safe',
			itemIndex,
		});
		await refuseOtherTask(wait, reportId, answer);
		state = agentTaskState(answer, reportId);
	}
	return { answer, state, reportId };
}

/** An answer to a call by report_id that names another task stops the item: never its result. */
async function refuseOtherTask(
	wait: Waiting,
	reportId: string | number,
	answer: unknown,
): Promise<void> {
	const named = reportIdNamed(answer);
	if (named === undefined || String(named) === String(reportId)) return;
	throw await agentToolError(wait.ctx, wait.name, {
		message: `the poll of report_id ${String(reportId)} answered about report_id ${String(named)}; polling stopped`,
		hint: `Its answer is not this task’s result, so it is not returned. Task ${String(reportId)} was not queued again: call ${wait.name} with report_id ${String(reportId)} later to fetch it.`,
		itemIndex: wait.itemIndex,
	});
}

async function failure(
	wait: Waiting,
	state: Extract<AgentTaskState, { kind: 'failed' }>,
): Promise<Error> {
	return await agentToolError(wait.ctx, wait.name, {
		message: `the task ended without a result: ${state.message}`,
		code: state.code,
		itemIndex: wait.itemIndex,
	});
}

/** The item's own task after its first answer: its result, or its report_id at the timeout. */
async function ownResult(wait: Waiting, first: unknown): Promise<unknown> {
	const given = reportIdOf(wait.args.report_id);
	// A call that itself asks about a task (a poll by the item's report_id) is held to it too.
	if (given !== undefined) await refuseOtherTask(wait, given, first);
	const state = agentTaskState(first, given);
	// Polled only when the answer (or the item's own arguments) names the task's report_id.
	if (state.kind !== 'pending' || state.reportId === undefined) {
		if (state.kind === 'failed') throw await failure(wait, state);
		return state.kind === 'final' ? finalResult(first) : first;
	}
	const end = await pollUntilEnd(wait, { answer: first, state, reportId: state.reportId });
	if (end.state.kind === 'failed') throw await failure(wait, end.state);
	if (end.state.kind === 'final') return finalResult(end.answer);
	return {
		report_id: end.reportId,
		status: 'in_progress',
		...(end.state.progress === undefined ? {} : { progress: end.state.progress }),
		note: `Still running after ${wait.settings.timeout} s. Call ${wait.name} again with report_id ${String(end.reportId)} to get the result later; it was not queued again.`,
	};
}

/** A long tool's call: what the item sends first, and how long it waits. */
export interface AgentTaskCall {
	name: string;
	/** The item's own arguments, checked against the tool's schema. */
	args: IDataObject;
	/** How the first call is sent ('never' for a tool that changes data or spends limits). */
	retry: RetryPolicy;
	settings: PollSettings;
	itemIndex: number;
}

/** The item's first call, with its own arguments and retry policy: the only call that can queue. */
const sendFirst = async (ctx: IExecuteFunctions, call: AgentTaskCall) =>
	await agentToolRequest(ctx, call.name, call.args, {
		retry: call.retry,
		itemIndex: call.itemIndex,
	});

/**
 * The agent interface's long tools (docs/service/agent-interface.md#long-tools), for a tool whose
 * schema declares report_id: the first call (with the item's own arguments and retry policy)
 * queues a task, which is polled by calling the tool again with its report_id until the result
 * is ready.
 *
 * When the tool refuses because another of its tasks runs (code -32), that task is someone
 * else's: the node waits for it to end (its result is not this item's and is dropped), then
 * calls the tool once more with the item's own arguments, and waits for the item's own task.
 * A second refusal, or a running task that outlasts the Timeout, is an error: nothing was queued.
 */
export async function waitForAgentTask(
	ctx: IExecuteFunctions,
	call: AgentTaskCall,
): Promise<unknown> {
	const { name, args, settings, itemIndex } = call;
	const wait: Waiting = {
		ctx,
		name,
		args,
		settings,
		itemIndex,
		deadline: Date.now() + settings.timeout * 1000,
	};
	let first: unknown;
	try {
		first = await sendFirst(ctx, call);
	} catch (error) {
		const running = runningTaskOf(error)?.reportId;
		if (running === undefined) throw asNodeError(ctx.getNode(), error, itemIndex);
		await outlast(wait, running);
		first = await sendFirst(ctx, call);
	}
	return await ownResult(wait, first);
}

/** Waits for another task of the tool (named by a -32 refusal) to end; its answer is dropped. */
async function outlast(wait: Waiting, running: string | number): Promise<void> {
	const other = await pollUntilEnd(wait, {
		answer: undefined,
		state: { kind: 'pending', reportId: running },
		reportId: running,
	});
	if (other.state.kind !== 'pending') return;
	throw await agentToolError(wait.ctx, wait.name, {
		message: `the tool already runs a task (report_id ${String(running)}) that was still running after ${wait.settings.timeout} s; nothing was queued for this item`,
		code: TASK_RUNNING_CODE,
		hint: 'The report_id is the running task’s, not this item’s. Run this item again once that task has ended, or raise the Timeout.',
		itemIndex: wait.itemIndex,
	});
}
