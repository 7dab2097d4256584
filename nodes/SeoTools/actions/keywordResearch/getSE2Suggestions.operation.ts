import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetSE2Suggestions extends ToolOperation {
	readonly value = 'getSE2Suggestions';
	readonly name = 'Get SE2 Suggestions';
	readonly action = 'Get SE2 suggestions for a query';
	readonly declaration: ToolDeclaration = {
		tool: 'suggest_se2',
		description: 'The second search engine’s suggestions for queries (spends limits; sent once)',
		scope: 'account',
		fields: [
			{ param: 'queries', type: 'list', required: true, description: 'The queries' },
			{ param: 'deep', type: 'number', description: 'How deep' },
			{ param: 'search_engine', type: 'string', description: 'The search engine' },
			{
				param: 'cb_with_space',
				type: 'boolean',
				description: 'Whether to keep suggestions with spaces',
			},
			{ param: 'cb_with_cyrillic', type: 'boolean', description: 'Whether to keep Cyrillic ones' },
			{
				param: 'cb_with_numbers',
				type: 'boolean',
				description: 'Whether to keep ones with digits',
			},
			{ param: 'cb_with_english', type: 'boolean', description: 'Whether to keep English ones' },
			{
				param: 'report_id',
				type: 'string',
				description: 'A task queued before: its result, without queueing again',
			},
		],
		wait: { kind: 'reportId' },
	};
}
