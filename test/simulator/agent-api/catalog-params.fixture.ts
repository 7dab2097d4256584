/**
 * The tool tables of the agent-interface document (sections 4.3-4.11), written out by hand from
 * the service's documentation, independently of simulator/agent-api/catalog. Each entry: flags, then the documented
 * parameter names in the service documentation's order, with every bracketed note removed (a note never
 * ends the list: `requests (2 to 10000), lr, method` lists three parameters). `project_id`,
 * implied by 4.2 for project tools, is not listed here.
 */
export type DocTool = readonly [flags: string, params: string];

export const DOCUMENT_TOOLS: Record<string, Record<string, DocTool>> = {
	'4.3': {
		list_projects: ['', ''],
		get_project_summary: ['', ''],
		get_project_settings: ['', ''],
		get_metrics: ['', 'search_system trend_from trend_to'],
		get_query_positions: [
			'',
			'query group url_group search_system position_from position_to change limit offset',
		],
		compare_positions: ['', 'from to search_system group limit'],
		get_group_dynamics: ['', 'search_system from to limit'],
		get_url_dynamics: ['', 'search_system from to limit'],
		get_competitors: ['', 'include_manual search_system from to type limit offset'],
		get_queries: ['', 'query group without_url sort limit offset'],
		get_urls: ['', 'url group limit offset'],
		get_groups_analytics: ['', 'kind focus name search_system limit offset'],
		get_group_urls: ['', 'kind group search_system limit offset'],
		get_group_queries: ['', 'kind group url search_system limit offset'],
		get_group_history: ['', 'kind group search_system from to limit'],
		get_group_growth: ['', 'kind group compare_group search_system from to'],
		get_group_events: ['', 'group from to limit offset'],
		get_query_groups: ['', 'name limit offset'],
		get_url_groups: ['', 'name limit offset'],
		get_distribution: ['', 'group url_group query'],
		get_problem_queries: ['', 'problem limit offset group url_group query search_system'],
		get_query_details: ['', 'query'],
		get_recommendations: ['', 'only_open type limit offset'],
		get_audit: ['', 'status'],
		get_events: ['', 'from to group query limit offset'],
		get_notes: ['', 'query from to limit offset'],
		get_project_updates: ['', 'offset limit'],
		get_uptime: ['', 'period'],
		get_project_traffic: ['', 'from to ss_id grouping'],
		get_limits_forecast: ['', ''],
		get_robots_changes: ['', 'limit'],
		list_reports: ['', 'limit'],
		get_report: ['L', 'report_id'],
	},
	'4.4': {
		run_positions_check: ['M', ''],
		pause_project: ['M', ''],
		resume_project: ['M', ''],
		add_queries: ['M', 'queries group_id group group_mode url'],
		delete_queries: ['D', 'queries_id'],
		get_report_file: ['M,L', 'report_id'],
		list_search_engines: ['', ''],
		list_project_regions: ['', 'engine query limit'],
		list_project_options: ['', ''],
		create_project: [
			'M',
			'name main_mirror aliases subdomain_check search_systems collect_frequency_on_priority_change positions_depth check_type_base ' +
				'check_interval check_interval_custom check_interval_days check_interval_dates check_time positions_recheck positions_recheck_count ' +
				'technical_inspections technical_inspections_interval frequency_type frequency_interval frequency_interval_custom ' +
				'frequency_interval_days frequency_interval_dates frequency_region frequency_no_zero domain queries',
		],
		update_project_settings: [
			'M',
			'name main_mirror aliases subdomain_check search_systems collect_frequency_on_priority_change positions_depth check_type_base ' +
				'check_interval check_interval_custom check_interval_days check_interval_dates check_time positions_recheck positions_recheck_count ' +
				'technical_inspections technical_inspections_interval frequency_type frequency_interval frequency_interval_custom ' +
				'frequency_interval_days frequency_interval_dates frequency_region frequency_no_zero',
		],
		delete_project: ['D', ''],
		get_check_cost: ['', ''],
		get_check_state: ['', ''],
		run_frequency_check: ['M', ''],
		run_audit: ['M', ''],
		run_all_checks: ['M', ''],
		set_project_favorite: ['M', 'favorite'],
		run_recommendations_update: ['M', 'type'],
		list_project_folders: ['', ''],
		create_project_folder: ['M', 'name'],
		rename_project_folder: ['M', 'folder_id name'],
		delete_project_folder: ['D', 'folder_id'],
		set_project_folders: ['M', 'folder_ids'],
	},
	'4.5': {
		create_query_group: ['M', 'name order queries keep_case'],
		update_query_group: ['M', 'group_id name order'],
		delete_query_groups: ['D', 'mode group_ids with_queries move_to_group_id'],
		change_query_groups: ['M', 'action query_ids group_id group_name from_group_id'],
		delete_all_queries: ['D', ''],
		set_query_urls: ['M', 'items'],
		reset_query_urls: ['M', 'query_ids'],
		recalc_queries: ['M', 'query_ids'],
		create_url_group: ['M', 'name order urls'],
		change_url_groups: ['M', 'action url_ids group_name from_group_id'],
		update_url_group: ['M', 'group_id name order'],
		delete_url_groups: ['D', 'mode group_ids'],
		generate_url_groups: ['M', ''],
		get_url_group_goals: ['', ''],
		set_url_group_goals: ['M', 'goal_ids recalc'],
		set_query_position: ['M', 'query_id search_system_id position date'],
		get_recommended_queries: ['', 'page sort order position_from position_to freq_from freq_to'],
		add_recommended_queries: ['M', 'ids group_id dismiss'],
		get_semantics_options: ['', 'regions search'],
		list_semantics_tasks: ['', 'limit'],
		create_semantics_task: ['M', ''],
		get_semantics_task: ['', 'task_id'],
		run_semantics_competitors: [
			'M',
			'task_id mode url region rapport_size site queries search_system lr format exclude_aggregators urls project_region',
		],
		run_semantics_proximity: ['M', 'task_id user_domain domains with_previous_data'],
		run_semantics_url_top: ['M', 'task_id domains region rapport_size user_domain'],
		run_semantics_keywords_collect: ['M', 'task_id urls region rapport_size user_domain'],
		run_semantics_keywords_filter: [
			'M',
			'task_id queries stop_words stop_word_lists find_popular uncheck_popular remove_duplicates user_domain with_previous_data',
		],
		run_semantics_keywords_analyse: [
			'M',
			'task_id user_domain queries ss lr deep geo vital com intent competition frequency grouping grouping_method grouping_pow ' +
				'grouping_generate_url grouping_home_pages grouping_exclude_data grouping_exclude_domains site_type site_types rel_pos positions ' +
				'positions_force_check_relevant positions_subdomains with_previous_data',
		],
		get_semantics_step_result: ['', 'task_id step offset limit column include_removed'],
		add_semantics_to_project: ['M', 'task_id user_domain reports queries exclude_queries'],
	},
	'4.6': {
		get_competitor_settings: ['', ''],
		set_competitor_tracking: ['M', 'mode domains every_n_checks'],
		set_auto_competitors: ['M', 'source domains merge_subdomains exclude_aggregators'],
		set_competitor_type: ['M', 'domain type'],
		get_competitor_positions: [
			'',
			'domains ss_id update_id compare_update_id query group_id include_snippets page limit',
		],
	},
	'4.7': {
		get_recommendation_details: ['', 'task_id'],
		set_recommendation_status: ['M', 'task_id status'],
		postpone_recommendation: ['M', 'task_id date'],
		add_recommendation: ['M', 'name url type description expected_visits date status'],
		set_recommendation_cluster_check: ['M', 'url check checked'],
		recalculate_visibility: ['M', 'only_last'],
		recheck_recommendation: ['M', 'task_id'],
	},
	'4.8': {
		get_event_types: ['', ''],
		create_event: ['M', 'name date event_type work_time url description'],
		update_event: ['M', 'event_id name date event_type work_time url description'],
		delete_event: ['D', 'event_id'],
		create_group_event: ['M', 'group_id name date work_time url description'],
		update_group_event: ['M', 'group_id event_id name date work_time url description'],
		delete_group_event: ['D', 'group_id event_id'],
		create_note: ['M', 'text'],
		update_note: ['M', 'note_id text'],
		delete_note: ['D', 'note_id'],
		get_report_blocks: ['', ''],
		create_report: ['M', 'period date_from date_to compare compare_from compare_to blocks'],
		get_report_schedule: ['', ''],
		set_report_schedule: [
			'M',
			'enabled frequency every_n_days hour period last_n_days compare emails error_emails attach_file promotion_start_date',
		],
		list_project_members: ['', ''],
		add_project_member: ['M', 'email role notify'],
		update_project_member: ['M', 'access_id role notify'],
		remove_project_member: ['M', 'access_id'],
		set_project_public_access: ['M', 'enabled'],
		leave_project: ['M', ''],
		list_kpi_results: ['', ''],
		get_kpi_result: ['', 'kpi_id'],
		run_kpi_calculation: [
			'M',
			'date_from date_to budget monthly_budgets region_id season_requests season_coefficients stop_words counter_goals',
		],
		list_geo_projects: ['', ''],
		link_geo_project: ['M', 'ai_project_id'],
		unlink_geo_project: ['M', ''],
		delete_kpi_result: ['D', 'kpi_id'],
		reset_project_access: ['D', ''],
	},
	'4.9': {
		geo_dependence: ['M,L', 'requests lr search_system intent deep report_id'],
		cluster_by_top: ['M,L', 'requests lr method degree_group report_id'],
		query_analysis: ['M,L', 'query lr report_id'],
		suggest_se1: [
			'M,L',
			'query lr deep cb_with_space cb_with_cyrillic cb_with_numbers cb_with_english report_id',
		],
		suggest_se2: [
			'M,L',
			'queries deep search_engine cb_with_space cb_with_cyrillic cb_with_numbers cb_with_english report_id',
		],
		suggest_video: [
			'M,L',
			'request region deep stop_list cb_with_space cb_with_cyrillic cb_with_numbers cb_with_english report_id',
		],
		query_intent: ['M,L', 'requests lr search_system deep report_id'],
		kwfreq_frequency: [
			'M,L',
			'requests lr device overall exact quoted fixed delete_special_characters delete_zero_keywords frequency_relations ' +
				'cb_total_annual cb_total_annual_by_month cb_total_annual_by_month_type report_id',
		],
		kwfreq_keywords_parse: [
			'M,L',
			'requests lr device count_pages overall exact quoted fixed delete_special_characters delete_zero_keywords frequency_relations ' +
				'stop_list min_count_words max_count_words min_overall_frequency report_id',
		],
		complex_queries_analysis: [
			'M,L',
			'requests lr search_system deep geo vital_answer comm intent gruppirovka gruppirovka_method gruppirovka_user_grouping_pow ' +
				'gruppirovka_generate_url gruppirovka_home_pages gruppirovka_exclude_data gruppirovka_exclude_domains_chbx ' +
				'gruppirovka_exclude_domains gruppirovka_force_check_relevant site_type competition kwfreq_advanced positions positions_url ' +
				'positions_ss positions_lrs positions_ss_count positions_deep positions_force_check_relevant positions_subdomains ' +
				'delete_none_target_queries del_implicit_duplicates del_geo del_geo_type del_local del_local_less del_local_more del_commer ' +
				'del_commer_less del_commer_more del_frequency_ratio del_frequency_ratio_less del_frequency_ratio_more del_frequency ' +
				'exceptions_words_filter exceptions_words report_id',
		],
		similar_queries: ['M', 'queries region'],
		keyword_planner_options: ['', 'country_id region_search'],
		keyword_planner: ['M', 'queries country region language'],
		suggest_parsing: [
			'M',
			'queries engines lr country_code stop_words with_space with_cyrillic with_numbers with_english',
		],
		sentence_parsing: ['M', 'sentence'],
		semantic_core_competitors: ['', 'mode site region'],
		semantic_core: [
			'M',
			'mode site competitors regions trafficked_top positions_top min_occurrence min_frequency remove_duplicates words_min words_max filter_words',
		],
		site_regionality_se1: ['M', 'domain regions'],
		lemma_duplicates: [
			'M',
			'queries remove_duplicates find_popular_word_form lemmatize exceptions_words stop_words',
		],
		serp_visibility: ['M', 'queries url search_engine lr deep competitors_summary'],
		webmaster_hosts: ['', ''],
		webmaster_queries: ['M', 'host_id'],
	},
	'4.10': {
		se1_filters_check: ['M', 'query url lr rel_url'],
		serp_top10: ['M,L', 'queries query lr deep ss language report_id'],
		se1_xml: ['M', 'query lr l10n sortby filter maxpassages groupby page'],
		video_position_check: ['M', 'query channel'],
		se1_positions_check: ['M,L', 'url lr requests deep ismobile compare subdomains report_id'],
		se2_positions_check: ['M,L', 'url lr requests search_engine deep mobile subdomains report_id'],
		serp_se1_search_and_context_set: ['M', 'keywords region deep is_mobile ads_only'],
		serp_se1_set: ['M', 'keywords region deep is_mobile'],
		serp_se1_status: ['', 'task_id'],
		serp_se1_get: ['', 'task_id limit offset'],
		serp_regions: ['', ''],
		search_visibility: ['M', 'mode url domains region rapport_size'],
		positions_complex: [
			'M',
			'requests url engines competitors deep subdomains force_check_relevant top_domains emoji',
		],
		serp_snippets: ['M', 'requests url search_system lr deep'],
	},
	'4.11': {
		se1_tcy: ['', 'url'],
		site_analysis: ['M,L', 'domain cb_iks cb_ssl cb_p'],
	},
};

/**
 * The nine rows whose parameter list carries bracketed notes in the middle
 * (docs/decisions-simulator-agent-api.md#catalog).
 */
export const NOTED_ROWS: Record<string, string[]> = {
	cluster_by_top: ['lr', 'method', 'degree_group', 'report_id'],
	similar_queries: ['region'],
	suggest_parsing: [
		'engines',
		'lr',
		'country_code',
		'stop_words',
		'with_space',
		'with_cyrillic',
		'with_numbers',
		'with_english',
	],
	semantic_core: [
		'regions',
		'trafficked_top',
		'positions_top',
		'min_occurrence',
		'min_frequency',
		'remove_duplicates',
		'words_min',
		'words_max',
		'filter_words',
	],
	serp_visibility: ['url', 'search_engine', 'lr', 'deep', 'competitors_summary'],
	positions_complex: [
		'url',
		'engines',
		'competitors',
		'deep',
		'subdomains',
		'force_check_relevant',
		'top_domains',
		'emoji',
	],
	serp_snippets: ['url', 'search_system', 'lr', 'deep'],
	update_project_member: ['notify'],
	get_semantics_step_result: ['column', 'include_removed'],
};
