import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { aboutProject, projectCall } from '../projectCall';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import type { OperationModule } from '../types';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';

export class GetLimitsForecast implements OperationModule {
	readonly value = 'limitsForecast';
	readonly name = 'Get Limits Forecast';
	readonly action = 'Get the limits forecast of a project';
	readonly description =
		'Limits the project will consume in the next 30 days at its current settings';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [projectLocator];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const forecast = await projectCall(ctx, itemIndex, projectId, {
			path: 'project/limits-forecast',
			form: 'wrapped',
		});
		return itemsFrom(forecast, aboutProject(projectId));
	}
}
