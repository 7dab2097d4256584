import type { INodeProperties } from 'n8n-workflow';

/** The editor's lists a picker field can read, about the chosen project or the account (SeoTools/methods/). */
export type PickerMethod =
	| 'getSearchSystems'
	| 'getCheckDates'
	| 'getUrlGroups'
	/** The URL groups after an empty choice that means no group ("None"), not all of them. */
	| 'getUrlGroupsOrNone'
	| 'getGroups'
	| 'getEventTypes'
	| 'getCompetitorTypes'
	| 'getReportBlocks'
	| 'getFolders'
	| 'getSemanticsTasks'
	| 'getMembers'
	| 'getKpiResults'
	| 'getSearchEngines'
	| 'getProblemKinds'
	| 'getUrlGroupGoals'
	| 'getReportSchedulePeriods'
	| ProjectOptionsMethod;

/**
 * The lists of list_project_options, one per field of the project settings it gives values for
 * (SeoTools/methods/projectOptions.ts).
 */
export type ProjectOptionsMethod =
	| 'getCheckTypes'
	| 'getCheckIntervals'
	| 'getTechnicalInspections'
	| 'getTechnicalInspectionsIntervals'
	| 'getFrequencyTypes'
	| 'getFrequencyIntervals';

/**
 * The list an optional field reads instead: the same choices after an empty one ("All Query
 * Groups"), so that the field can go back to empty. Search systems are only ever optional.
 */
/** The list a required field reads instead, where the method's own list is an optional one's. */
const REQUIRED_LIST: Partial<Record<PickerMethod, string>> = {
	getSearchSystems: 'getSearchSystemsRequired',
	getUrlGroupsOrNone: 'getUrlGroups',
};

/** Lists of the account, not of the chosen project: they do not wait for a project. */
const ACCOUNT_LISTS: readonly PickerMethod[] = [
	'getFolders',
	'getSearchEngines',
	'getCheckTypes',
	'getCheckIntervals',
	'getTechnicalInspections',
	'getTechnicalInspectionsIntervals',
	'getFrequencyTypes',
	'getFrequencyIntervals',
];

const OPTIONAL_LIST: Partial<Record<PickerMethod, string>> = {
	getGroups: 'getGroupsOrAll',
	getUrlGroups: 'getUrlGroupsOrAll',
	getEventTypes: 'getEventTypesOrEmpty',
	getCompetitorTypes: 'getCompetitorTypesOrAll',
};

const listOptions = (method: PickerMethod, list: string) =>
	ACCOUNT_LISTS.includes(method)
		? { loadOptionsMethod: list }
		: { loadOptionsMethod: list, loadOptionsDependsOn: ['project.value'] };

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
		typeOptions: listOptions(method, list),
		default: '',
		description:
			'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
		...overrides,
	} as INodeProperties;
}

/**
 * A field that takes several IDs, picked from the same list as the single field (docs/decisions/agent-catalog-operations.md#pickers-for-lists-of-ids):
 * n8n's multi-select, empty by default, whose value is an array; an expression may give an array
 * or text separated by commas or new lines. It reads the list a required field reads (an empty
 * selection already means "none"), so a project's list asks for a project first.
 */
export function multiPickerField(
	method: PickerMethod,
	overrides: Partial<INodeProperties> & Pick<INodeProperties, 'displayName' | 'name'>,
): INodeProperties {
	return {
		type: 'multiOptions',
		typeOptions: listOptions(method, REQUIRED_LIST[method] ?? method),
		default: [],
		description:
			'Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
		...overrides,
	} as INodeProperties;
}
