import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { projectCall, aboutProject } from '../projectCall';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import type { OperationModule } from '../types';
import { scheduleState } from './scheduleState';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';

export class PauseProject implements OperationModule {
	readonly value = 'stop';
	readonly name = 'Pause';
	readonly action = 'Pause a project';
	readonly description = 'Stop scheduled checks; the schedule is remembered and data is kept';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [projectLocator];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const result = await projectCall(ctx, itemIndex, projectId, {
			path: 'project/stop',
			form: 'wrapped',
			retry: 'never',
		});
		return itemsFrom(scheduleState(true, result), aboutProject(projectId));
	}
}
