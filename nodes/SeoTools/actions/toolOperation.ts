import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { agentToolCall } from '../../shared/parts/agent/agentToolCall';
import { findAgentTool, toolKind } from '../../shared/parts/agent/listAgentTools';
import { agentWaitFields, agentWaitSettingsOf } from '../../shared/parts/agent/agentWaitFields';
import { followAgentTask, taskIdIn } from '../../shared/parts/agent/followAgentTask';
import { readAgentToolRows } from '../../shared/parts/agent/readAgentToolRows';
import { itemsFrom, itemsFromAnswer } from '../../shared/parts/answers/itemsFrom';
import { getProjectId, projectLocator } from '../../shared/parts/projectLocator';
import { returnAllProperties, wanted } from '../../shared/parts/returnAllProperties';
import { itemParameter } from '../../shared/utils/itemParameter';
import { checkCostLimit } from './checkCostLimit';
import { confirmDeletion } from './confirmDeletion';
import { aboutProject } from './projectCall';
import type { ToolDeclaration } from './toolDeclaration';
import { toolFields } from './toolFields';
import type { OperationModule } from './types';

/** The boolean that turns waiting on, for both kinds of wait. */
const WAIT = 'waitForCompletion';

/** The editor's fields of a declared tool, in the order n8n's own nodes show them. */
export function declaredProperties(declaration: ToolDeclaration): INodeProperties[] {
	return [
		...(declaration.scope === 'project' ? [projectLocator] : []),
		...toolFields.properties(declaration),
		...(declaration.deletes ? [confirmDeletion.field(declaration.deletes)] : []),
		...(declaration.costOf ? [checkCostLimit.field] : []),
		...(declaration.paging ? returnAllProperties() : []),
		...(declaration.wait
			? [
					{
						displayName: 'Wait for Completion',
						name: WAIT,
						type: 'boolean',
						default: true,
						description:
							declaration.wait.kind === 'taskId'
								? `Whether to follow the task with ${declaration.wait.statusTool} until it is done and return its result (${declaration.wait.resultTool}), instead of its task ID at once`
								: 'Whether to call the tool again with its report_id until the result is ready, instead of returning the report_id at once',
					} as INodeProperties,
					...agentWaitFields(WAIT),
				]
			: []),
		...(declaration.wait?.kind === 'taskId' ? returnAllFor(WAIT) : []),
	];
}

/** Return All / Limit of a task's result rows, shown while the item waits for them. */
const returnAllFor = (waitField: string): INodeProperties[] =>
	returnAllProperties().map((property) => ({
		...property,
		displayOptions: {
			show: { ...(property.displayOptions?.show ?? {}), [waitField]: [true] },
		},
	}));

/**
 * An operation that calls one agent tool, built from its declaration (toolDeclaration.ts): a
 * new tool is a class naming its value, name and action and declaring the tool. Everything it
 * sends goes by the one way to an agent tool (shared/parts/agent/agentToolCall.ts).
 */
export abstract class ToolOperation implements OperationModule {
	abstract readonly value: string;
	abstract readonly name: string;
	abstract readonly action: string;
	abstract readonly declaration: ToolDeclaration;
	readonly credential = 'apiKey';

	get description(): string {
		return this.declaration.description;
	}

	get properties(): INodeProperties[] {
		return declaredProperties(this.declaration);
	}

