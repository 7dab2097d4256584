import type { CatalogSection } from './types';

/**
 * docs/service/agent-interface.md#catalog-sections, as listed in the service's documentation (name, flags,
 * parameters, the row's own notes).
 */
export const SERP_POSITIONS_INDEXING: CatalogSection = {
	id: '4.10',
	title: 'SERP, positions, indexing',
	scope: 'account',
	tools: [
		{
			name: 'se1_filters_check',
			flags: 'M',
			params: 'query, url, lr, rel_url',
			about:
				'returns position, status ok, warning or error, result text, relevant URL and match, list of checks',
		},
		{
			name: 'serp_top10',
			flags: 'M,L',
			params: 'queries, query, lr, deep, ss, language, report_id',
			about: '',
		},
		{
			name: 'se1_xml',
			flags: 'M',
			params: 'query, lr, l10n, sortby, filter, maxpassages, groupby, page',
			about: 'returns the raw XML result document',
		},
		{ name: 'video_position_check', flags: 'M', params: 'query, channel', about: '' },
		{
			name: 'se1_positions_check',
			flags: 'M,L',
			params: 'url, lr, requests, deep, ismobile, compare, subdomains, report_id',
			about: '',
		},
		{
			name: 'se2_positions_check',
			flags: 'M,L',
			params: 'url, lr, requests, search_engine, deep, mobile, subdomains, report_id',
			about: '',
		},
		{
			name: 'serp_se1_search_and_context_set',
			flags: 'M',
			params: 'keywords, region, deep, is_mobile, ads_only',
			about: 'organic, ads_top, ads_middle, ads_bottom, special blocks',
		},
		{ name: 'serp_se1_set', flags: 'M', params: 'keywords, region, deep, is_mobile', about: '' },
		{
			name: 'serp_se1_status',
			flags: '',
			params: 'task_id!',
			about: 'result `{progress: 0..100}`',
		},
		{
			name: 'serp_se1_get',
			flags: '',
			params: 'task_id!, limit, offset',
			about:
				'after progress 100: array of objects per query with query, query_id, region, is_mobile, organic[], ads_top[], ads_middle[], ads_bottom[], special blocks',
		},
		{
			name: 'serp_regions',
			flags: '',
			params: '',
			about: 'allowed values of the region parameter of the SERP methods',
		},
		{
			name: 'search_visibility',
			flags: 'M',
			params: 'mode, url, domains, region, rapport_size',
			about: 'or comparison of 2 to 4 domains',
		},
		{
			name: 'positions_complex',
			flags: 'M',
			params:
				'requests, url, engines, competitors, deep, subdomains, force_check_relevant, top_domains, emoji',
			about: 'requests: up to 10000; competitors: up to 5',
		},
		{
			name: 'serp_snippets',
			flags: 'M',
			params: 'requests, url, search_system, lr, deep',
			about: 'requests: up to 100',
		},
	],
};
