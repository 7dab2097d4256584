import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { optionalDate } from './optionalDate';

/** The From and To days of a period, each empty by default so the service applies its own. */
export const periodFields: INodeProperties[] = [
	{
		displayName: 'From',
		name: 'from',
		type: 'dateTime',
		default: '',
		description: 'First day of the period; empty lets the service choose',
	},
	{
		displayName: 'To',
		name: 'to',
		type: 'dateTime',
		default: '',
		description: 'Last day of the period; empty lets the service choose',
	},
];

/** `from` and `to` as YYYY-MM-DD, left out when empty. */
export const periodArguments = (ctx: IExecuteFunctions, itemIndex: number): IDataObject => ({
	from: optionalDate(ctx, itemIndex, 'from', 'From'),
	to: optionalDate(ctx, itemIndex, 'to', 'To'),
});
