import { NodeOperationError, type IExecuteFunctions } from 'n8n-workflow';

/** YYYY-MM-DD of a date field (n8n gives ISO strings or Luxon-formatted text), or a clear error. */
export function dateOnly(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	value: unknown,
): string {
	const text = String(value ?? '').trim();
	const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
	if (match) {
		// 2026-13-45 matches the pattern but is no day of the calendar.
		const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
		if (day.getUTCMonth() === Number(match[2]) - 1 && day.getUTCDate() === Number(match[3]))
			return `${match[1]}-${match[2]}-${match[3]}`;
	} else {
		const parsed = new Date(text);
		if (text && !Number.isNaN(parsed.getTime())) return parsed.toISOString().slice(0, 10);
	}
	throw new NodeOperationError(ctx.getNode(), `${field}: "${text}" is not a date`, {
		itemIndex,
		description: 'Use a date like 2026-11-01.',
	});
}
