import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class CreateTask extends ToolOperation {
	readonly value = 'createTask';
	readonly name = 'Create Task';
	readonly action = 'Create a semantics task';
	readonly declaration: ToolDeclaration = {
		tool: 'create_semantics_task',
		description: 'Start a semantics task (sent once)',
		scope: 'project',
	};
}
