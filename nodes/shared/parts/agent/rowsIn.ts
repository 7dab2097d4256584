import type { IDataObject } from 'n8n-workflow';
import { isRecord } from '../../utils/isRecord';
import { listIn } from '../listIn';

/** A list entry that is not an object (a bare id or name) becomes a row of its own. */
const asRow = (entry: unknown): IDataObject =>
	isRecord(entry) ? (entry as IDataObject) : { value: entry as IDataObject[string] };

const isRowList = (value: unknown): value is unknown[] =>
	Array.isArray(value) && value.length > 0 && value.every(isRecord);

/**
 * The rows of a tool's answer. The agent interface shows no result shapes
 * (docs/service/agent-interface.md), so rows are found by form: a list (`listIn`: bare, beside
 * paging figures, under one wrapper); else the one list of records among the answer's fields,
 * also under one wrapper key (`{from, to, positions: [...]}`); else the answer is one row. An
 * empty answer, or one whose only list is empty, has no rows.
 */
export function rowsIn(data: unknown): IDataObject[] {
	if (data === null || data === undefined || data === '') return [];
	const list = listIn(data);
	if (list) return list.map(asRow);
	if (!isRecord(data)) return [asRow(data)];
	const values = Object.values(data);
	const lists = values.filter(isRowList);
	if (lists.length === 1) return lists[0].map(asRow);
	if (lists.length === 0 && values.length === 1 && isRecord(values[0])) {
		const inner = rowsIn(values[0]);
		if (inner.length !== 1 || inner[0] !== values[0]) return inner;
	}
	const empty = values.filter((value) => Array.isArray(value) && value.length === 0);
	if (lists.length === 0 && empty.length === 1 && values.every((v) => !isRecord(v))) return [];
	return [data as IDataObject];
}
