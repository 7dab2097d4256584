import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class RunKeywordsFilterStep extends ToolOperation {
	readonly value = 'runKeywordsFilterStep';
	readonly name = 'Run Keywords Filter Step';
	readonly action = 'Run the keywords filter step (5 of 6)';
	readonly declaration: ToolDeclaration = {
		tool: 'run_semantics_keywords_filter',
		description: 'Step 5: implicit duplicates and stop words, up to 15,000 queries (sent once)',
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
			{ param: 'queries', type: 'list', description: 'The queries' },
			{ param: 'stop_words', type: 'list', description: 'Stop words' },
			{ param: 'stop_word_lists', type: 'list', description: 'Stop-word lists' },
			{ param: 'find_popular', type: 'boolean', description: 'Whether to find the popular form' },
			{ param: 'uncheck_popular', type: 'boolean', description: 'Whether to uncheck it' },
			{ param: 'remove_duplicates', type: 'boolean', description: 'Whether to remove duplicates' },
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
			step: 5,
		},
	};
}
