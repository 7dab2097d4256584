import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { agentToolCall } from '../../../shared/parts/agent/agentToolCall';
import type { OperationModule } from '../types';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';
import { aboutProject } from '../projectCall';

export class GetCompetitorSettings implements OperationModule {
	readonly value = 'getSettings';
	readonly name = 'Get Settings';
	readonly action = 'Get the competitor settings of a project';
	readonly description =
		'Get the automatic competitor list, the tracking of competitor positions and the domain types';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [projectLocator];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const data = await agentToolCall(ctx, itemIndex, {
			tool: 'get_competitor_settings',
			args: { project_id: projectId },
		});
		return itemsFrom(data, aboutProject(projectId), { whole: true });
	}
}
