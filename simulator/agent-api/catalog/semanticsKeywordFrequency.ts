import type { CatalogSection } from './types';

/**
 * docs/service/agent-interface.md#catalog-sections, as listed in the service's documentation (name, flags,
 * parameters, the row's own notes).
 */
export const SEMANTICS_KEYWORD_FREQUENCY: CatalogSection = {
	id: '4.9',
	title: 'Semantics and keyword frequency',
	scope: 'account',
	tools: [
		{
			name: 'geo_dependence',
			flags: 'M,L',
			params: 'requests, lr, search_system, intent, deep, report_id',
			about: '',
		},
		{
			name: 'cluster_by_top',
			flags: 'M,L',
			params: 'requests, lr, method, degree_group, report_id',
			about: 'requests: 2 to 10000',
		},
		{ name: 'query_analysis', flags: 'M,L', params: 'query, lr, report_id', about: '' },
		{
			name: 'suggest_se1',
			flags: 'M,L',
			params:
				'query, lr, deep, cb_with_space, cb_with_cyrillic, cb_with_numbers, cb_with_english, report_id',
			about: '',
		},
		{
			name: 'suggest_se2',
			flags: 'M,L',
			params:
				'queries, deep, search_engine, cb_with_space, cb_with_cyrillic, cb_with_numbers, cb_with_english, report_id',
			about: '',
		},
		{
			name: 'suggest_video',
			flags: 'M,L',
			params:
				'request, region, deep, stop_list, cb_with_space, cb_with_cyrillic, cb_with_numbers, cb_with_english, report_id',
			about: '',
		},
		{
			name: 'query_intent',
			flags: 'M,L',
			params: 'requests, lr, search_system, deep, report_id',
			about: '',
		},
		{
			name: 'kwfreq_frequency',
			flags: 'M,L',
			params:
				'requests, lr, device, overall, exact, quoted, fixed, delete_special_characters, delete_zero_keywords, frequency_relations, cb_total_annual, cb_total_annual_by_month, cb_total_annual_by_month_type, report_id',
			about: '',
		},
		{
			name: 'kwfreq_keywords_parse',
			flags: 'M,L',
			params:
				'requests, lr, device, count_pages, overall, exact, quoted, fixed, delete_special_characters, delete_zero_keywords, frequency_relations, stop_list, min_count_words, max_count_words, min_overall_frequency, report_id',
			about: '',
		},
		{
			name: 'complex_queries_analysis',
			flags: 'M,L',
			params:
				'requests, lr, search_system, deep, geo, vital_answer, comm, intent, gruppirovka, gruppirovka_method, gruppirovka_user_grouping_pow, gruppirovka_generate_url, gruppirovka_home_pages, gruppirovka_exclude_data, gruppirovka_exclude_domains_chbx, gruppirovka_exclude_domains, gruppirovka_force_check_relevant, site_type, competition, kwfreq_advanced, positions, positions_url, positions_ss, positions_lrs, positions_ss_count, positions_deep, positions_force_check_relevant, positions_subdomains, delete_none_target_queries, del_implicit_duplicates, del_geo, del_geo_type, del_local, del_local_less, del_local_more, del_commer, del_commer_less, del_commer_more, del_frequency_ratio, del_frequency_ratio_less, del_frequency_ratio_more, del_frequency, exceptions_words_filter, exceptions_words, report_id',
			about: '',
		},
		{
			name: 'similar_queries',
			flags: 'M',
			params: 'queries, region',
			about: 'queries: 1 to 100 marker queries; region: closeness at least 15%, with frequencies',
		},
		{
			name: 'keyword_planner_options',
			flags: '',
			params: 'country_id, region_search',
			about:
				'countries: zone is the country value; regions: code is the region value; languages: code is the language value',
		},
		{
			name: 'keyword_planner',
			flags: 'M',
			params: 'queries, country, region, language',
			about: '',
		},
		{
			name: 'suggest_parsing',
			flags: 'M',
			params:
				'queries, engines, lr, country_code, stop_words, with_space, with_cyrillic, with_numbers, with_english',
			about: 'queries: up to 1000',
		},
		{
			name: 'sentence_parsing',
			flags: 'M',
			params: 'sentence',
			about: 'one Russian sentence, up to 200 characters',
		},
		{
			name: 'semantic_core_competitors',
			flags: '',
			params: 'mode, site, region',
			about: 'returns domain, perc = overlap in percent, theme; choose up to 5 for semantic_core',
		},
		{
			name: 'semantic_core',
			flags: 'M',
			params:
				'mode, site, competitors, regions, trafficked_top, positions_top, min_occurrence, min_frequency, remove_duplicates, words_min, words_max, filter_words',
			about: 'competitors: up to 5',
		},
		{ name: 'site_regionality_se1', flags: 'M', params: 'domain, regions', about: '' },
		{
			name: 'lemma_duplicates',
			flags: 'M',
			params:
				'queries, remove_duplicates, find_popular_word_form, lemmatize, exceptions_words, stop_words',
			about: '',
		},
		{
			name: 'serp_visibility',
			flags: 'M',
			params: 'queries, url, search_engine, lr, deep, competitors_summary',
			about: 'queries: up to 200',
		},
		{
			name: 'webmaster_hosts',
			flags: '',
			params: '',
			about:
				'sites of the search-engine webmaster account connected in account settings; connection only in the interface',
		},
		{
			name: 'webmaster_queries',
			flags: 'M',
			params: 'host_id!',
			about: 'popular queries: impressions, clicks, average positions',
		},
	],
};
