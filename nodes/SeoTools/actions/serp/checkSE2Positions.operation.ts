import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class CheckSE2Positions extends ToolOperation {
	readonly value = 'checkSE2Positions';
	readonly name = 'Check SE2 Positions';
	readonly action = 'Check SE2 positions of queries';
	readonly declaration: ToolDeclaration = {
		tool: 'se2_positions_check',
		description:
			'A site’s positions for queries in the second search engine, waited for until ready (spends limits; sent once)',
		scope: 'account',
		fields: [
			{ param: 'url', type: 'string', required: true, description: 'The site' },
			{ param: 'requests', type: 'list', required: true, description: 'The queries' },
			{ param: 'lr', type: 'string', description: 'The region code' },
			{ param: 'search_engine', type: 'string', description: 'The search engine' },
			{ param: 'deep', type: 'number', description: 'How deep' },
			{ param: 'mobile', type: 'boolean', description: 'Whether mobile' },
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
