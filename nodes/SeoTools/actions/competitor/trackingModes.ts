import type { EnumOption } from '../../../shared/parts/agent/enumChoice';

/**
 * "off, own snippets only, or own domains" (docs/service/agent-interface.md#catalog-sections): the
 * values are read from the tool's schema when it lists them (docs/decisions/agent-interface.md#group-analytics-competitor-and-recommendation).
 */
export const TRACKING_MODES: readonly EnumOption[] = [
	{
		value: 'off',
		name: 'Off',
		description: 'Track no competitor positions',
		pattern: /off|none|disabl/i,
	},
	{
		value: 'snippets',
		name: 'Own Snippets Only',
		description: 'Track only the project’s own snippets',
		pattern: /snippet/i,
	},
	{
		value: 'domains',
		name: 'Own Domains',
		description: 'Track the positions of the domains you list',
		pattern: /domain|custom|list/i,
	},
];
