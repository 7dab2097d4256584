import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { projectCall, projectItem } from '../projectCall';
import { getProjectId, projectLocator } from '../../shared/project';
import type { OperationModule } from '../types';
import { scheduleState } from './scheduleState';

export const pauseProject: OperationModule = {
	value: 'stop',
	name: 'Pause',
	action: 'Pause a project',
	description: 'Stop scheduled checks; the schedule is remembered and data is kept',
	credential: 'apiKey',
	properties: [projectLocator],
	async execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(this, itemIndex);
		const result = await projectCall(this, itemIndex, projectId, {
			path: 'project/stop',
			form: 'wrapped',
			retry: 'never',
		});
		return [projectItem(projectId, scheduleState(true, result))];
	},
};
