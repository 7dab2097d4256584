import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { toItems } from '../../shared/items';
import { aboutProject, projectCall } from '../projectCall';
import { getProjectId, projectLocator } from '../../shared/project';
import type { OperationModule } from '../types';

export const getLimitsForecast: OperationModule = {
	value: 'limitsForecast',
	name: 'Get Limits Forecast',
	action: 'Get the limits forecast of a project',
	description: 'Limits the project will consume in the next 30 days at its current settings',
	credential: 'apiKey',
	properties: [projectLocator],
	async execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(this, itemIndex);
		const forecast = await projectCall(this, itemIndex, projectId, {
			path: 'project/limits-forecast',
			form: 'wrapped',
		});
		return toItems(forecast, aboutProject(projectId));
	},
};
