import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class AnalyseQueriesInDepth extends ToolOperation {
	readonly value = 'analyseQueriesInDepth';
	readonly name = 'Analyse Queries in Depth';
	readonly action = 'Analyse queries in depth';
	readonly declaration: ToolDeclaration = {
		tool: 'complex_queries_analysis',
		description:
			'Many analyses of queries at once: intent, grouping, competition, positions, filters (spends limits; sent once)',
		scope: 'account',
		fields: [
			{ param: 'requests', type: 'list', required: true, description: 'The queries' },
			{ param: 'lr', type: 'string', description: 'The region code' },
			{
				param: 'search_system',
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
				param: 'vital_answer',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'comm',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'intent',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'gruppirovka',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'gruppirovka_method',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'gruppirovka_user_grouping_pow',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'gruppirovka_generate_url',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'gruppirovka_home_pages',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'gruppirovka_exclude_data',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'gruppirovka_exclude_domains_chbx',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'gruppirovka_exclude_domains',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'gruppirovka_force_check_relevant',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'site_type',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'competition',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'kwfreq_advanced',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'positions',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'positions_url',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'positions_ss',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'positions_lrs',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'positions_ss_count',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'positions_deep',
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
				param: 'delete_none_target_queries',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'del_implicit_duplicates',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'del_geo',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'del_geo_type',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'del_local',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'del_local_less',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'del_local_more',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'del_commer',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'del_commer_less',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'del_commer_more',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'del_frequency_ratio',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'del_frequency_ratio_less',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'del_frequency_ratio_more',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'del_frequency',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'exceptions_words_filter',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'exceptions_words',
				type: 'string',
				description: 'As the service’s tool takes it; typed values follow its schema',
			},
			{
				param: 'report_id',
				type: 'string',
				description: 'A task queued before: its result, without queueing again',
			},
		],
		wait: { kind: 'reportId' },
	};
}
