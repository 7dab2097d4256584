import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { returnAllProperties, wanted } from '../../../shared/parts/returnAllProperties';
import { itemParameter } from '../../../shared/utils/itemParameter';
import { readAgentToolRows } from '../../../shared/parts/agent/readAgentToolRows';
import type { OperationModule } from '../types';
import { positionFilters } from './positionFilters';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';
import { aboutProject } from '../projectCall';
import { pickerField } from '../../../shared/parts/agent/pickerField';

const FILTERS = ['query', 'group', 'url_group', 'search_system'] as const;

export class GetProblemQueries implements OperationModule {
	readonly value = 'getProblemQueries';
	readonly name = 'Get Problem Queries';
	readonly action = 'Get the problem queries of a project';
	readonly description =
		'Get the queries the service flags as problems (dropped, not found...), one item per query';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		pickerField('getProblemKinds', {
			displayName: 'Problem Name or ID',
			name: 'problem',
			description:
				'Only this kind of problem; empty for every kind. Choose from the kinds the service names for the project, or specify one using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		}),
		...positionFilters.fields(...FILTERS),
		...returnAllProperties(),
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const rows = await readAgentToolRows(ctx, itemIndex, {
			tool: 'get_problem_queries',
			args: {
				project_id: projectId,
				problem: itemParameter<string>(ctx, 'problem', itemIndex, '').trim() || undefined,
				...positionFilters.args(ctx, itemIndex, ...FILTERS),
			},
			limit: wanted(ctx, itemIndex),
		});
		return itemsFrom(rows, aboutProject(projectId));
	}
}
