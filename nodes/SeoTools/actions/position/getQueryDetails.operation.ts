import {
	NodeOperationError,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { itemParameter } from '../../../shared/utils/itemParameter';
import type { OperationModule } from '../types';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';
import { aboutProject } from '../projectCall';
import { agentToolCall } from '../../../shared/parts/agent/agentToolCall';

export class GetQueryDetails implements OperationModule {
	readonly value = 'getQueryDetails';
	readonly name = 'Get Query Details';
	readonly action = 'Get the query details';
	readonly description = 'Get one query’s details: its URL, groups and position history';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		{
			displayName: 'Query',
			name: 'query',
			type: 'string',
			required: true,
			default: '',
			placeholder: 'e.g. buy shoes',
			description: 'The query: its phrase, or its ID as Get Many or Query → Get Many give it',
		},
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const query = String(itemParameter<string>(ctx, 'query', itemIndex, '') ?? '').trim();
		if (!query)
			throw new NodeOperationError(ctx.getNode(), 'Query: enter the query’s phrase or ID', {
				itemIndex,
				description: 'Nothing was sent.',
			});
		// One record about the project (a distribution, a query's details): one item, whatever its form.
		const answer = await agentToolCall(ctx, itemIndex, {
			tool: 'get_query_details',
			args: { project_id: projectId, query },
		});
		return itemsFrom(answer, aboutProject(projectId), { whole: true });
	}
}
