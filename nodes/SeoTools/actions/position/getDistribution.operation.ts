import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import type { OperationModule } from '../types';
import { positionFilters } from './positionFilters';
import { singleToolItem } from './singleToolItem';

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
		return await singleToolItem(ctx, itemIndex, projectId, 'get_distribution', {
			...positionFilters.args(ctx, itemIndex, ...FILTERS),
		});
	}
}
