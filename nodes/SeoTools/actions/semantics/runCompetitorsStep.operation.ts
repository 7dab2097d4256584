import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class RunCompetitorsStep extends ToolOperation {
	readonly value = 'runCompetitorsStep';
	readonly name = 'Run Competitors Step';
	readonly action = 'Run the competitors step (1 of 6)';
	readonly declaration: ToolDeclaration = {
		tool: 'run_semantics_competitors',
		description:
			'Step 1: find competitors by domain, keywords, the project or URLs (spends limits by mode; sent once)',
		scope: 'project',
		fields: [
			{
				param: 'task_id',
				type: 'number',
				required: true,
				picker: 'getSemanticsTasks',
				description: 'The semantics task, as Create Task returns it',
			},
			{
				param: 'mode',
				type: 'options',
				required: true,
				options: ['domain', 'keywords', 'project', 'urls'],
				description: 'How competitors are found',
			},
			{ param: 'url', type: 'string', description: 'The URL' },
			{ param: 'region', type: 'string', description: 'The region' },
			{ param: 'rapport_size', type: 'number', description: 'How many rows' },
			{ param: 'site', type: 'string', description: 'The site' },
			{ param: 'queries', type: 'list', description: 'The queries' },
			{ param: 'search_system', type: 'string', description: 'The search system' },
			{ param: 'lr', type: 'string', description: 'The region code' },
			{ param: 'format', type: 'string', description: 'The format' },
			{
				param: 'exclude_aggregators',
				type: 'boolean',
				description: 'Whether to leave aggregators out',
			},
			{ param: 'urls', type: 'list', description: 'Up to 50 URLs of one site' },
			{ param: 'project_region', type: 'string', description: 'The project’s region' },
		],
		wait: {
			kind: 'taskId',
			statusTool: 'get_semantics_task',
			resultTool: 'get_semantics_step_result',
			step: 1,
		},
	};
}
