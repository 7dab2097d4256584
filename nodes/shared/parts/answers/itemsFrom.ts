import type { IDataObject, INodeExecutionData } from 'n8n-workflow';
import { isRecord } from '../../utils/isRecord';
import { readRows } from './readRows';

/**
 * Output items from rows or from one answer, each starting with `about` (the project id and what
 * the item already knows, which the answer's own fields override): one item per entry of a list,
 * a plain entry as `value`; with `whole`, the answer is one item whatever it is, a record by its
 * fields and anything else (a bare id, a line of text, a list) as `result`. Every item is paired
 * with the input item it answers by the router (actions/route.ts), for every operation alike.
 * `ownId` is the name the service may give a record's own ID under (`note_id`): the item gives it
 * as `id`, the name the lists use, once.
 */
export function itemsFrom(
	rowsOrAnswer: unknown,
	about: IDataObject = {},
	options: { whole?: boolean; ownId?: string } = {},
): INodeExecutionData[] {
	// Nothing known to put first: a record is taken as the answer gave it, not copied. The answer
	// was parsed for this request alone, so no other item holds its rows.
	const nothingToAdd = Object.keys(about).length === 0;
	if (options.whole) {
		const fields = isRecord(rowsOrAnswer)
			? (rowsOrAnswer as IDataObject)
			: { result: rowsOrAnswer as IDataObject[string] };
		return [{ json: ownIdOnce(nothingToAdd ? fields : { ...about, ...fields }, options.ownId) }];
	}
	const entries = Array.isArray(rowsOrAnswer) ? rowsOrAnswer : [rowsOrAnswer];
	const items: INodeExecutionData[] = [];
	// An indexed loop and one array: a listing of 200,000 rows makes no iterator results and no
	// filtered copy (docs/decisions/parallel-requests.md#large-reads).
	for (let i = 0; i < entries.length; i++) {
		const entry: unknown = entries[i];
		if (entry === undefined) continue;
		const fields = isRecord(entry)
			? (entry as IDataObject)
			: { value: entry as IDataObject[string] };
		items.push({ json: nothingToAdd ? fields : { ...about, ...fields } });
	}
	return items;
}

/**
 * A tool's answer passed through as items: one per row when it is a list (bare, or beside paging
 * figures only), else the answer as one item, as the service sent it (Call Tool, and declared
 * operations about no project).
 */
export const itemsFromAnswer = (answer: unknown, about: IDataObject = {}): INodeExecutionData[] =>
	itemsFrom(
		(answer !== null && typeof answer === 'object'
			? readRows(answer, { strict: true })?.rows
			: undefined) ?? answer,
		about,
	);

/** `note_id` and `id` naming one ID become `id`; two different IDs stay as they are. */
function ownIdOnce(fields: IDataObject, ownId: string | undefined): IDataObject {
	if (ownId === undefined || fields[ownId] === undefined) return fields;
	if (fields.id !== undefined && String(fields.id) !== String(fields[ownId])) return fields;
	const { [ownId]: id, ...rest } = fields;
	return { id, ...rest };
}
