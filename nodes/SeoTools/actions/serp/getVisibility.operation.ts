import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetVisibility extends ToolOperation {
	readonly value = 'getVisibility';
	readonly name = 'Get Visibility';
	readonly action = 'Get the visibility of a site for queries';
	readonly declaration: ToolDeclaration = {
		tool: 'serp_visibility',
		description:
			'A site’s visibility for up to 200 queries, with a summary of competitors (spends limits; sent once)',
		scope: 'account',
		fields: [
			{ param: 'queries', type: 'list', required: true, description: 'The queries' },
			{ param: 'url', type: 'string', description: 'The site' },
			{ param: 'search_engine', type: 'string', description: 'The search engine' },
			{ param: 'lr', type: 'string', description: 'The region code' },
			{ param: 'deep', type: 'number', description: 'How deep' },
			{
				param: 'competitors_summary',
				type: 'boolean',
				description: 'Whether to sum up competitors',
			},
		],
	};
}
