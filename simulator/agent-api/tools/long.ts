import { formatDateTime, MINUTE } from '../../core/clock';
import type { ToolCall, ToolData, ToolImpl } from './call';
import { ToolFailure } from './call';
import { charge, payer, records, type StoredRecord } from './kit';
import { agentWire } from '../profile';

/**
 * Code -32 (docs/service/tools-api.md#task-life-cycle, docs/service/errors.md#tools-api-codes),
 * when the switch is on: the tool refuses a new task while one of its tasks of the same account
 * runs; nothing is checked, charged or queued, and the answer names the running task's report_id
 * (calls.ts words it per profile).
 */
export class TaskRunning extends Error {
	constructor(
		readonly tool: string,
		readonly reportId: number,
	) {
		super(`${tool}: a task of this tool is already running (report_id ${reportId})`);
	}
}

/**
 * Long tools (rule 4): the first call checks the arguments, charges the limits and queues a
 * task; it answers `{report_id, status: 'queued'}`. Calling the tool again with that report_id
 * polls it: `in_progress` with a progress until it is ready (2 virtual minutes after queueing,
 * or after 2 polls so a frozen clock still finishes), then `done` with the result. The result
 * is computed from the arguments of the first call, so the polls need only report_id.
 */
export const TASK_DURATION = 2 * MINUTE;
export const TASK_POLLS = 2;

interface LongTask extends StoredRecord {
	tool: string;
	accountId: number;
	args: Record<string, unknown>;
	createdAt: number;
	readyAt: number;
	polls: number;
	charged: number;
}

export interface LongSpec {
	/** Limits the task costs (charged when it is queued). */
	cost(call: ToolCall): number;
	/** Checks the arguments of the first call before anything is charged. */
	check?(call: ToolCall): void;
	/** The finished result, from the first call's arguments (call.args are those at completion). */
	result(call: ToolCall): ToolData;
}

const statusOf = (task: LongTask, now: number) =>
	now >= task.readyAt || task.polls >= TASK_POLLS
		? 'done'
		: task.polls === 0
			? 'queued'
			: 'in_progress';

export function longTool(spec: LongSpec): ToolImpl {
	return (call) => {
		const store = records<LongTask>(call, 'long-task', true);
		const now = call.ctx.clock.now();
		if (call.args.report_id !== undefined) {
			const mine = store
				.list()
				.filter((t) => t.tool === call.tool.name && t.accountId === call.account.id);
			let task = mine.find((t) => t.id === Number(call.args.report_id));
			// The mixed-up switch: answered about the newest other task, as a cache keyed without report_id would.
			if (task && agentWire(call.ctx.state).mixedUpPolls)
				task = mine.filter((t) => t !== task).pop() ?? task;
			if (!task)
				throw new ToolFailure(
					`report_id ${String(call.args.report_id)}: no ${call.tool.name} task with this id`,
				);
			if (statusOf(task, now) !== 'done') task.polls += 1;
			const status = statusOf(task, now);
			const head = {
				report_id: task.id,
				status,
				queued: formatDateTime(task.createdAt),
				limits_charged: task.charged,
			};
			if (status !== 'done')
				return { ...head, progress: Math.round((task.polls / TASK_POLLS) * 100) };
			return { ...head, progress: 100, result: spec.result({ ...call, args: task.args }) };
		}
		if (agentWire(call.ctx.state).oneTaskPerTool) {
			const running = store
				.list()
				.find(
					(t) =>
						t.tool === call.tool.name &&
						t.accountId === call.account.id &&
						statusOf(t, now) !== 'done',
				);
			if (running) throw new TaskRunning(call.tool.name, running.id);
		}
		spec.check?.(call);
		const cost = spec.cost(call);
		const charged = charge(payer(call), cost, call.tool.name);
		const task = store.add(6001, {
			tool: call.tool.name,
			accountId: call.account.id,
			args: call.args,
			createdAt: now,
			readyAt: now + TASK_DURATION,
			polls: 0,
			charged,
		});
		return {
			report_id: task.id,
			status: 'queued',
			queued: formatDateTime(now),
			limits_charged: charged,
			progress: 0,
		};
	};
}
