/**
 * The service's reference data, one reading for every surface: the REST project wizard
 * (ss-list, add) and the agent tools (list_search_engines, list_project_regions, create_project,
 * the semantics wizard) list the same engines and regions and accept the same domains.
 */

/**
 * docs/service/rest-api.md#projects: ids 1 and 2 are the two engines on desktop, 7 and 8 their
 * mobile variants.
 */
export const SEARCH_ENGINES = [
	{ id: 1, name: 'SE1', domain: 'se1.example', slug: 'se1', device: 'desktop', maxDepth: 100 },
	{ id: 2, name: 'SE2', domain: 'se2.example', slug: 'se2', device: 'desktop', maxDepth: 100 },
	{
		id: 7,
		name: 'SE1 mobile',
		domain: 'se1.example',
		slug: 'se1-mobile',
		device: 'mobile',
		maxDepth: 50,
	},
	{
		id: 8,
		name: 'SE2 mobile',
		domain: 'se2.example',
		slug: 'se2-mobile',
		device: 'mobile',
		maxDepth: 50,
	},
] as const;

export const isSearchEngine = (id: number) => SEARCH_ENGINES.some((engine) => engine.id === id);

/** Region codes (lr) the simulator knows, with their names as the service writes them. */
export const REGIONS: ReadonlyArray<{ code: number; name: string }> = [
	{ code: 213, name: 'Москва' },
	{ code: 2, name: 'Санкт-Петербург' },
	{ code: 54, name: 'Екатеринбург' },
	{ code: 65, name: 'Новосибирск' },
	{ code: 43, name: 'Казань' },
	{ code: 225, name: 'Россия' },
	{ code: 187, name: 'Украина' },
	{ code: 149, name: 'Беларусь' },
	{ code: 159, name: 'Казахстан' },
];

export const regionName = (code: number) =>
	REGIONS.find((region) => region.code === code)?.name ?? String(code);

/**
 * docs/service/rest-api.md#projects: for .ua, .by and .kz domains the default region is the
 * country's.
 */
export const COUNTRY_REGION: Readonly<Record<string, number>> = { ua: 187, by: 149, kz: 159 };

/** Dot-separated labels of letters (any script), digits and inner hyphens: a site's domain. */
const HOSTNAME =
	/^(?=.{1,253}$)(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;

/** The domain written in `value` (protocol and path dropped, lower-cased), or undefined when it is none. */
export function domainIn(value: string): string | undefined {
	const domain = value
		.trim()
		.toLowerCase()
		.replace(/^https?:\/\//, '')
		.replace(/[/?#].*$/, '');
	return HOSTNAME.test(domain) ? domain : undefined;
}
