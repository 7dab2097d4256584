import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetVideoSuggestions extends ToolOperation {
	readonly value = 'getVideoSuggestions';
	readonly name = 'Get Video Suggestions';
	readonly action = 'Get the video platform’s suggestions';
	readonly declaration: ToolDeclaration = {
		tool: 'suggest_video',
		description: 'The video platform’s suggestions for a query (spends limits; sent once)',
		scope: 'account',
		fields: [
			{ param: 'request', type: 'string', required: true, description: 'The query' },
			{ param: 'region', type: 'string', description: 'The region' },
			{ param: 'deep', type: 'number', description: 'How deep' },
			{ param: 'stop_list', type: 'list', description: 'Stop words' },
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
