import { NodeOperationError, type IDataObject, type IPollFunctions } from 'n8n-workflow';
import { agentToolCall } from '../../shared/parts/agent/agentToolCall';
import { finalResult, agentTaskState } from '../../shared/parts/agent/agentTaskState';
import { readEach } from './readEach';
import { remember } from './triggerProjectId';
import type { TriggerEvent } from './types';

interface WatchedTask {
	tool: string;
	reportId: string;
	projectId?: string;
}

/** "tool report_id [project_id]", one task a line; a line in another form is an error naming the field. */
function watchedTasks(ctx: IPollFunctions): WatchedTask[] {
	const lines = String(ctx.getNodeParameter('tasks', '') ?? '')
		.split(/\r?\n/)
		.map((l) => l.trim())
		.filter(Boolean);
	return lines.map((line) => {
		const m = /^([A-Za-z][\w.-]*)[\s,;]+(\d+)(?:[\s,;]+(\d+))?$/.exec(line);
		if (!m)
			throw new NodeOperationError(ctx.getNode(), `Tasks: "${line}" is not "tool report_id"`, {
				description:
					'Write one task a line: the tool’s name and the report_id it returned, and the project ID for a project tool (e.g. get_report 9001 12345).',
			});
		return { tool: m[1], reportId: m[2], projectId: m[3] };
	});
}

const keyOf = (t: WatchedTask) => `${t.tool}|${t.reportId}`;

/** Calls the tool again with its report_id, as the agent interface asks: an event once the task ended. */
async function readTask(ctx: IPollFunctions, task: WatchedTask): Promise<IDataObject | undefined> {
	const answer = await agentToolCall(ctx, undefined, {
		tool: task.tool,
		args: {
			report_id: /^\d+$/.test(task.reportId) ? Number(task.reportId) : task.reportId,
			...(task.projectId ? { project_id: Number(task.projectId) } : {}),
		},
	});
	const state = agentTaskState(answer, task.reportId);
	const base = {
		event: 'agentTaskFinished',
		tool: task.tool,
		report_id: task.reportId,
		...(task.projectId ? { project_id: task.projectId } : {}),
	};
	if (state.kind === 'final')
		return { ...base, status: 'done', success: true, result: finalResult(answer) as IDataObject };
	if (state.kind === 'failed')
		return {
			...base,
			status: 'failed',
			success: false,
			message: state.message,
			code: state.code ?? null,
		};
	return undefined;
}

export const agentTaskFinished: TriggerEvent = {
	value: 'agentTaskFinished',
	name: 'Agent Task Finished',
	description:
		'A long task of an agent tool (one that returned a report_id) ended, with its result or why it failed',
	credential: 'apiKey',
	properties: [
		{
			displayName: 'Tasks',
			name: 'tasks',
			type: 'string',
			typeOptions: { rows: 4 },
			default: '',
			required: true,
			placeholder: 'e.g. cluster_by_top 48213',
			description:
				'One task a line: the tool’s name and the report_id it returned, and the project ID for a project tool (get_report 9001 12345)',
		},
	],
	async poll(ctx, state, baseline) {
		const fired = new Set((state.fired as string[]) ?? []);
		const watched = watchedTasks(ctx).filter((t) => !fired.has(keyOf(t)));
		const read = await readEach(ctx, watched.length, async (index) => {
			try {
				return await readTask(ctx, watched[index]);
			} catch {
				// One unreadable task must not lose the others; it is read again next poll.
				return undefined;
			}
		});
		const ended = watched.filter((_, i) => read[i] !== undefined);
		state.fired = remember(state.fired, ended.map(keyOf), 2000);
		return baseline ? [] : read.filter((e): e is IDataObject => e !== undefined);
	},
	async latest(ctx) {
		for (const task of watchedTasks(ctx).reverse()) {
			const event = await readTask(ctx, task);
			if (event) return event;
		}
		return undefined;
	},
	sample: {
		event: 'agentTaskFinished',
		tool: 'cluster_by_top',
		report_id: '48213',
		status: 'done',
		success: true,
		result: { clusters: [{ name: 'running shoes', queries: ['buy running shoes'] }] },
	},
};
