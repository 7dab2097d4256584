import type { INodeExecutionData } from 'n8n-workflow';
import { toItems } from '../toItems';
import { listIn } from '../listIn';

/** A tool's data as items: one item per element of a list, else one item. */
export function resultItems(data: unknown): INodeExecutionData[] {
	return toItems(listIn(data) ?? data);
}
