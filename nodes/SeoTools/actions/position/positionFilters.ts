import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { pickerField } from '../../../shared/parts/agent/pickerField';
import { itemParameter } from '../../../shared/utils/itemParameter';

export type PositionFilter = 'query' | 'group' | 'url_group' | 'search_system';

/** The filter fields the position tools share, by the tool argument each one fills. */
const FIELDS: Record<PositionFilter, INodeProperties> = {
	query: {
		displayName: 'Query',
		name: 'query',
		type: 'string',
		default: '',
		placeholder: 'e.g. buy shoes',
		description: 'Only queries matching this phrase or part of it; empty for every query',
	},
	group: pickerField('getGroups', {
		displayName: 'Query Group Name or ID',
		name: 'group',
	}),
	url_group: pickerField('getUrlGroups', {
		displayName: 'URL Group Name or ID',
		name: 'urlGroup',
	}),
	search_system: pickerField('getSearchSystems', {
		displayName: 'Search System Name or ID',
		name: 'searchSystem',
	}),
};

/**
 * The filters a position tool takes (docs/service/agent-interface.md#catalog-sections names them
 * per tool), each sent under the tool's argument name and left out when empty.
 */
export const positionFilters = {
	fields: (...names: PositionFilter[]): INodeProperties[] => names.map((name) => FIELDS[name]),
	args(ctx: IExecuteFunctions, itemIndex: number, ...names: PositionFilter[]): IDataObject {
		return Object.fromEntries(
			names.map((name) => [
				name,
				String(itemParameter<string>(ctx, FIELDS[name].name, itemIndex, '') ?? '').trim() ||
					undefined,
			]),
		);
	},
};
