import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetTop10 extends ToolOperation {
	readonly value = 'getTop10';
	readonly name = 'Get Top 10';
	readonly action = 'Get the top 10 of queries';
	readonly declaration: ToolDeclaration = {
		tool: 'serp_top10',
		description:
			'The first ten results of queries, waited for until ready (spends limits; sent once)',
		scope: 'account',
		fields: [
			{ param: 'queries', type: 'list', description: 'The queries (or one Query)' },
			{ param: 'query', type: 'string', description: 'One query' },
			{ param: 'lr', type: 'string', description: 'The region code' },
			{ param: 'deep', type: 'number', description: 'How many results per query' },
			{ param: 'ss', type: 'string', description: 'The search system' },
			{ param: 'language', type: 'string', description: 'The language of the results' },
		],
		wait: { kind: 'reportId' },
	};
}
