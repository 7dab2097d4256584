import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { aboutProject, projectCall } from '../projectCall';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import type { OperationModule } from '../types';
import { returnAllProperties, takeLimit } from '../../../shared/parts/returnAllProperties';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';

export class GetManyGroups implements OperationModule {
	readonly value = 'getAll';
	readonly name = 'Get Many';
	readonly action = 'Get many query groups';
	readonly description =
		'List the query groups of a project, including the general group "Общая" (ID 1)';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [projectLocator, ...returnAllProperties()];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const groups = await projectCall(ctx, itemIndex, projectId, {
			path: 'groups/get',
			form: 'bare',
		});
		return itemsFrom(
			takeLimit(ctx, itemIndex, (groups ?? []) as IDataObject[]),
			aboutProject(projectId),
		);
	}
}
