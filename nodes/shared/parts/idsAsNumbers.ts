import type { IDataObject } from 'n8n-workflow';

/** `id`, `report_id`, `project_id`, `group_id`...: the fields the service gives as digit strings. */
const ID_KEY = /(^|_)id$/;
const DIGITS = /^-?\d{1,15}$/;

/**
 * The service returns most ids as strings ("101"), and items keep them so by default: that is
 * what the API says and what goes back into it. The "IDs as Numbers" option converts them for
 * users who compare or sort ids, to any depth; other digit strings (phrases, dates) stay as they are.
 */
export function idsAsNumbers<T>(value: T): T {
	if (Array.isArray(value)) return value.map((entry) => idsAsNumbers(entry)) as T;
	if (typeof value !== 'object' || value === null) return value;
	const out: IDataObject = {};
	for (const [key, entry] of Object.entries(value as IDataObject)) {
		out[key] =
			ID_KEY.test(key) && typeof entry === 'string' && DIGITS.test(entry)
				? Number(entry)
				: idsAsNumbers(entry);
	}
	return out as T;
}
