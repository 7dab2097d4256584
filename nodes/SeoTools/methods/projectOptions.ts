import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import type { ProjectOptionsMethod } from '../../shared/parts/agent/pickerField';
import { fieldOf } from '../../shared/parts/agent/fieldOf';
import { answerKeys } from '../../shared/parts/answers/unreadableAnswer';
import { isRecord } from '../../shared/utils/isRecord';
import { closingSession } from './closingSession';
import { toolAnswer } from './toolRows';

const TOOL = 'list_project_options';

/** One field of the project settings whose values list_project_options gives. */
export interface ProjectOptionList {
	/** The settings field (create_project, update_project_settings). */
	field: string;
	/** What the list holds, in the editor's words ("Check Types"). */
	what: string;
	/**
	 * Where the answer may hold the values, most telling first: the field's own name, then the
	 * plural and kind names a service could use ("values of the creation fields: check types,
	 * schedules, frequency kinds, technical check list", docs/service/agent-interface.md#catalog-sections).
	 * Compared without case, `_` or `-`, and also as a parent key joined to its child's
	 * (`check: {types: [...]}` is `check_types`).
	 */
	keys: readonly string[];
}

/** The lists, one per field (docs/decisions/agent-catalog-operations.md#the-project-settings-values). */
export const PROJECT_OPTION_LISTS: Record<ProjectOptionsMethod, ProjectOptionList> = {
	getCheckTypes: {
		field: 'check_type_base',
		what: 'Check Types',
		keys: ['check_type_base', 'check_types_base', 'check_types', 'check_type', 'check_kinds'],
	},
	getCheckIntervals: {
		field: 'check_interval',
		what: 'Check Schedules',
		keys: ['check_interval', 'check_intervals', 'check_schedules', 'schedules', 'intervals'],
	},
	getTechnicalInspections: {
		field: 'technical_inspections',
		what: 'Technical Checks',
		keys: [
			'technical_inspections',
			'technical_inspection',
			'technical_checks',
			'technical_check_list',
			'inspections',
		],
	},
	getTechnicalInspectionsIntervals: {
		field: 'technical_inspections_interval',
		what: 'Technical Check Schedules',
		keys: [
			'technical_inspections_interval',
			'technical_inspections_intervals',
			'technical_checks_intervals',
			'technical_intervals',
			'inspection_intervals',
			'technical_inspections_schedules',
			'technical_schedules',
		],
	},
	getFrequencyTypes: {
		field: 'frequency_type',
		what: 'Frequency Kinds',
		keys: ['frequency_type', 'frequency_types', 'frequency_kinds', 'frequency_kind'],
	},
	getFrequencyIntervals: {
		field: 'frequency_interval',
		what: 'Frequency Schedules',
		keys: ['frequency_interval', 'frequency_intervals', 'frequency_schedules', 'frequency_periods'],
	},
};

const squash = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');
/** Where a value's code and its words may stand in a record of the list. */
const VALUE_FIELDS = ['id', 'value', 'slug', 'code', 'key', 'type', 'name'];
const CODES = VALUE_FIELDS.slice(0, 4);
const LABEL_FIELDS = ['name', 'title', 'label', 'description'];
const PAID_FIELDS = ['paid', 'is_paid', 'premium', 'is_premium'];
/** A record that describes a field and holds its values under one of these. */
const VALUE_LISTS = ['values', 'options', 'choices', 'items', 'list'];

const isPaid = (value: unknown) =>
	value === true ||
	value === 1 ||
	(typeof value === 'string' && /^(1|true|yes)$/i.test(value.trim()));

/** Records that only wrap the answer: a one-word key is looked for inside them too. */
const WRAPPERS = /^(result|data|response|payload|options|project_?options|fields|settings)$/i;

/**
 * The value under `key` in the answer, a few levels deep. A one-word key ("schedules") is only
 * taken at the top or inside a wrapper, so that the schedules of frequencies (`frequency:
 * {schedules}`) are not taken for the checks' (they are, as `frequency_schedules`).
 */
