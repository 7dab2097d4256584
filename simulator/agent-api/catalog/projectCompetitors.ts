import type { CatalogSection } from './types';

/**
 * docs/service/agent-interface.md#catalog-sections, as listed in the service's documentation (name, flags,
 * parameters, the row's own notes).
 */
export const PROJECT_COMPETITORS: CatalogSection = {
	id: '4.6',
	title: 'Project: competitors',
	scope: 'project',
	tools: [
		{
			name: 'get_competitor_settings',
			flags: '',
			params: '',
			about:
				'auto-list for analysis: top 100 or own; tracking of competitor positions and snippets; domain-type reference with slugs for set_competitor_type',
		},
		{
			name: 'set_competitor_tracking',
			flags: 'M',
			params: 'mode, domains, every_n_checks',
			about:
				'off, own snippets only, or own domains; up to 20 domains; the list is replaced entirely',
		},
		{
			name: 'set_auto_competitors',
			flags: 'M',
			params: 'source, domains, merge_subdomains, exclude_aggregators',
			about: 'top 100 by visibility or own domains, up to 20, list replaced entirely',
		},
		{ name: 'set_competitor_type', flags: 'M', params: 'domain!, type!', about: '' },
		{
			name: 'get_competitor_positions',
			flags: '',
			params:
				'domains, ss_id, update_id, compare_update_id, query, group_id, include_snippets, page, limit',
			about: '',
		},
	],
};
