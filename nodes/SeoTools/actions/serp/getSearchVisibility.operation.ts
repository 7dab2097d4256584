import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetSearchVisibility extends ToolOperation {
	readonly value = 'getSearchVisibility';
	readonly name = 'Get Search Visibility';
	readonly action = 'Get the search visibility of domains';
	readonly declaration: ToolDeclaration = {
		tool: 'search_visibility',
		description:
			'The visibility of a site, or a comparison of 2 to 4 domains (spends limits; sent once)',
		scope: 'account',
		fields: [
			{ param: 'mode', type: 'string', description: 'The mode' },
			{ param: 'url', type: 'string', description: 'The site' },
			{ param: 'domains', type: 'list', description: 'The domains' },
			{ param: 'region', type: 'string', description: 'The region' },
			{ param: 'rapport_size', type: 'number', description: 'How many rows' },
		],
	};
}
