import type { IDataObject, INodePropertyOptions } from 'n8n-workflow';
import { fieldOf } from '../../shared/parts/agent/fieldOf';
import { isRecord } from '../../shared/utils/isRecord';
import { projectPicker } from './projectPicker';
import { toolAnswer } from './toolRows';

/** Lists of records in an answer, with the key each stands under, a few levels deep. */
function recordLists(value: unknown, key = '', depth = 0): Array<[string, IDataObject[]]> {
	if (Array.isArray(value))
		return value.length > 0 && value.every(isRecord) ? [[key, value as IDataObject[]]] : [];
	if (!isRecord(value) || depth > 3) return [];
	return Object.entries(value).flatMap(([name, inner]) => recordLists(inner, name, depth + 1));
}

/**
 * The domain-type reference in the settings' answer, as picker options: the list of records
 * under a key that speaks of types, or else the answer's only list of records; a slug and a name
 * are looked up under each plausible field name (the service's documentation shows no shape).
 */
export function domainTypeOptions(settings: unknown): INodePropertyOptions[] {
	const lists = recordLists(settings);
	const typed = lists.filter(([key]) => /type|kind/i.test(key));
	const [, types] = (typed.length ? typed : lists.length === 1 ? lists : [])[0] ?? ['', []];
	return types
		.map((row) => ({
			slug: fieldOf(row, ['slug', 'code', 'value', 'type', 'id']),
			name: fieldOf(row, ['name', 'title', 'label']),
		}))
		.filter((type) => type.slug !== undefined)
		.map((type) => ({
			name:
				type.name === undefined ? String(type.slug) : `${String(type.name)} (${String(type.slug)})`,
			value: String(type.slug),
		}));
}

/**
 * The domain types of the chosen project for Set Type and Get Many: "get_competitor_settings ...
 * domain-type reference with slugs for set_competitor_type" (docs/service/agent-interface.md#catalog-sections).
 */
const competitorTypes = projectPicker({
	what: 'Domain Types',
	empty: 'All Domain Types',
	read: async (ctx, projectId) =>
		domainTypeOptions(await toolAnswer(ctx, 'get_competitor_settings', { project_id: projectId })),
});

export const getCompetitorTypes = competitorTypes.required;
export const getCompetitorTypesOrAll = competitorTypes.optional;
