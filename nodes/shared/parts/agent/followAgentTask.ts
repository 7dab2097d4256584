import { NodeOperationError, sleep, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { isRecord } from '../../utils/isRecord';
import { agentToolCall } from './agentToolCall';
import { agentTaskState } from './agentTaskState';
import type { PollSettings } from './waitForAgentTask';

/** Where a task id or a progress may sit: the answer itself or an envelope the service wraps it in. */
const ENVELOPES = ['result', 'data', 'task'];

function fieldIn(answer: unknown, names: string[]): unknown {
	if (!isRecord(answer)) return undefined;
	for (const name of names)
		if (answer[name] !== undefined && answer[name] !== null) return answer[name];
	for (const envelope of ENVELOPES) {
		const found = fieldIn(answer[envelope], names);
		if (found !== undefined) return found;
	}
	return undefined;
}

/**
 * The task id an answer names (serp_se1_set answers the task it queued). The documentation shows
 * no answer shapes: `task_id` or `id`, at the top or in an envelope, as a number or digits.
 */
export function taskIdIn(answer: unknown): string | number | undefined {
	const id = fieldIn(answer, ['task_id', 'taskId', 'id']);
	if (typeof id === 'number' && Number.isFinite(id)) return id;
	if (typeof id === 'string' && id.trim()) return /^\d+$/.test(id.trim()) ? Number(id) : id.trim();
	return undefined;
}

export type TaskProgress =
	| { kind: 'done' }
	| { kind: 'pending'; progress?: number }
	| { kind: 'failed'; message: string };

/**
 * A status answer read: `{progress: 0..100}` as the documentation shows it (100 is done), or a
 * status word as the agent interface's other tasks write them (agentTaskState.ts). An answer
 * with neither is not taken for "done": it is an error naming what could not be read.
 */
export function taskProgressIn(answer: unknown): TaskProgress | undefined {
	const raw = fieldIn(answer, ['progress', 'percent']);
	const progress = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
	const status = fieldIn(answer, ['status', 'state']);
	if (typeof status === 'string') {
		const state = agentTaskState({ status });
		if (state.kind === 'failed') return { kind: 'failed', message: state.message };
		if (state.kind === 'pending')
			return { kind: 'pending', progress: Number.isFinite(progress) ? progress : undefined };
		if (/^(done|finished|completed?|ready|success)$/i.test(status)) return { kind: 'done' };
	}
	if (Number.isFinite(progress))
		return progress >= 100 ? { kind: 'done' } : { kind: 'pending', progress };
	return undefined;
}

/**
 * The part of a status answer about one step (get_semantics_task: "status per step"). The
 * documentation shows no shape: a list of steps each naming its number, steps keyed by number or
 * `step_<n>`, at the top or in an envelope.
 */
export function stepIn(answer: unknown, step: number): unknown {
	const steps = fieldIn(answer, ['steps']);
	if (Array.isArray(steps))
		return steps.find(
			(entry) => isRecord(entry) && Number(entry.step ?? entry.number ?? entry.id) === step,
		);
	if (isRecord(steps)) return steps[String(step)] ?? steps[`step_${step}`];
	return fieldIn(answer, [`step_${step}`]);
}

export interface TaskToFollow {
	/** The tool that queued the task (named in errors). */
	tool: string;
	taskId: string | number;
	statusTool: string;
	/** The step of the task followed, when the task has several. */
	step?: number;
	/** Arguments every status call carries besides task_id (project_id for a project's task). */
	with: IDataObject;
	settings: PollSettings;
	/** When the item's wait started. */
	startedAt: number;
}

/**
 * Calls the status tool with the task id until the task is done, or until the next call would
 * pass the Timeout. Status calls only read, so a lost answer may be asked again; the tool that
 * queued the task is never called again, so a task is charged once.
 */
export async function followAgentTask(
	ctx: IExecuteFunctions,
	itemIndex: number,
	task: TaskToFollow,
): Promise<TaskProgress> {
	const deadline = task.startedAt + task.settings.timeout * 1000;
	// A bounded cost: never more status calls than the Timeout holds intervals, however fast they answer.
	const most = Math.floor(task.settings.timeout / task.settings.interval);
	let last: TaskProgress = { kind: 'pending' };
	for (let polls = 0; last.kind === 'pending'; polls++) {
		if (polls >= most || Date.now() + task.settings.interval * 1000 > deadline) return last;
		await sleep(task.settings.interval * 1000);
		const answer = await agentToolCall(ctx, itemIndex, {
			tool: task.statusTool,
			args: { ...task.with, task_id: task.taskId },
		});
		const read = taskProgressIn(task.step === undefined ? answer : stepIn(answer, task.step));
		const what = `${task.step === undefined ? '' : `step ${task.step} of `}task ${String(task.taskId)}`;
		if (!read)
			throw new NodeOperationError(
				ctx.getNode(),
				`${task.statusTool} answered without a progress or status for ${what}`,
				{
					itemIndex,
					description: `The task was queued once by ${task.tool} and was not queued again. Call ${task.statusTool} with task_id ${String(task.taskId)} (Agent → Call Tool) to see its answer.`,
				},
			);
		last = read;
	}
	if (last.kind === 'failed')
		throw new NodeOperationError(
			ctx.getNode(),
			`Task ${String(task.taskId)} of ${task.tool} ended without a result: ${last.message}`,
			{ itemIndex, description: 'It was queued once and was not queued again.' },
		);
	return last;
}
