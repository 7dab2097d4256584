import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetSiteRegionality extends ToolOperation {
	readonly value = 'getSiteRegionality';
	readonly name = 'Get Site Regionality';
	readonly action = 'Get a site’s regionality';
	readonly declaration: ToolDeclaration = {
		tool: 'site_regionality_se1',
		description: 'The regions the first search engine gives a site (spends limits; sent once)',
		scope: 'account',
		fields: [
			{ param: 'domain', type: 'string', required: true, description: 'The site' },
			{ param: 'regions', type: 'list', description: 'The regions' },
		],
	};
}
