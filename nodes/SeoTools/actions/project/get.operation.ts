import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { projectCall, aboutProject } from '../projectCall';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import type { OperationModule } from '../types';
import { itemParameter } from '../../../shared/utils/itemParameter';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';

export class GetProject implements OperationModule {
	readonly value = 'get';
	readonly name = 'Get';
	readonly action = 'Get a project';
	readonly description = 'Get the project card: domain, main mirror, aliases and status';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		{
			displayName: 'Include Scores',
			name: 'details',
			type: 'boolean',
			default: false,
			description:
				'Whether to add the four integral scores (internal optimization, behavioral factors, link mass, summary)',
		},
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const card = await projectCall(ctx, itemIndex, projectId, {
			path: 'project/get',
			form: 'bare',
			qs: { details: itemParameter(ctx, 'details', itemIndex, false) ? 1 : 0 },
		});
		return itemsFrom(card as IDataObject, aboutProject(projectId));
	}
}
