import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetSnippets extends ToolOperation {
	readonly value = 'getSnippets';
	readonly name = 'Get Snippets';
	readonly action = 'Get the snippets of a site';
	readonly declaration: ToolDeclaration = {
		tool: 'serp_snippets',
		description: 'A site’s snippets for up to 100 queries (spends limits; sent once)',
		scope: 'account',
		fields: [
			{ param: 'requests', type: 'list', required: true, description: 'The queries' },
			{ param: 'url', type: 'string', description: 'The site' },
			{ param: 'search_system', type: 'string', description: 'The search system' },
			{ param: 'lr', type: 'string', description: 'The region code' },
			{ param: 'deep', type: 'number', description: 'How deep' },
		],
	};
}
