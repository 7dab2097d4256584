import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { aboutProject, projectCall } from '../projectCall';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import type { OperationModule } from '../types';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';

export class GetFullAudit implements OperationModule {
	readonly value = 'get';
	readonly name = 'Get Full';
	readonly action = 'Get the full audit of a project';
	readonly description =
		'Get every stored technical check result as one object (the structure follows the service interface and may change; prefer the other audit operations)';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [projectLocator];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const audit = await projectCall(ctx, itemIndex, projectId, {
			path: 'audit/get',
			form: 'bare',
		});
		return itemsFrom(audit, aboutProject(projectId));
	}
}
