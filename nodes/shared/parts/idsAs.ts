import type { IDataObject } from 'n8n-workflow';

/** `id`, `report_id`, `project_id`, `group_id`...: the fields that hold an ID. */
const ID_KEY = /(^|_)id$/;
/** `group_ids`, `project_ids`...: the fields that hold a list of IDs. */
const IDS_KEY = /(^|_)ids$/;
const DIGITS = /^-?\d{1,15}$/;

/**
 * Every ID field of an output, to any depth, in one form: text ("101") by default, the form the
 * project API gives, or numbers (101) with the "IDs as Numbers" option. The service gives an ID as
 * text on one surface and as a number on another (a project's ID is "101" in a project-API answer
 * and 101 in an agent tool's); one form lets a workflow compare the IDs of any two operations.
 * A list of IDs (`group_ids`) is given in the same form, entry by entry. Only whole numbers and
 * digit strings change; other values of an ID field stay as they are.
 */
export function idsAs<T>(value: T, form: 'text' | 'number'): T {
	if (Array.isArray(value)) return value.map((entry) => idsAs(entry, form)) as T;
	if (typeof value !== 'object' || value === null) return value;
	const out: IDataObject = {};
	for (const [key, entry] of Object.entries(value as IDataObject)) {
		if (IDS_KEY.test(key) && Array.isArray(entry))
			out[key] = entry.map((id: unknown) => idAs(id, form)) as IDataObject[];
		else if (ID_KEY.test(key) && (typeof entry !== 'object' || entry === null))
			out[key] = idAs(entry, form) as IDataObject[string];
		else out[key] = idsAs(entry, form);
	}
	return out as T;
}

/** One entry of a list of IDs in the form asked for; anything else as it is. */
function idAs(id: unknown, form: 'text' | 'number'): unknown {
	if (form === 'number' && typeof id === 'string' && DIGITS.test(id)) return Number(id);
	if (form === 'text' && typeof id === 'number' && Number.isSafeInteger(id)) return String(id);
	return id;
}
