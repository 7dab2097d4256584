import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class RunKeywordsAnalyseStep extends ToolOperation {
	readonly value = 'runKeywordsAnalyseStep';
	readonly name = 'Run Keywords Analyse Step';
	readonly action = 'Run the keywords analyse step (6 of 6)';
	readonly declaration: ToolDeclaration = {
		tool: 'run_semantics_keywords_analyse',
		description: 'Step 6: analyse up to 10,000 queries; limits per query by analysis (sent once)',
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
			{
				param: 'ss',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'lr',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'deep',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'geo',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'vital',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'com',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'intent',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'competition',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'frequency',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'grouping',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'grouping_method',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'grouping_pow',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'grouping_generate_url',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'grouping_home_pages',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'grouping_exclude_data',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'grouping_exclude_domains',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'site_type',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'site_types',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'rel_pos',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'positions',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'positions_force_check_relevant',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'positions_subdomains',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
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
			step: 6,
		},
	};
}
