import type { CatalogSection } from './types';

/**
 * docs/service/agent-interface.md#catalog-sections, as listed in the service's documentation (name, flags,
 * parameters, the row's own notes).
 */
export const SITE_ANALYSIS: CatalogSection = {
	id: '4.11',
	title: 'Site analysis',
	scope: 'account',
	tools: [
		{
			name: 'se1_tcy',
			flags: '',
			params: 'url!',
			about: 'historic site rank data: tcy, rang, yaca, yaca_cat',
		},
		{
			name: 'site_analysis',
			flags: 'M,L',
			params: 'domain, cb_iks, cb_ssl, cb_p',
			about: 'and further parameters whose names are not shown',
		},
	],
};
