import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { projectCall, projectItem } from '../projectCall';
import { getProjectId, projectLocator } from '../../shared/project';
import type { OperationModule } from '../types';
import { itemParameter } from '../../utils/parameters';

export const getProject: OperationModule = {
	value: 'get',
	name: 'Get',
	action: 'Get a project',
	description: 'Get the project card: domain, main mirror, aliases and status',
	credential: 'apiKey',
	properties: [
		projectLocator,
		{
			displayName: 'Include Scores',
			name: 'details',
			type: 'boolean',
			default: false,
			description:
				'Whether to add the four integral scores (internal optimization, behavioral factors, link mass, summary)',
		},
	],
	async execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(this, itemIndex);
		const card = await projectCall(this, itemIndex, projectId, {
			path: 'project/get',
			form: 'bare',
			qs: { details: itemParameter(this, 'details', itemIndex, false) ? 1 : 0 },
		});
		return [projectItem(projectId, card as IDataObject)];
	},
};
