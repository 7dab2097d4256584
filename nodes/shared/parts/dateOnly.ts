import { NodeOperationError, type IExecuteFunctions } from 'n8n-workflow';
import { calendarDate, DATE_FORMS, isLuxon } from './calendarDate';

/** YYYY-MM-DD of a date field, or an error naming the field and the forms understood. */
export function dateOnly(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	value: unknown,
): string {
	const date = calendarDate(value, ctx.getTimezone());
	if (date !== undefined) return date;
	const shown =
		isLuxon(value) || value instanceof Date ? 'an invalid date' : `"${String(value ?? '').trim()}"`;
	throw new NodeOperationError(
		ctx.getNode(),
		`${field}: ${shown} is not a date the node can read`,
		{
			itemIndex,
			description: `Use ${DATE_FORMS}. Forms like 11/05/2026 are refused: the day and month could be either way round. Nothing was sent.`,
		},
	);
}
