import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class CheckPositionsInBulk extends ToolOperation {
	readonly value = 'checkPositionsInBulk';
	readonly name = 'Check Positions in Bulk';
	readonly action = 'Check positions of many queries in bulk';
	readonly declaration: ToolDeclaration = {
		tool: 'positions_complex',
		description:
			'Positions of up to 10,000 queries in several engines, with up to 5 competitors (spends limits; sent once)',
		scope: 'account',
		fields: [
			{ param: 'requests', type: 'list', required: true, description: 'The queries' },
			{ param: 'url', type: 'string', required: true, description: 'The site' },
			{ param: 'engines', type: 'list', description: 'The engines' },
			{ param: 'competitors', type: 'list', description: 'Up to 5 competitors' },
			{ param: 'deep', type: 'number', description: 'How deep' },
			{ param: 'subdomains', type: 'boolean', description: 'Whether subdomains count' },
			{
				param: 'force_check_relevant',
				type: 'boolean',
				description: 'Whether to check the relevant URL',
			},
			{ param: 'top_domains', type: 'boolean', description: 'Whether to add the top domains' },
			{ param: 'emoji', type: 'boolean', description: 'Whether to keep emoji' },
		],
	};
}
