import type { IExecuteFunctions } from 'n8n-workflow';
import { itemParameter } from '../utils/itemParameter';
import { dateOnly } from './dateOnly';

/**
 * A date field read as YYYY-MM-DD, or undefined when the field is empty, so the service applies
 * its own default. `label` names the field in the error a value that is no date gets.
 */
export function optionalDate(
	ctx: IExecuteFunctions,
	itemIndex: number,
	name: string,
	label: string,
): string | undefined {
	const value = itemParameter<unknown>(ctx, name, itemIndex, '');
	return value === '' || value === null || value === undefined
		? undefined
		: dateOnly(ctx, itemIndex, label, value);
}
