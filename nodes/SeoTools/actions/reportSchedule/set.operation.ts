import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class Set extends ToolOperation {
	readonly value = 'set';
	readonly name = 'Set';
	readonly action = 'Set the report schedule of a project';
	readonly declaration: ToolDeclaration = {
		tool: 'set_report_schedule',
		description: 'Send a project’s report on a schedule (one per project; sent once)',
		scope: 'project',
		fields: [
			{ param: 'enabled', type: 'boolean', description: 'Whether the schedule is on' },
			{ param: 'frequency', type: 'string', description: 'How often' },
			{ param: 'every_n_days', type: 'number', description: 'Every this many days' },
			{ param: 'hour', type: 'number', description: 'At this hour' },
			{
				param: 'period',
				type: 'string',
				picker: 'getReportSchedulePeriods',
				description: 'The period each scheduled report covers',
			},
			{ param: 'last_n_days', type: 'number', description: 'The last this many days' },
			{
				param: 'compare',
				type: 'boolean',
				description: 'Whether to compare with the period before',
			},
			{ param: 'emails', type: 'list', description: 'Who receives it' },
			{ param: 'error_emails', type: 'list', description: 'Who hears of failures' },
			{ param: 'attach_file', type: 'boolean', description: 'Whether to attach the file' },
			{ param: 'promotion_start_date', type: 'date', description: 'When the promotion started' },
		],
	};
}
