import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetSE1Suggestions extends ToolOperation {
	readonly value = 'getSE1Suggestions';
	readonly name = 'Get SE1 Suggestions';
	readonly action = 'Get SE1 suggestions for a query';
	readonly declaration: ToolDeclaration = {
		tool: 'suggest_se1',
		description: 'The first search engine’s suggestions for a query (spends limits; sent once)',
		scope: 'account',
		fields: [
			{ param: 'query', type: 'string', required: true, description: 'The query' },
			{ param: 'lr', type: 'string', description: 'The region code' },
			{ param: 'deep', type: 'number', description: 'How deep' },
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
