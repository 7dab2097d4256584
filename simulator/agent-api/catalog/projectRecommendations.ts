import type { CatalogSection } from './types';

/**
 * docs/service/agent-interface.md#catalog-sections, as listed in the service's documentation (name, flags,
 * parameters, the row's own notes).
 */
export const PROJECT_RECOMMENDATIONS: CatalogSection = {
	id: '4.7',
	title: 'Project: recommendations',
	scope: 'project',
	tools: [
		{ name: 'get_recommendation_details', flags: '', params: 'task_id!', about: '' },
		{
			name: 'set_recommendation_status',
			flags: 'M',
			params: 'task_id!, status!:new|in_progress|done',
			about: '`new`, `in_progress`, `done`',
		},
		{
			name: 'postpone_recommendation',
			flags: 'M',
			params: 'task_id!, date',
			about: 'default 3 days',
		},
		{
			name: 'add_recommendation',
			flags: 'M',
			params: 'name, url, type, description, expected_visits, date, status',
			about: '',
		},
		{
			name: 'set_recommendation_cluster_check',
			flags: 'M',
			params:
				'url, check:code|equal_urls|common_commercialization|frequency_sum|queries_count, checked',
			about:
				'check is one of code, equal_urls, common_commercialization, frequency_sum, queries_count',
		},
		{ name: 'recalculate_visibility', flags: 'M', params: 'only_last', about: '' },
		{ name: 'recheck_recommendation', flags: 'M', params: 'task_id!', about: 'background recheck' },
	],
};
