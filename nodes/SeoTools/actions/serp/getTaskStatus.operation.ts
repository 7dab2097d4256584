import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetTaskStatus extends ToolOperation {
	readonly value = 'getTaskStatus';
	readonly name = 'Get Task Status';
	readonly action = 'Get the SERP task status';
	readonly declaration: ToolDeclaration = {
		tool: 'serp_se1_status',
		description: 'The progress of a SERP task, 0 to 100',
		scope: 'account',
		fields: [
			{
				param: 'task_id',
				type: 'number',
				required: true,
				description: 'The task, as Create Task returns it',
			},
		],
	};
}
