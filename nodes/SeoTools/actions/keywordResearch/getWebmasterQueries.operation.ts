import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetWebmasterQueries extends ToolOperation {
	readonly value = 'getWebmasterQueries';
	readonly name = 'Get Webmaster Queries';
	readonly action = 'Get the webmaster queries of a site';
	readonly declaration: ToolDeclaration = {
		tool: 'webmaster_queries',
		description: 'Popular queries of a site: impressions, clicks, average positions (sent once)',
		scope: 'account',
		fields: [
			{
				param: 'host_id',
				type: 'string',
				required: true,
				description: 'The site, as Get Webmaster Sites returns it',
			},
		],
	};
}
