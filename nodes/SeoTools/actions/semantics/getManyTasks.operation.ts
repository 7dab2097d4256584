import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetManyTasks extends ToolOperation {
	readonly value = 'getManyTasks';
	readonly name = 'Get Many Tasks';
	readonly action = 'Get many semantics tasks';
	readonly declaration: ToolDeclaration = {
		tool: 'list_semantics_tasks',
		description: 'Semantics tasks, newest first, with the status of each step’s last run',
		scope: 'project',
		fields: [{ param: 'limit', type: 'number', description: 'How many' }],
	};
}
