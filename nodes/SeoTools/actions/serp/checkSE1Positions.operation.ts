import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class CheckSE1Positions extends ToolOperation {
	readonly value = 'checkSE1Positions';
	readonly name = 'Check SE1 Positions';
	readonly action = 'Check SE1 positions of queries';
	readonly declaration: ToolDeclaration = {
		tool: 'se1_positions_check',
		description:
			'A site’s positions for queries in the first search engine, waited for until ready (spends limits; sent once)',
		scope: 'account',
		fields: [
			{ param: 'url', type: 'string', required: true, description: 'The site' },
			{ param: 'requests', type: 'list', required: true, description: 'The queries' },
			{ param: 'lr', type: 'string', description: 'The region code' },
			{ param: 'deep', type: 'number', description: 'How deep' },
			{ param: 'ismobile', type: 'boolean', description: 'Whether mobile' },
			{ param: 'compare', type: 'boolean', description: 'Whether to compare' },
			{ param: 'subdomains', type: 'boolean', description: 'Whether subdomains count' },
			{
				param: 'report_id',
				type: 'string',
				description: 'A task queued before: its result, without queueing again',
			},
		],
		wait: { kind: 'reportId' },
	};
}
