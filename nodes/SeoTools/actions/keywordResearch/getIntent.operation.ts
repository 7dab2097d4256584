import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetIntent extends ToolOperation {
	readonly value = 'getIntent';
	readonly name = 'Get Intent';
	readonly action = 'Get the intent of queries';
	readonly declaration: ToolDeclaration = {
		tool: 'query_intent',
		description: 'The intent of queries (spends limits; sent once)',
		scope: 'account',
		fields: [
			{ param: 'requests', type: 'list', required: true, description: 'The queries' },
			{ param: 'lr', type: 'string', description: 'The region code' },
			{ param: 'search_system', type: 'string', description: 'The search system' },
			{ param: 'deep', type: 'number', description: 'How deep' },
			{
				param: 'report_id',
				type: 'string',
				description: 'A task queued before: its result, without queueing again',
			},
		],
		wait: { kind: 'reportId' },
	};
}
