import type { CatalogSection } from './types';

/**
 * docs/service/agent-interface.md#catalog-sections, as listed in the service's documentation (name, flags,
 * parameters, the row's own notes).
 */
export const PROJECT_QUERIES_GROUPS_URLS: CatalogSection = {
	id: '4.5',
	title: 'Project: queries, groups, URLs',
	scope: 'project',
	tools: [
		{
			name: 'create_query_group',
			flags: 'M',
			params: 'name!, order, queries, keep_case',
			about: '',
		},
		{ name: 'update_query_group', flags: 'M', params: 'group_id!, name, order', about: '' },
		{
			name: 'delete_query_groups',
			flags: 'D',
			params: 'mode!:selected|empty|all, group_ids, with_queries, move_to_group_id',
			about:
				'mode `selected`: the groups group_ids; queries stay without a group, or move to move_to_group_id, or are deleted with with_queries. mode `empty`: all empty groups. mode `all`: all groups, queries go to the general group',
		},
		{
			name: 'change_query_groups',
			flags: 'M',
			params: 'action!:add|move|remove, query_ids!, group_id, group_name, from_group_id',
			about:
				'action `add` keeps earlier groups; `move` moves from from_group_id; `remove` removes from from_group_id',
		},
		{ name: 'delete_all_queries', flags: 'D', params: '', about: 'all queries with history' },
		{ name: 'set_query_urls', flags: 'M', params: 'items', about: '' },
		{
			name: 'reset_query_urls',
			flags: 'M',
			params: 'query_ids',
			about: 'set to the relevant URL of the last check, or the main mirror when none',
		},
		{
			name: 'recalc_queries',
			flags: 'M',
			params: 'query_ids',
			about: 're-collect optimization and behavioral data',
		},
		{
			name: 'create_url_group',
			flags: 'M',
			params: 'name!, order, urls',
			about: 'an existing group with that name receives the URLs',
		},
		{
			name: 'change_url_groups',
			flags: 'M',
			params: 'action!:add|move|remove, url_ids!, group_name, from_group_id',
			about:
				'`add` to group_name (a new name creates the group); `move` from from_group_id; `remove` from from_group_id',
		},
		{ name: 'update_url_group', flags: 'M', params: 'group_id!, name, order', about: '' },
		{
			name: 'delete_url_groups',
			flags: 'D',
			params: 'mode!:selected|empty|all, group_ids',
			about:
				'`selected`, `empty` groups without URLs, `all`; with history and events, irreversible',
		},
		{
			name: 'generate_url_groups',
			flags: 'M',
			params: '',
			about:
				'background generation by site structure; notification on completion; result via get_url_groups',
		},
		{
			name: 'get_url_group_goals',
			flags: '',
			params: '',
			about: 'counter goals of the project and those marked as selected',
		},
		{
			name: 'set_url_group_goals',
			flags: 'M',
			params: 'goal_ids, recalc',
			about: 'passed goals on, all other goals of the counter off',
		},
		{
			name: 'set_query_position',
			flags: 'M',
			params: 'query_id!, search_system_id!, position!, date!',
			about: 'manual correction; visibility and summaries recalculated',
		},
		{
			name: 'get_recommended_queries',
			flags: '',
			params: 'page, sort, order, position_from, position_to, freq_from, freq_to',
			about:
				'queries the service suggests that are not in the project; position 102 means not yet taken',
		},
		{
			name: 'add_recommended_queries',
			flags: 'M',
			params: 'ids, group_id, dismiss',
			about: "duplicates skipped; the tariff's query limit applies",
		},
		{
			name: 'get_semantics_options',
			flags: '',
			params: 'regions, search',
			scope: 'account',
			about:
				'wizard steps, base regions as slugs, engines, user projects with a writable flag, stop-word lists',
		},
		{
			name: 'list_semantics_tasks',
			flags: '',
			params: 'limit',
			scope: 'account',
			about: 'newest first: id, name, date and status of the last run of each step',
		},
		{ name: 'create_semantics_task', flags: 'M', params: '', scope: 'account', about: '' },
		{
			name: 'get_semantics_task',
			flags: '',
			params: 'task_id!',
			scope: 'account',
			about: 'status per step, progress in percent, hid',
		},
		{
			name: 'run_semantics_competitors',
			flags: 'M',
			params:
				'task_id!, mode:domain|keywords|project|urls, url, region, rapport_size, site, queries, search_system, lr, format, exclude_aggregators, urls, project_region',
			scope: 'account',
			about:
				"Step 1. mode `domain` costs about 110 limits; `keywords` about 1.1 per query, up to 150; `project` uses the project's competitors over 30 days at 0; `urls` 1 per URL, up to 50 URLs of one site",
		},
		{
			name: 'run_semantics_proximity',
			flags: 'M',
			params: 'task_id!, user_domain, domains, with_previous_data',
			scope: 'account',
			about: 'step 2: closeness of competitors to the site',
		},
		{
			name: 'run_semantics_url_top',
			flags: 'M',
			params: 'task_id!, domains, region, rapport_size, user_domain',
			scope: 'account',
			about: "step 3: competitors' most visited pages",
		},
		{
			name: 'run_semantics_keywords_collect',
			flags: 'M',
			params: 'task_id!, urls, region, rapport_size, user_domain',
			scope: 'account',
			about: 'step 4: queries of competitor URLs; URLs come from step 3, field linkUrl',
		},
		{
			name: 'run_semantics_keywords_filter',
			flags: 'M',
			params:
				'task_id!, queries, stop_words, stop_word_lists, find_popular, uncheck_popular, remove_duplicates, user_domain, with_previous_data',
			scope: 'account',
			about: 'step 5: implicit duplicates and stop words, up to 15000 queries',
		},
		{
			name: 'run_semantics_keywords_analyse',
			flags: 'M',
			params:
				'task_id!, user_domain, queries, ss, lr, deep, geo, vital, com, intent, competition, frequency, grouping, grouping_method, grouping_pow, grouping_generate_url, grouping_home_pages, grouping_exclude_data, grouping_exclude_domains, site_type, site_types, rel_pos, positions, positions_force_check_relevant, positions_subdomains, with_previous_data',
			scope: 'account',
			about:
				'(step 6, up to 10000 queries). Limits per query: positions 1 per report (+1 for the first engine with force_relevant), grouping 2, competition 4, frequency 2, each of geo, com, intent, vital, site_type 1; the total is multiplied by 1.1',
		},
		{
			name: 'get_semantics_step_result',
			flags: '',
			params: 'task_id!, step!, offset, limit, column, include_removed',
			scope: 'account',
			about: 'limit: up to 500 rows',
		},
		{
			name: 'add_semantics_to_project',
			flags: 'M',
			params: 'task_id!, user_domain, reports, queries, exclude_queries',
			scope: 'project-optional',
			about:
				'step 7: queries of step 6 with their groups go to an existing project with write access, given by project_id, or to a new one, given by user_domain and reports',
		},
	],
};