	/**
	 * As for Agent → Call Tool: items run in the parallel window only when the tool only reads;
	 * one that changes data runs them one at a time in input order, so that what one item changes
	 * (a group created by name) is what the next one finds (docs/decisions/agent-catalog-operations.md#one-declaration-per-tool).
	 */
	get itemsInOrder(): (this: IExecuteFunctions) => Promise<boolean> {
		const name = this.declaration.tool;
		return async function (this: IExecuteFunctions) {
			if (this.getInputData().length <= 1) return false;
			const tool = await findAgentTool(this, name, 0);
			return !tool || toolKind(tool) !== 'readOnly';
		};
	}

	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const declaration = this.declaration;
		const projectId = declaration.scope === 'project' ? getProjectId(ctx, itemIndex) : undefined;
		const read = toolFields.read(ctx, itemIndex, declaration);
		const args: IDataObject = {
			...(projectId === undefined ? {} : { project_id: projectId }),
			...(declaration.fields?.some((field) => field.choices)
				? await toolFields.choices(ctx, itemIndex, declaration, read)
				: read),
		};
		const confirmed = declaration.deletes
			? confirmDeletion.check(ctx, itemIndex, declaration.deletes)
			: undefined;
		const expected = declaration.costOf
			? await checkCostLimit.check(ctx, itemIndex, {
					tool: declaration.tool,
					args,
					costOf: declaration.costOf,
				})
			: {};
		const items = (data: unknown) =>
			projectId === undefined
				? itemsFromAnswer(data)
				: itemsFrom(data, { ...aboutProject(projectId), ...expected }, { whole: true });

		if (declaration.paging) {
			const rows = await readAgentToolRows(ctx, itemIndex, {
				tool: declaration.tool,
				args,
				limit: wanted(ctx, itemIndex),
			});
			return itemsFrom(rows, projectId === undefined ? {} : aboutProject(projectId));
		}
		const waits = declaration.wait !== undefined && itemParameter(ctx, WAIT, itemIndex, true);
		const startedAt = Date.now();
		const answer = await agentToolCall(ctx, itemIndex, {
			tool: declaration.tool,
			args,
			confirmed,
			wait:
				waits && declaration.wait?.kind === 'reportId'
					? agentWaitSettingsOf(ctx, itemIndex)
					: undefined,
		});
		if (!waits || declaration.wait?.kind !== 'taskId') return items(answer);
		// A step of a task names the task it runs in its arguments, whatever its answer says.
		const given =
			typeof args.task_id === 'number' || typeof args.task_id === 'string'
				? args.task_id
				: undefined;
		return await this.taskResult(ctx, itemIndex, { answer, projectId, startedAt, given });
	}

	/** A task followed by its id: its result rows when done, its id and progress at the Timeout. */
	private async taskResult(
		ctx: IExecuteFunctions,
		itemIndex: number,
		queued: { answer: unknown; projectId?: number; startedAt: number; given?: string | number },
	): Promise<INodeExecutionData[]> {
		const wait = this.declaration.wait as Extract<ToolDeclaration['wait'], { kind: 'taskId' }>;
		const taskId = queued.given ?? taskIdIn(queued.answer);
		const scope: IDataObject =
			queued.projectId === undefined ? {} : { project_id: queued.projectId };
		if (taskId === undefined)
			return itemsFrom({
				...(typeof queued.answer === 'object'
					? (queued.answer as IDataObject)
					: { result: queued.answer }),
				note: `The answer named no task ID to follow, so the task was not waited for.`,
			});
		const end = await followAgentTask(ctx, itemIndex, {
			tool: this.declaration.tool,
			taskId,
			statusTool: wait.statusTool,
			step: wait.step,
			with: scope,
			settings: agentWaitSettingsOf(ctx, itemIndex),
			startedAt: queued.startedAt,
		});
		if (end.kind !== 'done')
			return itemsFrom({
				task_id: taskId,
				status: 'in_progress',
				...(end.kind === 'pending' && end.progress !== undefined ? { progress: end.progress } : {}),
				note: `Still running at the Timeout. Call ${wait.resultTool} with task_id ${String(taskId)} later; the task was not queued again.`,
			});
		const rows = await readAgentToolRows(ctx, itemIndex, {
			tool: wait.resultTool,
			args: { ...scope, task_id: taskId, ...(wait.step === undefined ? {} : { step: wait.step }) },
			limit: wanted(ctx, itemIndex),
		});
		return rows.map((row) => ({ json: { task_id: taskId, ...row } }));
	}
}
