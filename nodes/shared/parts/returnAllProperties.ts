import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { itemParameter } from '../utils/itemParameter';

/** n8n's usual Return All / Limit pair. */
export function returnAllProperties(): INodeProperties[] {
	return [
		{
			displayName: 'Return All',
			name: 'returnAll',
			type: 'boolean',
			default: false,
			description: 'Whether to return all results or only up to a given limit',
		},
		{
			displayName: 'Limit',
			name: 'limit',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 50,
			description: 'Max number of results to return',
			displayOptions: { show: { returnAll: [false] } },
		},
	];
}

/** How many results the user wants: Infinity for Return All. */
export function wanted(ctx: IExecuteFunctions, itemIndex: number): number {
	if (itemParameter(ctx, 'returnAll', itemIndex, false)) return Infinity;
	return itemParameter<number>(ctx, 'limit', itemIndex, 50);
}

export function takeLimit<T>(ctx: IExecuteFunctions, itemIndex: number, list: T[]): T[] {
	const n = wanted(ctx, itemIndex);
	return Number.isFinite(n) ? list.slice(0, n) : list;
}
