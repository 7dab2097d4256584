import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

/** One item per array element, or one item for an object; primitives are wrapped as `{ value }`. */
export function toItems(data: unknown, context: IDataObject = {}): INodeExecutionData[] {
	const list = Array.isArray(data) ? data : [data];
	return list
		.filter((entry) => entry !== undefined)
		.map((entry) => ({
			json: {
				...context,
				...(typeof entry === 'object' && entry !== null
					? (entry as IDataObject)
					: { value: entry as string }),
			},
		}));
}
