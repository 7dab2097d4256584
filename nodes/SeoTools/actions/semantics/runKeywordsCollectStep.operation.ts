import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class RunKeywordsCollectStep extends ToolOperation {
	readonly value = 'runKeywordsCollectStep';
	readonly name = 'Run Keywords Collect Step';
	readonly action = 'Run the keywords collect step (4 of 6)';
	readonly declaration: ToolDeclaration = {
		tool: 'run_semantics_keywords_collect',
		description: 'Step 4: the queries of competitor URLs from step 3 (sent once)',
		scope: 'project',
		fields: [
			{
				param: 'task_id',
				type: 'number',
				required: true,
				picker: 'getSemanticsTasks',
				description: 'The semantics task, as Create Task returns it',
			},
			{ param: 'urls', type: 'list', description: 'The URLs (linkUrl of step 3)' },
			{ param: 'region', type: 'string', description: 'The region' },
			{ param: 'rapport_size', type: 'number', description: 'How many rows' },
			{ param: 'user_domain', type: 'string', description: 'Your site' },
		],
		wait: {
			kind: 'taskId',
			statusTool: 'get_semantics_task',
			resultTool: 'get_semantics_step_result',
			step: 4,
		},
	};
}
