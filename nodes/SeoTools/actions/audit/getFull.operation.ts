import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { toItems } from '../../shared/items';
import { aboutProject, projectCall } from '../projectCall';
import { getProjectId, projectLocator } from '../../shared/project';
import type { OperationModule } from '../types';

export const getFullAudit: OperationModule = {
	value: 'get',
	name: 'Get Full',
	action: 'Get the full audit of a project',
	description:
		'Get every stored technical check result as one object (the structure follows the service interface and may change; prefer the other audit operations)',
	credential: 'apiKey',
	properties: [projectLocator],
	async execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(this, itemIndex);
		const audit = await projectCall(this, itemIndex, projectId, {
			path: 'audit/get',
			form: 'bare',
		});
		return toItems(audit, aboutProject(projectId));
	},
};
