import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetTaskResult extends ToolOperation {
	readonly value = 'getTaskResult';
	readonly name = 'Get Task Result';
	readonly action = 'Get the SERP task result';
	readonly declaration: ToolDeclaration = {
		tool: 'serp_se1_get',
		description:
			'The results of a finished SERP task: one item per keyword with its organic results, ads and special blocks',
		scope: 'account',
		fields: [
			{
				param: 'task_id',
				type: 'number',
				required: true,
				description: 'The task, as Create Task returns it',
			},
		],
		paging: 'offset',
	};
}
