import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetFrequency extends ToolOperation {
	readonly value = 'getFrequency';
	readonly name = 'Get Frequency';
	readonly action = 'Get the frequency of queries';
	readonly declaration: ToolDeclaration = {
		tool: 'kwfreq_frequency',
		description:
			'The keyword-frequency service’s frequencies of queries (spends limits; sent once)',
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
			{ param: 'cb_total_annual', type: 'boolean', description: 'Whether to add the yearly total' },
			{
				param: 'cb_total_annual_by_month',
				type: 'boolean',
				description: 'Whether to add the year by month',
			},
			{
				param: 'cb_total_annual_by_month_type',
				type: 'string',
				description: 'Which year by month',
			},
			{
				param: 'report_id',
				type: 'string',
				description: 'A task queued before: its result, without queueing again',
			},
		],
		wait: { kind: 'reportId' },
	};
}
