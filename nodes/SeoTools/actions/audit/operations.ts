import type { IDataObject } from 'n8n-workflow';
import { projectCall } from '../project/projectCall';
import { toItems } from '../../shared/items';
import { robotsVersionItems, type RobotsCompare, type RobotsVersion } from './robotsDiff';

export const getFullAudit = projectCall({
	value: 'get',
	name: 'Get Full',
	action: 'Get the full audit of a project',
	description:
		'Get every stored technical check result as one object (the structure follows the service interface and may change; prefer the other audit operations)',
	path: 'audit/get',
	form: 'bare',
});

export const getIndexCounts = projectCall({
	value: 'pages',
	name: 'Get Index Counts',
	action: 'Get index counts of a project',
	description: 'Pages in the index of both search engines and their change ("NotIndex" when a value could not be obtained)',
	path: 'audit/pages',
	form: 'bare',
});

export const getAuditSummary = projectCall({
	value: 'summary',
	name: 'Get Summary',
	action: 'Get the audit summary of a project',
	description: 'One item per check with a warning flag (subdomains and server response)',
	path: 'audit/getsummary',
	form: 'bare',
	output: (rows, context) => toItems(rows ?? [], context),
});

export const getRobotsHistory = projectCall({
	value: 'robots',
	name: 'Get Robots.txt History',
	action: 'Get the robots.txt history of a project',
	description:
		'One item per saved robots.txt version, newest first, with the lines added and removed (the API names them the other way round; here added means added)',
	path: 'audit/robots',
	form: 'wrapped',
	properties: [
		{
			displayName: 'Include Closed URLs',
			name: 'includeClosedUrls',
			type: 'boolean',
			default: false,
			description: 'Whether to add the URLs closed by the latest file (up to 100) to the newest item',
		},
	],
	output: (result, context, ctx, itemIndex) => {
		const data = (result ?? {}) as IDataObject;
		const items = robotsVersionItems(
			(data.robots_txt as RobotsVersion[]) ?? [],
			data.robots_compare as Record<string, RobotsCompare>,
			{ ...context, robots_warning: data.robots_warning ?? false },
		);
		if (items.length && ctx.getNodeParameter('includeClosedUrls', itemIndex, false)) {
			items[0].json.closed_urls = (data.robots_urls_list as IDataObject[]) ?? [];
		}
		return items;
	},
});

export const getRobotsVersions = projectCall({
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
	query: (ctx, itemIndex) => ({ limit: ctx.getNodeParameter('versions', itemIndex, 3) }),
	output: (result, context) => {
		const data = (result ?? {}) as IDataObject;
		const inner = ((data.result as IDataObject)?.tools_result ?? {}) as IDataObject;
		return robotsVersionItems((inner.robots_txt as RobotsVersion[]) ?? [], inner.robots_compare as Record<string, RobotsCompare>, {
			...context,
			domain: data.domain ?? null,
			robots_warning: (data.result as IDataObject)?.warnings ?? false,
		});
	},
});
