import { NodeOperationError, type IExecuteFunctions, type INodeExecutionData } from 'n8n-workflow';
import { itemError } from './errorItem';
import { RESOURCES } from './resources';
import type { OperationModule } from './types';

function findOperation(resource: string, operation: string): OperationModule | undefined {
	return RESOURCES.find((r) => r.value === resource)?.operations.find((o) => o.value === operation);
}

/** Runs the chosen operation once per input item; under continue-on-fail a failing item becomes an error item. */
export async function route(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	const items = this.getInputData();
	if (items.length) {
		const batched = findOperation(this.getNodeParameter('resource', 0) as string, this.getNodeParameter('operation', 0) as string);
		const all = await batched?.executeAll?.call(this);
		if (all) return [all];
	}
	const output: INodeExecutionData[] = [];
	for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
		try {
			const resource = this.getNodeParameter('resource', itemIndex) as string;
			const operation = this.getNodeParameter('operation', itemIndex) as string;
			const handler = findOperation(resource, operation);
			if (!handler) {
				throw new NodeOperationError(this.getNode(), `The operation "${operation}" of "${resource}" is not supported`, { itemIndex });
			}
			const results = await handler.execute.call(this, itemIndex);
			for (const result of results) output.push({ ...result, pairedItem: { item: itemIndex } });
		} catch (error) {
			output.push(itemError(this, error, { item: itemIndex }));
		}
	}
	return [output];
}