function underKey(answer: unknown, key: string, oneWord: boolean, parent = ''): unknown {
	if (!isRecord(answer) || parent.split('.').length > 4) return undefined;
	const last = parent.split('.').pop() ?? '';
	const bare = !oneWord || parent === '' || parent.split('.').every((p) => WRAPPERS.test(p));
	for (const [name, inner] of Object.entries(answer))
		if ((bare && squash(name) === key) || (last && squash(last + name) === key)) return inner;
	for (const [name, inner] of Object.entries(answer)) {
		const found = underKey(inner, key, oneWord, parent ? `${parent}.${name}` : name);
		if (found !== undefined) return found;
	}
	return undefined;
}

const plain = (value: unknown): value is string | number =>
	(typeof value === 'string' && value.trim() !== '') || typeof value === 'number';

/** One choice from a list entry: a plain value, or a record with a code, words and a paid flag. */
function choiceOf(entry: unknown, key?: string): INodePropertyOptions | undefined {
	if (plain(entry))
		return key === undefined
			? { name: String(entry), value: entry }
			: { name: `${String(entry)} (${key})`, value: key };
	if (!isRecord(entry)) return undefined;
	// Under a map's key, the key is the value unless the record names its own code.
	const value = key === undefined ? fieldOf(entry, VALUE_FIELDS) : (fieldOf(entry, CODES) ?? key);
	if (!plain(value)) return undefined;
	const label = fieldOf(entry, LABEL_FIELDS);
	const paid = isPaid(fieldOf(entry, PAID_FIELDS));
	const about = [String(value), ...(paid ? ['paid'] : [])].join(', ');
	const named = plain(label) && String(label) !== String(value);
	return {
		name: named ? `${String(label)} (${about})` : paid ? `${String(value)} (paid)` : String(value),
		value,
		...(paid ? { description: 'The service marks this check as paid' } : {}),
	};
}

/** The choices a found value holds: a list of values or records, or a map of value to words. */
function choicesIn(found: unknown): INodePropertyOptions[] {
	if (Array.isArray(found)) return found.map((entry) => choiceOf(entry)).filter((c) => !!c);
	if (!isRecord(found)) return [];
	const listed = VALUE_LISTS.map((name) => found[name]).find(Array.isArray);
	if (listed) return choicesIn(listed);
	return Object.entries(found)
		.map(([key, entry]) => choiceOf(entry, key))
		.filter((c) => !!c);
}

/**
 * The values of one settings field in an answer of list_project_options, whose shape the
 * service's documentation does not show: under the first of the list's keys the answer holds, as
 * strings, as records with a code and words, or as a map of code to words; a paid technical
 * check says so. Each value once. None found: none (the picker says so).
 */
export function projectOptionChoices(
	answer: unknown,
	list: ProjectOptionList,
): INodePropertyOptions[] {
	for (const key of list.keys) {
		const choices = choicesIn(underKey(answer, squash(key), !key.includes('_')));
		if (choices.length)
			return choices.filter(
				(choice, index) => choices.findIndex((c) => c.value === choice.value) === index,
			);
	}
	return [];
}

/**
 * An editor list of one settings field, read from list_project_options (values of the account,
 * so no project is needed). When it cannot find the field's values it offers one line that says
 * to type the value with an expression, naming what the answer held: never an empty list.
 */
export function projectOptions(method: ProjectOptionsMethod) {
	const list = PROJECT_OPTION_LISTS[method];
	return async function (this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
		const answer = await closingSession(this, async () => await toolAnswer(this, TOOL, {}));
		const choices = projectOptionChoices(answer, list);
		if (choices.length) return choices;
		return [
			{
				name: `No ${list.what} Could Be Read: Type the Value as an Expression`,
				value: '',
				description:
					answer === undefined
						? `The service offers no ${TOOL} tool to list them`
						: `The answer of ${TOOL} had ${answerKeys(answer)}, and no list of ${list.what.toLowerCase()} the node could read`,
			},
		];
	};
}

export const getCheckTypes = projectOptions('getCheckTypes');
export const getCheckIntervals = projectOptions('getCheckIntervals');
export const getTechnicalInspections = projectOptions('getTechnicalInspections');
export const getTechnicalInspectionsIntervals = projectOptions('getTechnicalInspectionsIntervals');
export const getFrequencyTypes = projectOptions('getFrequencyTypes');
export const getFrequencyIntervals = projectOptions('getFrequencyIntervals');
