import { NodeOperationError, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { optionalDate } from '../../../shared/parts/optionalDate';
import { itemParameter } from '../../../shared/utils/itemParameter';

/** A range whose first day comes after its last is refused before sending, naming the field. */
function inOrder(
	ctx: IExecuteFunctions,
	itemIndex: number,
	range: { from?: string; to?: string; fromLabel: string; toLabel: string },
): void {
	if (range.from && range.to && range.from > range.to)
		throw new NodeOperationError(
			ctx.getNode(),
			`${range.fromLabel}: ${range.from} is after ${range.toLabel} (${range.to})`,
			{ itemIndex, description: `${range.fromLabel} must not be after ${range.toLabel}.` },
		);
}

/**
 * create_report's period arguments (period, date_from, date_to, compare, compare_from,
 * compare_to) from the item's fields; empty ones are not sent, so the service's saved report
 * settings apply (docs/decisions/agent-interface.md#report).
 */
export function reportPeriod(ctx: IExecuteFunctions, itemIndex: number): IDataObject {
	const dateFrom = optionalDate(ctx, itemIndex, 'dateFrom', 'Date From');
	const dateTo = optionalDate(ctx, itemIndex, 'dateTo', 'Date To');
	inOrder(ctx, itemIndex, {
		from: dateFrom,
		to: dateTo,
		fromLabel: 'Date From',
		toLabel: 'Date To',
	});
	const compare = Boolean(itemParameter(ctx, 'compare', itemIndex, false));
	const compareFrom = compare
		? optionalDate(ctx, itemIndex, 'compareFrom', 'Compare From')
		: undefined;
	const compareTo = compare ? optionalDate(ctx, itemIndex, 'compareTo', 'Compare To') : undefined;
	inOrder(ctx, itemIndex, {
		from: compareFrom,
		to: compareTo,
		fromLabel: 'Compare From',
		toLabel: 'Compare To',
	});
	const period = String(itemParameter(ctx, 'period', itemIndex, '') ?? '').trim();
	return {
		period: period || undefined,
		date_from: dateFrom,
		date_to: dateTo,
		compare: compare || undefined,
		compare_from: compareFrom,
		compare_to: compareTo,
	};
}
