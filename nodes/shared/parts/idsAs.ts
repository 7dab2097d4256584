import type { IDataObject } from 'n8n-workflow';

/** `id`, `report_id`, `project_id`, `group_id`...: the fields that hold an ID. */
const ID_KEY = /(^|_)id$/;
/** `group_ids`, `project_ids`...: the fields that hold a list of IDs. */
const IDS_KEY = /(^|_)ids$/;
const DIGITS = /^-?\d{1,15}$/;
const hasOwn = Object.prototype.hasOwnProperty;

/**
 * Every ID field of an output, to any depth, in one form: text ("101") by default, the form the
 * project API gives, or numbers (101) with the "IDs as Numbers" option. The service gives an ID as
 * text on one surface and as a number on another (a project's ID is "101" in a project-API answer
 * and 101 in an agent tool's); one form lets a workflow compare the IDs of any two operations.
 * A list of IDs (`group_ids`) is given in the same form, entry by entry. Only whole numbers and
 * digit strings change; other values of an ID field stay as they are.
 */
export function idsAs<T>(value: T, form: 'text' | 'number'): T {
	if (Array.isArray(value)) return changedList(value, form, false) as T;
	if (typeof value !== 'object' || value === null) return value;
	// Copied only along the path to a changed ID: a large listing whose IDs are already in the
	// form asked for comes back as it was, so the run's peak does not hold every row twice.
	// Nothing is allocated for a record left as it is: for…in over its own keys, where
	// Object.keys would make an array of keys per record, and no closure over `form`, which would
	// make V8 allocate a context on every call, one per value (200,000 records of a large listing:
	// about 30 MB of garbage at the node's peak, docs/decisions/parallel-requests.md#large-reads).
	const record = value as IDataObject;
	let copy: IDataObject | undefined;
	for (const key in record) {
		if (!hasOwn.call(record, key)) continue;
		const entry = record[key];
		const next =
			Array.isArray(entry) && IDS_KEY.test(key)
				? changedList(entry, form, true)
				: ID_KEY.test(key) && (typeof entry !== 'object' || entry === null)
					? idAs(entry, form)
					: idsAs(entry, form);
		if (next !== entry) (copy ??= { ...record })[key] = next as IDataObject[string];
	}
	return (copy ?? value) as T;
}

/**
 * The list with each entry in the form asked for: an ID when `ofIds` (a list of IDs), any value's
 * IDs otherwise; the same list when no entry changed.
 */
function changedList(list: unknown[], form: 'text' | 'number', ofIds: boolean): unknown[] {
	let copy: unknown[] | undefined;
	for (let i = 0; i < list.length; i++) {
		const next = ofIds ? idAs(list[i], form) : idsAs(list[i], form);
		if (next !== list[i]) (copy ??= list.slice())[i] = next;
	}
	return copy ?? list;
}

/** One entry of a list of IDs in the form asked for; anything else as it is. */
function idAs(id: unknown, form: 'text' | 'number'): unknown {
	if (form === 'number' && typeof id === 'string' && DIGITS.test(id)) return Number(id);
	if (form === 'text' && typeof id === 'number' && Number.isSafeInteger(id)) return String(id);
	return id;
}
