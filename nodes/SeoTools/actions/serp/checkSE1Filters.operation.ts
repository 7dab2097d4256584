import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class CheckSE1Filters extends ToolOperation {
	readonly value = 'checkSE1Filters';
	readonly name = 'Check SE1 Filters';
	readonly action = 'Check a site for SE1 filters';
	readonly declaration: ToolDeclaration = {
		tool: 'se1_filters_check',
		description:
			'Whether a URL is filtered for a query: position, status, text, relevant URL and checks (spends limits; sent once)',
		scope: 'account',
		fields: [
			{ param: 'query', type: 'string', required: true, description: 'The query' },
			{ param: 'url', type: 'string', required: true, description: 'The URL' },
			{ param: 'lr', type: 'string', description: 'The region code' },
			{ param: 'rel_url', type: 'string', description: 'The relevant URL' },
		],
	};
}
