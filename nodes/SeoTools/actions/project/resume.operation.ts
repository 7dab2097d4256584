import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { projectCall, projectItem } from '../projectCall';
import { getProjectId, projectLocator } from '../../shared/project';
import type { OperationModule } from '../types';
import { scheduleState } from './scheduleState';

export const resumeProject: OperationModule = {
	value: 'start',
	name: 'Resume',
	action: 'Resume a project',
	description: 'Restart scheduled checks with the schedule from before the pause',
	credential: 'apiKey',
	properties: [projectLocator],
	async execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(this, itemIndex);
		const result = await projectCall(this, itemIndex, projectId, {
			path: 'project/start',
			form: 'wrapped',
			retry: 'never',
		});
		return [projectItem(projectId, scheduleState(false, result))];
	},
};
