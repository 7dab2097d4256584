import type { IDataObject } from 'n8n-workflow';

/**
 * The first of several plausible field names a record carries. The agent interface names what a
 * tool returns (docs/service/agent-interface.md#catalog-sections) but shows no field names, so a
 * value is looked up under each name a service could use, in order.
 */
export function fieldOf(record: IDataObject, names: readonly string[]): unknown {
	for (const name of names) {
		const value = record[name];
		if (value !== undefined && value !== null && value !== '') return value;
	}
	return undefined;
}
