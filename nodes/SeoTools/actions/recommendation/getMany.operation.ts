import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { returnAllProperties, wanted } from '../../../shared/parts/returnAllProperties';
import { itemParameter } from '../../../shared/utils/itemParameter';
import { readAgentToolRows } from '../../../shared/parts/agent/readAgentToolRows';
import type { OperationModule } from '../types';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';
import { aboutProject } from '../projectCall';

export class GetManyRecommendations implements OperationModule {
	readonly value = 'getAll';
	readonly name = 'Get Many';
	readonly action = 'Get many recommendations';
	readonly description = 'Get the tasks of a project’s recommendation board';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		{
			displayName: 'Only Open',
			name: 'onlyOpen',
			type: 'boolean',
			default: false,
			description: 'Whether to leave out the tasks that are done',
		},
		{
			displayName: 'Type',
			name: 'type',
			type: 'string',
			default: '',
			description: 'Only tasks of this type, as the service names it; empty for all',
		},
		...returnAllProperties(),
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const args = {
			project_id: projectId,
			only_open: itemParameter<boolean>(ctx, 'onlyOpen', itemIndex, false),
			type: itemParameter<string>(ctx, 'type', itemIndex, '').trim() || undefined,
		};
		const rows = await readAgentToolRows(ctx, itemIndex, {
			tool: 'get_recommendations',
			args,
			limit: wanted(ctx, itemIndex),
		});
		return itemsFrom(rows, aboutProject(projectId));
	}
}
