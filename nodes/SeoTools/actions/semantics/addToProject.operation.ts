import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class AddToProject extends ToolOperation {
	readonly value = 'addToProject';
	readonly name = 'Add to Project';
	readonly action = 'Add the collected queries to a project';
	readonly declaration: ToolDeclaration = {
		tool: 'add_semantics_to_project',
		description:
			'Step 7: the queries of step 6 with their groups go to this project, or to a new one by domain (sent once)',
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
			{ param: 'reports', type: 'list', description: 'The reports of the new project' },
			{ param: 'queries', type: 'list', description: 'Only these queries' },
			{ param: 'exclude_queries', type: 'list', description: 'Leave these out' },
		],
	};
}
