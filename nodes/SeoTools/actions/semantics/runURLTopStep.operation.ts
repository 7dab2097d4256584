import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class RunURLTopStep extends ToolOperation {
	readonly value = 'runURLTopStep';
	readonly name = 'Run URL Top Step';
	readonly action = 'Run the URL top step (3 of 6)';
	readonly declaration: ToolDeclaration = {
		tool: 'run_semantics_url_top',
		description: 'Step 3: the competitors’ most visited pages (sent once)',
		scope: 'project',
		fields: [
			{
				param: 'task_id',
				type: 'number',
				required: true,
				picker: 'getSemanticsTasks',
				description: 'The semantics task, as Create Task returns it',
			},
			{ param: 'domains', type: 'list', description: 'The competitors' },
			{ param: 'region', type: 'string', description: 'The region' },
			{ param: 'rapport_size', type: 'number', description: 'How many rows' },
			{ param: 'user_domain', type: 'string', description: 'Your site' },
		],
		wait: {
			kind: 'taskId',
			statusTool: 'get_semantics_task',
			resultTool: 'get_semantics_step_result',
			step: 3,
		},
	};
}
