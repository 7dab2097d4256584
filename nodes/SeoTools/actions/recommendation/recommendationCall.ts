import {
	NodeOperationError,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';
import { getProjectId } from '../../../shared/parts/projectLocator';
import { itemParameter } from '../../../shared/utils/itemParameter';
import { ID_RULE, idFrom } from '../../../shared/parts/idFrom';
import { agentToolCall } from '../../../shared/parts/agent/agentToolCall';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';
import { aboutProject } from '../projectCall';

/** The recommendation task an operation acts on, by the ID Get Many gives. */
export const taskIdField: INodeProperties = {
	displayName: 'Task ID',
	name: 'taskId',
	// Text, not a number field: a number field needs a default number, and no number is a task
	// of every project. Workflows that stored a number keep working (taskId reads both).
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. 1234',
	description: 'The ID of the recommendation task, as Recommendation → Get Many returns it',
};

/** The Task ID as a whole number above zero, or an error naming the field before any request. */
function taskId(ctx: IExecuteFunctions, itemIndex: number): number {
	const raw = itemParameter<number | string>(ctx, 'taskId', itemIndex, 0);
	const id = idFrom(raw);
	if (id !== undefined && id > 0) return id;
	throw new NodeOperationError(ctx.getNode(), `Task ID: "${String(raw)}" is not a task’s ID`, {
		itemIndex,
		description: `A task’s ID is ${ID_RULE}, above zero, as Recommendation → Get Many returns it. Nothing was sent.`,
	});
}

/**
 * Calls a tool about the item's task (Get, Set Status, Postpone, Recheck): the project and the
 * Task ID, then the operation's own arguments; the answer is one item.
 */
export async function recommendationCall(
	ctx: IExecuteFunctions,
	itemIndex: number,
	tool: string,
	args: IDataObject = {},
): Promise<INodeExecutionData[]> {
	const projectId = getProjectId(ctx, itemIndex);
	const task = { project_id: projectId, task_id: taskId(ctx, itemIndex) };
	const data = await agentToolCall(ctx, itemIndex, { tool, args: { ...task, ...args } });
	return itemsFrom(data, aboutProject(projectId), { whole: true });
}
