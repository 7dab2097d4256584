import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { answerItem } from '../answerItem';
import { agentToolCall } from '../../../shared/parts/agent/agentToolCall';

/** A tool that answers one record about the project (a distribution, a query's details): one item. */
export async function singleToolItem(
	ctx: IExecuteFunctions,
	itemIndex: number,
	projectId: number,
	tool: string,
	args: IDataObject,
): Promise<INodeExecutionData[]> {
	const data = await agentToolCall(ctx, itemIndex, {
		tool,
		args: { project_id: projectId, ...args },
	});
	return [answerItem(projectId, data)];
}
