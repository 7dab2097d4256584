import type { IExecuteFunctions } from 'n8n-workflow';
import { itemParameter } from '../../utils/itemParameter';
import { pickerField } from './pickerField';

/** One of the project's search systems; empty leaves the choice to the service. */
export const searchSystemField = pickerField('getSearchSystems', {
	displayName: 'Search System Name or ID',
	name: 'searchSystem',
});

/** The item's search system, or undefined when the field is empty. */
export const searchSystemOf = (ctx: IExecuteFunctions, itemIndex: number) =>
	itemParameter<string>(ctx, 'searchSystem', itemIndex, '') || undefined;
