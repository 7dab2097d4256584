import type { IDataObject, INodePropertyOptions } from 'n8n-workflow';
import { fieldOf } from '../../shared/parts/agent/fieldOf';

/**
 * Rows as picker options "name (#id)" valued by their id, each field looked up under its
 * plausible names; a row without an id is left out, one without a name is called `unnamed`.
 */
export function idNameOptions(
	rows: IDataObject[],
	names: { id: readonly string[]; name: readonly string[]; unnamed: string },
): INodePropertyOptions[] {
	return rows
		.map((row) => ({ id: fieldOf(row, names.id), name: fieldOf(row, names.name) }))
		.filter((entry) => entry.id !== undefined)
		.map((entry) => ({
			name: `${String(entry.name ?? names.unnamed)} (#${String(entry.id)})`,
			value: String(entry.id),
		}));
}
