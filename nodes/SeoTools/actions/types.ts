import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import type { CredentialKind } from '../../shared/parts/credentialKindProperty';

// The contract every operation file (actions/<resource>/<value>.operation.ts) fulfils, and the
// table of contents each resource's index.ts builds from them; route.ts and nodeProperties.ts read it.

/**
 * One operation of one resource: its parameters (without displayOptions for resource and
 * operation; the resource adds them) and what it does for one input item.
 */
export interface OperationModule {
	value: string;
	name: string;
	action: string;
	description: string;
	credential: CredentialKind;
	properties: INodeProperties[];
	execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]>;
	/**
	 * The items depend on each other (one item's change is what the next one finds: groups
	 * created by name, top-ups the service merges, account changes), so they run one at a time
	 * instead of in the parallel window. A function decides per execution, from what the items
	 * ask for (Call Tool: whether every item's tool only reads).
	 */
	itemsInOrder?: boolean | ((this: IExecuteFunctions) => Promise<boolean>);
	/**
	 * Optional: handle all input items in one go (batching). Returns undefined to fall back to
	 * `execute` per item. Must set pairedItem on every item it returns.
	 */
	executeAll?(this: IExecuteFunctions): Promise<INodeExecutionData[] | undefined>;
}

export interface ResourceModule {
	value: string;
	name: string;
	operations: OperationModule[];
}
