import type { IDataObject } from 'n8n-workflow';

/** `id`, `report_id`, `project_id`, `group_id`...: the fields that hold an ID. */
const ID_KEY = /(^|_)id$/;
const DIGITS = /^-?\d{1,15}$/;

/**
 * Every ID field of an output, to any depth, in one form: text ("101") by default, the form the
 * project API gives, or numbers (101) with the "IDs as Numbers" option. The service gives an ID as
 * text on one surface and as a number on another (a project's ID is "101" in a project-API answer
 * and 101 in an agent tool's); one form lets a workflow compare the IDs of any two operations.
 * Only whole numbers and digit strings change; other values of an ID field stay as they are.
 */
export function idsAs<T>(value: T, form: 'text' | 'number'): T {
	if (Array.isArray(value)) return value.map((entry) => idsAs(entry, form)) as T;
	if (typeof value !== 'object' || value === null) return value;
	const out: IDataObject = {};
	for (const [key, entry] of Object.entries(value as IDataObject)) {
		if (!ID_KEY.test(key)) out[key] = idsAs(entry, form);
		else if (form === 'number' && typeof entry === 'string' && DIGITS.test(entry))
			out[key] = Number(entry);
		else if (form === 'text' && typeof entry === 'number' && Number.isSafeInteger(entry))
			out[key] = String(entry);
		else out[key] = idsAs(entry, form);
	}
	return out as T;
}
