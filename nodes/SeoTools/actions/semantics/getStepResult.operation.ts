import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetStepResult extends ToolOperation {
	readonly value = 'getStepResult';
	readonly name = 'Get Step Result';
	readonly action = 'Get the step result of a semantics task';
	readonly declaration: ToolDeclaration = {
		tool: 'get_semantics_step_result',
		description: 'The rows of one step of a semantics task',
		scope: 'project',
		fields: [
			{
				param: 'task_id',
				type: 'number',
				required: true,
				picker: 'getSemanticsTasks',
				description: 'The semantics task, as Create Task returns it',
			},
			{ param: 'step', type: 'number', required: true, description: 'The step' },
			{ param: 'column', type: 'string', description: 'One column' },
			{ param: 'include_removed', type: 'boolean', description: 'Whether to include removed rows' },
		],
		paging: 'offset',
	};
}
