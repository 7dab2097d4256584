import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import type { OperationModule } from '../types';
import { positionFilters } from './positionFilters';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';
import { aboutProject } from '../projectCall';
import { agentToolCall } from '../../../shared/parts/agent/agentToolCall';

const FILTERS = ['query', 'group', 'url_group'] as const;

export class GetDistribution implements OperationModule {
	readonly value = 'getDistribution';
	readonly name = 'Get Distribution';
	readonly action = 'Get the position distribution of a project';
	readonly description =
		'Get how many of a project’s queries are in each range of positions (top 3, top 10...)';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [projectLocator, ...positionFilters.fields(...FILTERS)];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		// One record about the project (a distribution, a query's details): one item, whatever its form.
		const answer = await agentToolCall(ctx, itemIndex, {
			tool: 'get_distribution',
			args: { project_id: projectId, ...positionFilters.args(ctx, itemIndex, ...FILTERS) },
		});
		return itemsFrom(answer, aboutProject(projectId), { whole: true });
	}
}
