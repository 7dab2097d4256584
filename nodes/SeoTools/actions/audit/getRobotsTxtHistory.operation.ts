import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { aboutProject, projectCall } from '../projectCall';
import { getProjectId, projectLocator } from '../../shared/project';
import type { OperationModule } from '../types';
import {
	robotsVersionItems,
	type RobotsCompare,
	type RobotsVersion,
} from '../../shared/robotsDiff';
import { itemParameter } from '../../utils/parameters';

export const getRobotsTxtHistory: OperationModule = {
	value: 'robots',
	name: 'Get Robots.txt History',
	action: 'Get the robots.txt history of a project',
	description:
		'One item per saved robots.txt version, newest first, with the lines added and removed (the API names them the other way round; here added means added)',
	credential: 'apiKey',
	properties: [
		projectLocator,
		{
			displayName: 'Include Closed URLs',
			name: 'includeClosedUrls',
			type: 'boolean',
			default: false,
			description:
				'Whether to add the URLs closed by the latest file (up to 100) to the newest item',
		},
	],
	async execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(this, itemIndex);
		const result = await projectCall(this, itemIndex, projectId, {
			path: 'audit/robots',
			form: 'wrapped',
		});
		const data = (result ?? {}) as IDataObject;
		const items = robotsVersionItems(
			(data.robots_txt as RobotsVersion[]) ?? [],
			data.robots_compare as Record<string, RobotsCompare>,
			{ ...aboutProject(projectId), robots_warning: data.robots_warning ?? false },
		);
		if (items.length && itemParameter(this, 'includeClosedUrls', itemIndex, false)) {
			items[0].json.closed_urls = (data.robots_urls_list as IDataObject[]) ?? [];
		}
		return items;
	},
};
