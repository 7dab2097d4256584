import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { toItems } from '../../shared/items';
import { aboutProject, projectCall } from '../projectCall';
import { getProjectId, projectLocator } from '../../shared/project';
import type { OperationModule } from '../types';

export const getIndexCounts: OperationModule = {
	value: 'pages',
	name: 'Get Index Counts',
	action: 'Get index counts of a project',
	description:
		'Pages in the index of both search engines and their change ("NotIndex" when a value could not be obtained)',
	credential: 'apiKey',
	properties: [projectLocator],
	async execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(this, itemIndex);
		const counts = await projectCall(this, itemIndex, projectId, {
			path: 'audit/pages',
			form: 'bare',
		});
		return toItems(counts, aboutProject(projectId));
	},
};
