import type { IDataObject } from 'n8n-workflow';
import { projectCall } from '../projectCall';
import {
	robotsVersionItems,
	type RobotsCompare,
	type RobotsVersion,
} from '../../shared/robotsDiff';
import { itemParameter } from '../../utils/parameters';

export const getRobotsTxtVersions = projectCall({
	value: 'robotsVersions',
	name: 'Get Robots.txt Versions',
	action: 'Get the latest robots.txt versions of a project',
	description: 'The newest robots.txt versions with their diffs, from the robots.txt tool',
	path: 'service-robotstxt/get',
	form: 'robots',
	properties: [
		{
			displayName: 'Number of Versions',
			name: 'versions',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 3,
			description: 'How many of the newest versions to return (the service default is 3)',
		},
	],
	query: (ctx, itemIndex) => ({ limit: itemParameter(ctx, 'versions', itemIndex, 3) }),
	output: (result, context) => {
		const data = (result ?? {}) as IDataObject;
		const inner = ((data.result as IDataObject)?.tools_result ?? {}) as IDataObject;
		return robotsVersionItems(
			(inner.robots_txt as RobotsVersion[]) ?? [],
			inner.robots_compare as Record<string, RobotsCompare>,
			{
				...context,
				domain: data.domain ?? null,
				robots_warning: (data.result as IDataObject)?.warnings ?? false,
			},
		);
	},
});
