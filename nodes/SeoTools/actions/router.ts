import {
	NodeApiError,
	NodeOperationError,
	type IExecuteFunctions,
	type INode,
	type INodeExecutionData,
	type JsonObject,
} from 'n8n-workflow';
import { RESOURCES } from './resources';
import type { OperationModule } from './types';

/** Keeps the node errors our code built; anything else becomes a NodeOperationError of the item. */
function asNodeError(node: INode, error: unknown, itemIndex: number): NodeApiError | NodeOperationError {
	if (error instanceof NodeApiError || error instanceof NodeOperationError) {
		if (error.context.itemIndex === undefined) error.context.itemIndex = itemIndex;
		return error;
	}
	return new NodeOperationError(node, error as Error, { itemIndex });
}

function findOperation(resource: string, operation: string): OperationModule | undefined {
	return RESOURCES.find((r) => r.value === resource)?.operations.find((o) => o.value === operation);
}

/** Runs the chosen operation once per input item; under continue-on-fail a failing item becomes an error item. */
export async function route(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	const items = this.getInputData();
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
			if (this.continueOnFail()) {
				const err = error as Error & { description?: string; context?: JsonObject };
				output.push({
					json: { error: err.message, ...(err.description ? { description: err.description } : {}) },
					pairedItem: { item: itemIndex },
				});
				continue;
			}
			throw asNodeError(this.getNode(), error, itemIndex);
		}
	}
	return [output];
}
