import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { aboutProject, projectCall } from '../projectCall';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import type { OperationModule } from '../types';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';

export class GetAuditSummary implements OperationModule {
	readonly value = 'summary';
	readonly name = 'Get Summary';
	readonly action = 'Get the audit summary of a project';
	readonly description = 'One item per check with a warning flag (subdomains and server response)';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [projectLocator];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const rows = await projectCall(ctx, itemIndex, projectId, {
			path: 'audit/getsummary',
			form: 'bare',
		});
		return itemsFrom(rows ?? [], aboutProject(projectId));
	}
}
