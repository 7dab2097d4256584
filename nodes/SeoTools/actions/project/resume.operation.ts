import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { projectCall, aboutProject } from '../projectCall';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import type { OperationModule } from '../types';
import { scheduleState } from './scheduleState';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';

export class ResumeProject implements OperationModule {
	readonly value = 'start';
	readonly name = 'Resume';
	readonly action = 'Resume a project';
	readonly description = 'Restart scheduled checks with the schedule from before the pause';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [projectLocator];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const result = await projectCall(ctx, itemIndex, projectId, {
			path: 'project/start',
			form: 'wrapped',
			retry: 'never',
		});
		return itemsFrom(scheduleState(false, result), aboutProject(projectId));
	}
}
