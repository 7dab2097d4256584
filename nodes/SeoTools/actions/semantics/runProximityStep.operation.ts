import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class RunProximityStep extends ToolOperation {
	readonly value = 'runProximityStep';
	readonly name = 'Run Proximity Step';
	readonly action = 'Run the proximity step (2 of 6)';
	readonly declaration: ToolDeclaration = {
		tool: 'run_semantics_proximity',
		description: 'Step 2: how close competitors are to the site (sent once)',
		scope: 'project',
		fields: [
			{
				param: 'task_id',
				type: 'number',
				required: true,
				picker: 'getSemanticsTasks',
				description: 'The semantics task, as Create Task returns it',
			},
			{ param: 'user_domain', type: 'string', description: 'Your site' },
			{ param: 'domains', type: 'list', description: 'The competitors' },
			{
				param: 'with_previous_data',
				type: 'boolean',
				description: 'Whether to use the previous step’s data',
			},
		],
		wait: {
			kind: 'taskId',
			statusTool: 'get_semantics_task',
			resultTool: 'get_semantics_step_result',
			step: 2,
		},
	};
}
