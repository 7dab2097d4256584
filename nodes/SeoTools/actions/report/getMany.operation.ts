import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { returnAllProperties, wanted } from '../../../shared/parts/returnAllProperties';
import { readAgentToolRows } from '../../../shared/parts/agent/readAgentToolRows';
import type { OperationModule } from '../types';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';
import { aboutProject } from '../projectCall';

export class GetManyReports implements OperationModule {
	readonly value = 'getAll';
	readonly name = 'Get Many';
	readonly action = 'Get many reports';
	readonly description =
		'List the reports of a project with their report_id, status, date and period';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [projectLocator, ...returnAllProperties()];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const rows = await readAgentToolRows(ctx, itemIndex, {
			tool: 'list_reports',
			args: { project_id: projectId },
			limit: wanted(ctx, itemIndex),
		});
		return itemsFrom(rows, aboutProject(projectId));
	}
}
