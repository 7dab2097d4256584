import { NodeOperationError, type IExecuteFunctions, type INodeProperties } from 'n8n-workflow';
import { optionalDate } from './optionalDate';

/**
 * The From and To fields of a period (a list read by date, a history), both optional: an empty one is
 * not sent and the service applies its own bound. Read as YYYY-MM-DD; a date that is no date, or
 * From after To, is refused naming the field before any request.
 */
export const dateRangeFields = {
	properties(what: string): INodeProperties[] {
		return [
			{
				displayName: 'From',
				name: 'from',
				type: 'dateTime',
				default: '',
				description: `First day of the ${what} to return; empty sets no first day`,
			},
			{
				displayName: 'To',
				name: 'to',
				type: 'dateTime',
				default: '',
				description: `Last day of the ${what} to return; empty sets no last day`,
			},
		];
	},

	read(ctx: IExecuteFunctions, itemIndex: number): { from?: string; to?: string } {
		const from = optionalDate(ctx, itemIndex, 'from', 'From');
		const to = optionalDate(ctx, itemIndex, 'to', 'To');
		if (from && to && from > to)
			throw new NodeOperationError(ctx.getNode(), `From (${from}) must not be after To (${to})`, {
				itemIndex,
				description: 'Swap the two dates, or leave one empty. Nothing was sent.',
			});
		return { from, to };
	},
};
