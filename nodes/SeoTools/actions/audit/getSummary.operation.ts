import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { aboutProject, projectCall } from '../projectCall';
import { getProjectId, projectLocator } from '../../shared/project';
import type { OperationModule } from '../types';
import { toItems } from '../../shared/items';

export const getAuditSummary: OperationModule = {
	value: 'summary',
	name: 'Get Summary',
	action: 'Get the audit summary of a project',
	description: 'One item per check with a warning flag (subdomains and server response)',
	credential: 'apiKey',
	properties: [projectLocator],
	async execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(this, itemIndex);
		const rows = await projectCall(this, itemIndex, projectId, {
			path: 'audit/getsummary',
			form: 'bare',
		});
		return toItems(rows ?? [], aboutProject(projectId));
	},
};
