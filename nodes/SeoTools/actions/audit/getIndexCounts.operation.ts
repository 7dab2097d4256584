import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { aboutProject, projectCall } from '../projectCall';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import type { OperationModule } from '../types';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';

export class GetIndexCounts implements OperationModule {
	readonly value = 'pages';
	readonly name = 'Get Index Counts';
	readonly action = 'Get index counts of a project';
	readonly description =
		'Pages in the index of both search engines and their change ("NotIndex" when a value could not be obtained)';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [projectLocator];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const counts = await projectCall(ctx, itemIndex, projectId, {
			path: 'audit/pages',
			form: 'bare',
		});
		return itemsFrom(counts, aboutProject(projectId));
	}
}
