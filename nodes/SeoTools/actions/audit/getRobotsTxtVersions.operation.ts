import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { aboutProject, projectCall } from '../projectCall';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import type { OperationModule } from '../types';
import {
	robotsVersionItems,
	type RobotsCompare,
	type RobotsVersion,
} from '../../../shared/parts/readableDiff';
import { itemParameter } from '../../../shared/utils/itemParameter';

export class GetRobotsTxtVersions implements OperationModule {
	readonly value = 'robotsVersions';
	readonly name = 'Get Robots.txt Versions';
	readonly action = 'Get the latest robots.txt versions of a project';
	readonly description =
		'The newest robots.txt versions with their diffs, from the robots.txt tool';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		{
			displayName: 'Number of Versions',
			name: 'versions',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 3,
			description: 'How many of the newest versions to return (the service default is 3)',
		},
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const result = await projectCall(ctx, itemIndex, projectId, {
			path: 'service-robotstxt/get',
			form: 'robots',
			qs: { limit: itemParameter(ctx, 'versions', itemIndex, 3) },
		});
		const data = (result ?? {}) as IDataObject;
		const inner = ((data.result as IDataObject)?.tools_result ?? {}) as IDataObject;
		return robotsVersionItems(
			(inner.robots_txt as RobotsVersion[]) ?? [],
			inner.robots_compare as Record<string, RobotsCompare>,
			{
				...aboutProject(projectId),
				domain: data.domain ?? null,
				robots_warning: (data.result as IDataObject)?.warnings ?? false,
			},
		);
	}
}
