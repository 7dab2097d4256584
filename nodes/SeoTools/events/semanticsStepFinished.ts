import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { fieldOf } from '../../shared/parts/agent/fieldOf';
import { isRecord } from '../../shared/utils/isRecord';
import { agentRows, needed, statusChanges } from './agentRows';
import type { TriggerEvent } from './types';

const TOOL = 'list_semantics_tasks';
const TASK_ID = ['task_id', 'id'];
const STATUS = ['status', 'state'];
/** Where a step ended (docs/service/agent-interface.md#states): done, error or out of limits. */
const ENDED = ['done', 'error', 'no_limits'];

interface Step {
	taskId: string;
	taskName: IDataObject[string];
	step: string;
	stepName: IDataObject[string];
	status: string;
	row: IDataObject;
}

/**
 * The steps of each task ("id, name, date and status of the last run of each step"): a list of
 * step records, or a record keyed by step holding a record or the status itself.
 */
function stepsOf(ctx: IPollFunctions, task: IDataObject): Step[] {
	const taskId = needed(ctx, task, TASK_ID, 'semantics task id', TOOL);
	const taskName = (fieldOf(task, ['name', 'title']) ?? null) as IDataObject[string];
	const raw = task.steps ?? task.step_statuses ?? task.statuses;
	const entries: Array<[string, unknown]> = Array.isArray(raw)
		? raw.map((s, i) => [
				String(isRecord(s) ? (fieldOf(s, ['step', 'number', 'id']) ?? i + 1) : i + 1),
				s,
			])
		: isRecord(raw)
			? Object.entries(raw)
			: [];
	return entries.map(([step, value]) => {
		const record = isRecord(value) ? (value as IDataObject) : { status: value as string };
		return {
			taskId,
			taskName,
			step,
			stepName: (fieldOf(record, ['name', 'title']) ?? null) as IDataObject[string],
			status: needed(ctx, record, STATUS, `status of step ${step}`, TOOL)
				.toLowerCase()
				.replace(/[\s-]/g, '_'),
			row: record,
		};
	});
}

const toEvent = (s: Step): IDataObject => ({
	event: 'semanticsStepFinished',
	task_id: s.taskId,
	task_name: s.taskName,
	step: s.step,
	step_name: s.stepName,
	status: s.status,
	step_run: s.row,
});

export const semanticsStepFinished: TriggerEvent = {
	value: 'semanticsStepFinished',
	name: 'Semantics Step Finished',
	description:
		'A step of a semantics collection task ended: done, error, or stopped with no limits left',
	credential: 'apiKey',
	properties: [
		{
			displayName: 'Statuses',
			name: 'stepStatuses',
			type: 'multiOptions',
			default: ['done', 'error', 'no_limits'],
			options: [
				{ name: 'Done', value: 'done' },
				{ name: 'Error', value: 'error' },
				{ name: 'No Limits', value: 'no_limits' },
			],
			description: 'Fire when a step ends in one of these statuses',
		},
	],
	async poll(ctx, state, baseline) {
		const wanted = ctx.getNodeParameter('stepStatuses', ENDED) as string[];
		const steps = (await agentRows(ctx, TOOL, {})).flatMap((task) => stepsOf(ctx, task));
		const byKey = new Map(steps.map((s) => [`${s.taskId}|${s.step}`, s]));
		const changes = statusChanges(
			state,
			steps.map((s) => ({ key: `${s.taskId}|${s.step}` }) as IDataObject),
			(row) => String(row.key),
			(row) => byKey.get(String(row.key))!.status,
		);
		if (baseline) return [];
		return changes
			.filter((c) => ENDED.includes(c.status) && wanted.includes(c.status))
			.map((c) => toEvent(byKey.get(c.key)!));
	},
	async latest(ctx) {
		const steps = (await agentRows(ctx, TOOL, {})).flatMap((task) => stepsOf(ctx, task));
		const ended = steps.find((s) => ENDED.includes(s.status));
		return ended ? toEvent(ended) : undefined;
	},
	sample: {
		event: 'semanticsStepFinished',
		task_id: '77',
		task_name: 'Competitors of example.com',
		step: '1',
		step_name: 'competitors',
		status: 'done',
		step_run: { step: 1, name: 'competitors', status: 'done', date: '2026-11-20 09:00:00' },
	},
};
