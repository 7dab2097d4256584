import type { INodeProperties } from 'n8n-workflow';

/** The editor's lists a picker field can read, each about the chosen project (SeoTools/methods/). */
export type PickerMethod =
	| 'getSearchSystems'
	| 'getCheckDates'
	| 'getUrlGroups'
	| 'getGroups'
	| 'getEventTypes'
	| 'getCompetitorTypes'
	| 'getReportBlocks'
	| 'getFolders'
	| 'getSemanticsTasks'
	| 'getMembers'
	| 'getKpiResults'
	| 'getSearchEngines'
	| 'getProblemKinds';

/**
 * The list an optional field reads instead: the same choices after an empty one ("All Query
 * Groups"), so that the field can go back to empty. Search systems are only ever optional.
 */
/** The list a required field reads instead, where the method's own list is an optional one's. */
const REQUIRED_LIST: Partial<Record<PickerMethod, string>> = {
	getSearchSystems: 'getSearchSystemsRequired',
};

/** Lists of the account, not of the chosen project: they do not wait for a project. */
const ACCOUNT_LISTS: readonly PickerMethod[] = ['getFolders', 'getSearchEngines'];

const OPTIONAL_LIST: Partial<Record<PickerMethod, string>> = {
	getGroups: 'getGroupsOrAll',
	getUrlGroups: 'getUrlGroupsOrAll',
	getEventTypes: 'getEventTypesOrEmpty',
	getCompetitorTypes: 'getCompetitorTypesOrAll',
};

/**
 * A field picked from a list about the chosen project (its search systems, finished checks,
 * query or URL groups, event types, competitor domain types), which also takes an ID or date from
 * an expression. Empty by default: an empty field is not sent, and the service applies its own
 * default.
 */
export function pickerField(
	method: PickerMethod,
	overrides: Partial<INodeProperties> & Pick<INodeProperties, 'displayName' | 'name'>,
): INodeProperties {
	const optional = !overrides.required && (overrides.type ?? 'options') === 'options';
	const list =
		(optional && OPTIONAL_LIST[method]) || (overrides.required && REQUIRED_LIST[method]) || method;
	return {
		type: 'options',
		typeOptions: ACCOUNT_LISTS.includes(method)
			? { loadOptionsMethod: list }
			: { loadOptionsMethod: list, loadOptionsDependsOn: ['project.value'] },
		default: '',
		description:
			'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
		...overrides,
	} as INodeProperties;
}
