import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetTask extends ToolOperation {
	readonly value = 'getTask';
	readonly name = 'Get Task';
	readonly action = 'Get a semantics task';
	readonly declaration: ToolDeclaration = {
		tool: 'get_semantics_task',
		description: 'The status of each step of a semantics task and its progress',
		scope: 'project',
		fields: [
			{
				param: 'task_id',
				type: 'number',
				required: true,
				picker: 'getSemanticsTasks',
				description: 'The semantics task, as Create Task returns it',
			},
		],
	};
}
