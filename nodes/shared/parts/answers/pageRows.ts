import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { isRecord } from '../../utils/isRecord';
import { readRows, type AnswerRows } from './readRows';

/** A page's rows, and whether the answer was one record given whole (no list found in it). */
export interface PageRows extends AnswerRows {
	whole: boolean;
}

/**
 * The rows of one answer of a list tool. An answer without a list is passed through as one item
 * (a record as it is, anything else as `value`), with an execution hint saying no list was found,
 * so it is neither lost nor mistaken for rows (docs/open-answer-readers.md).
 */
export function pageRows(ctx: IExecuteFunctions, tool: string, answer: unknown): PageRows {
	const found = readRows(answer);
	if (found) return { ...found, whole: false };
	ctx.addExecutionHints({
		message: `No list of rows was found in the answer of ${tool}: the answer is output as one item`,
		type: 'warning',
		location: 'outputPane',
	});
	const row = isRecord(answer) ? (answer as IDataObject) : { value: answer as IDataObject[string] };
	return { rows: [row], envelope: {}, whole: true };
}
