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

export class GetRobotsTxtHistory implements OperationModule {
	readonly value = 'robots';
	readonly name = 'Get Robots.txt History';
	readonly action = 'Get the robots.txt history of a project';
	readonly description =
		'One item per saved robots.txt version, newest first, with the lines added and removed (the API names them the other way round; here added means added)';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		{
			displayName: 'Include Closed URLs',
			name: 'includeClosedUrls',
			type: 'boolean',
			default: false,
			description:
				'Whether to add the URLs closed by the latest file (up to 100) to the newest item',
		},
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const result = await projectCall(ctx, itemIndex, projectId, {
			path: 'audit/robots',
			form: 'wrapped',
		});
		const data = (result ?? {}) as IDataObject;
		const items = robotsVersionItems(
			(data.robots_txt as RobotsVersion[]) ?? [],
			data.robots_compare as Record<string, RobotsCompare>,
			{ ...aboutProject(projectId), robots_warning: data.robots_warning ?? false },
		);
		if (items.length && itemParameter(ctx, 'includeClosedUrls', itemIndex, false)) {
			items[0].json.closed_urls = (data.robots_urls_list as IDataObject[]) ?? [];
		}
		return items;
	}
}
