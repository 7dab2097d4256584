import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class CollectKeywords extends ToolOperation {
	readonly value = 'collectKeywords';
	readonly name = 'Collect Keywords';
	readonly action = 'Collect keywords around queries';
	readonly declaration: ToolDeclaration = {
		tool: 'kwfreq_keywords_parse',
		description:
			'Keywords the keyword-frequency service holds around queries (spends limits; sent once)',
		scope: 'account',
		fields: [
			{ param: 'requests', type: 'list', required: true, description: 'The queries' },
			{ param: 'lr', type: 'string', description: 'The region code' },
			{ param: 'device', type: 'string', description: 'The device' },
			{ param: 'overall', type: 'boolean', description: 'Broad frequency' },
			{ param: 'exact', type: 'boolean', description: 'Exact frequency' },
			{ param: 'quoted', type: 'boolean', description: 'Quoted frequency' },
			{ param: 'fixed', type: 'boolean', description: 'Fixed frequency' },
			{
				param: 'delete_special_characters',
				type: 'boolean',
				description: 'Whether to remove special characters',
			},
			{
				param: 'delete_zero_keywords',
				type: 'boolean',
				description: 'Whether to remove zero-frequency queries',
			},
			{
				param: 'frequency_relations',
				type: 'boolean',
				description: 'Whether to add frequency ratios',
			},
			{ param: 'count_pages', type: 'number', description: 'How many pages' },
			{ param: 'stop_list', type: 'list', description: 'Stop words' },
			{ param: 'min_count_words', type: 'number', description: 'At least this many words' },
			{ param: 'max_count_words', type: 'number', description: 'At most this many words' },
			{ param: 'min_overall_frequency', type: 'number', description: 'At least this frequency' },
			{
				param: 'report_id',
				type: 'string',
				description: 'A task queued before: its result, without queueing again',
			},
		],
		wait: { kind: 'reportId' },
	};
}
