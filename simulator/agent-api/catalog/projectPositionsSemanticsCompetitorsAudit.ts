import type { CatalogSection } from './types';

/**
 * docs/service/agent-interface.md#catalog-sections, as listed in the service's documentation (name, flags,
 * parameters, the row's own notes).
 */
export const PROJECT_POSITIONS_SEMANTICS_COMPETITORS_AUDIT: CatalogSection = {
	id: '4.3',
	title: 'Project: positions, semantics, competitors, audit',
	scope: 'project',
	tools: [
		{
			name: 'list_projects',
			flags: '',
			params: '',
			scope: 'account',
			about: 'own and shared projects: id, name, domain, main mirror, date of last check, pause',
		},
		{ name: 'get_project_summary', flags: '', params: '', about: '' },
		{ name: 'get_project_settings', flags: '', params: '', about: '' },
		{ name: 'get_metrics', flags: '', params: 'search_system, trend_from, trend_to', about: '' },
		{
			name: 'get_query_positions',
			flags: '',
			params:
				'query, group, url_group, search_system, position_from, position_to, change, limit, offset',
			about: '',
		},
		{
			name: 'compare_positions',
			flags: '',
			params: 'from, to, search_system, group, limit',
			about: '',
		},
		{ name: 'get_group_dynamics', flags: '', params: 'search_system, from, to, limit', about: '' },
		{ name: 'get_url_dynamics', flags: '', params: 'search_system, from, to, limit', about: '' },
		{
			name: 'get_competitors',
			flags: '',
			params: 'include_manual, search_system, from, to, type, limit, offset',
			about: '',
		},
		{
			name: 'get_queries',
			flags: '',
			params: 'query, group, without_url, sort, limit, offset',
			about: '',
		},
		{ name: 'get_urls', flags: '', params: 'url, group, limit, offset', about: '' },
		{
			name: 'get_groups_analytics',
			flags: '',
			params: 'kind:query|url, focus, name, search_system, limit, offset',
			about: '',
		},
		{
			name: 'get_group_urls',
			flags: '',
			params: 'kind:query|url, group, search_system, limit, offset',
			about: '',
		},
		{
			name: 'get_group_queries',
			flags: '',
			params: 'kind:query|url, group, url, search_system, limit, offset',
			about: '',
		},
		{
			name: 'get_group_history',
			flags: '',
			params: 'kind:query|url, group, search_system, from, to, limit',
			about: '',
		},
		{
			name: 'get_group_growth',
			flags: '',
			params: 'kind:query|url, group, compare_group, search_system, from, to',
			about: '',
		},
		{ name: 'get_group_events', flags: '', params: 'group, from, to, limit, offset', about: '' },
		{ name: 'get_query_groups', flags: '', params: 'name, limit, offset', about: '' },
		{ name: 'get_url_groups', flags: '', params: 'name, limit, offset', about: '' },
		{ name: 'get_distribution', flags: '', params: 'group, url_group, query', about: '' },
		{
			name: 'get_problem_queries',
			flags: '',
			params: 'problem, limit, offset, group, url_group, query, search_system',
			about: '',
		},
		{ name: 'get_query_details', flags: '', params: 'query!', about: '' },
		{ name: 'get_recommendations', flags: '', params: 'only_open, type, limit, offset', about: '' },
		{ name: 'get_audit', flags: '', params: 'status', about: '' },
		{ name: 'get_events', flags: '', params: 'from, to, group, query, limit, offset', about: '' },
		{ name: 'get_notes', flags: '', params: 'query, from, to, limit, offset', about: '' },
		{
			name: 'get_project_updates',
			flags: '',
			params: 'offset, limit',
			about: 'position checks: id, start and end dates',
		},
		{
			name: 'get_uptime',
			flags: '',
			params: 'period:day|week|two_weeks|month|quarter',
			about: '`day` gives hourly values; otherwise daily',
		},
		{
			name: 'get_project_traffic',
			flags: '',
			params: 'from, to, ss_id, grouping:d|w|m',
			about: '',
		},
		{
			name: 'get_limits_forecast',
			flags: '',
			params: '',
			about: '30-day forecast: positions, technical checks, competitors, frequencies, uptime',
		},
		{ name: 'get_robots_changes', flags: '', params: 'limit', about: '' },
		{
			name: 'list_reports',
			flags: '',
			params: 'limit',
			about: 'id as report_id, status, date and period',
		},
		{ name: 'get_report', flags: 'L', params: 'report_id!', about: '' },
	],
};
