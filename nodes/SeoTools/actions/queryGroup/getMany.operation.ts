import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { aboutProject, projectCall } from '../projectCall';
import { getProjectId, projectLocator } from '../../shared/project';
import type { OperationModule } from '../types';
import { toItems } from '../../shared/items';
import { returnAllProperties, takeLimit } from '../../shared/returnAll';

export const getManyGroups: OperationModule = {
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many query groups',
	description: 'List the query groups of a project, including the general group "Общая" (ID 1)',
	credential: 'apiKey',
	properties: [projectLocator, ...returnAllProperties()],
	async execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(this, itemIndex);
		const groups = await projectCall(this, itemIndex, projectId, {
			path: 'groups/get',
			form: 'bare',
		});
		return toItems(
			takeLimit(this, itemIndex, (groups ?? []) as IDataObject[]),
			aboutProject(projectId),
		);
	},
};
