import { NodeOperationError, type IExecuteFunctions, type INodeExecutionData } from 'n8n-workflow';
import { itemError, labelled } from './itemError';
import { asNodeError } from '../../shared/utils/asNodeError';
import { idsAs } from '../../shared/parts/idsAs';
import { ALL_RESOURCES } from './allResources';
import type { OperationModule } from './types';
import { SlidingWindow } from '../../shared/parts/slidingWindow';
import {
	endAgentSession,
	existingSession,
	maxParallelRequests,
	withoutSecrets,
} from '../../shared/transport';
import { itemParameter } from '../../shared/utils/itemParameter';

interface Chosen {
	operation: OperationModule;
	/** "Uptime → Get": every error names the operation it came from. */
	label: string;
}

/** A resource and operation this version of the node does not know: the message every item reports. */
interface Unsupported {
	unsupported: string;
}

const unsupported = (resource: string, operation: string): Unsupported => ({
	unsupported: `The operation "${operation}" of "${resource}" is not supported`,
});

function findOperation(resource: string, operation: string): Chosen | undefined {
	const module = ALL_RESOURCES.find((r) => r.value === resource);
	const chosen = module?.operations.find((o) => o.value === operation);
	return chosen && module
		? { operation: chosen, label: `${module.name} → ${chosen.name}` }
		: undefined;
}

/** Names the operation in an error item a batching operation produced under continue-on-fail. */
function labelErrorItem(item: INodeExecutionData, label: string): INodeExecutionData {
	if (typeof item.json.error !== 'string') return item;
	return { ...item, json: { ...item.json, error: labelled(item.json.error, label) } };
}

/**
 * Every ID of a finished run's items in one form: text, or numbers with "IDs as Numbers". Agent →
 * Call Tool gives any tool's answer as the tool gave it, unless the option asks for numbers.
 */
function shaped(ctx: IExecuteFunctions, items: INodeExecutionData[]): INodeExecutionData[][] {
	const options = itemParameter<{ idsAsNumbers?: boolean }>(ctx, 'outputOptions', 0, {});
	const form = options.idsAsNumbers ? 'number' : 'text';
	const asGiven =
		itemParameter<string>(ctx, 'resource', 0) === 'agent' &&
		itemParameter<string>(ctx, 'operation', 0) === 'callTool';
	if (asGiven && form === 'text') return [items];
	// In place, as withoutSecrets does: the array is the node's own output, and a mapped copy of a
	// 200,000-item listing would be garbage at the node's peak (docs/decisions/parallel-requests.md#large-reads).
	for (let i = 0; i < items.length; i++) {
		const item = items[i];
		if (item.json.error !== undefined) continue;
		const json = idsAs(item.json, form);
		if (json !== item.json) items[i] = { ...item, json };
	}
	return [items];
}

/**
 * Whether the items must run one at a time. When the operation cannot tell (its check failed,
 * e.g. the service is down), they do: each item then reports the failure itself.
 */
async function inOrder(ctx: IExecuteFunctions, operation?: OperationModule): Promise<boolean> {
	const rule = operation?.itemsInOrder;
	if (typeof rule !== 'function') return rule === true;
	try {
		return await rule.call(ctx);
	} catch {
		return true;
	}
}

/**
 * Runs the chosen operation once per input item; under continue-on-fail a failing item becomes an
 * error item. Every item is cleared of the execution's secrets before it leaves the node: the
 * service may echo the key (a video task's `request`), and that would reach execution data.
 */
export async function route(ctx: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	try {
		return shaped(ctx, await withoutSecrets(ctx, await routeItems(ctx)));
	} finally {
		// After all items: an agent session a server opened for this execution is closed. An
		// execution that called no agent tool has none, and runs no agent code here.
		if (existingSession(ctx)) await endAgentSession(ctx);
	}
}

async function routeItems(ctx: IExecuteFunctions): Promise<INodeExecutionData[]> {
	const items = ctx.getInputData();
	if (!items.length) return [];
	// Resource and operation take no expressions (noDataExpression): one choice for all items,
	// read and looked up once.
	const resource = itemParameter<string>(ctx, 'resource', 0);
	const operation = itemParameter<string>(ctx, 'operation', 0);
	const chosen = findOperation(resource, operation);
	if (chosen?.operation.executeAll) {
		let all: INodeExecutionData[] | undefined;
		try {
			all = await chosen.operation.executeAll.call(ctx);
		} catch (error) {
			const nodeError = asNodeError(ctx.getNode(), error, 0);
			nodeError.message = labelled(nodeError.message, chosen.label);
			throw nodeError;
		}
		if (all) return all.map((item) => labelErrorItem(item, chosen.label));
	}
	// Items run in a sliding window as wide as Max Parallel Requests; the transport's adaptive
	// window (transport/governor.ts) decides how many requests are really in flight. The router
	// starts each item itself and hands the window the running item.
	const width = (await inOrder(ctx, chosen?.operation)) ? 1 : maxParallelRequests(ctx);
	// Decided once for all items: nothing is allocated per item before its operation runs.
	const target = chosen ?? unsupported(resource, operation);
	const perItem =
		width <= 1
			? await oneAtATime(ctx, items.length, target)
			: await inWindow(ctx, items.length, target, width);
	// One input item (a listing of 200,000 rows) is returned as it is: flat() would copy it.
	return perItem.length === 1 ? perItem[0] : perItem.flat();
}

/**
 * Max Parallel Requests 1 (or an operation whose items must run in order): each item after the
 * one before, awaited in a plain loop. A window of one would decide the same (an item starts when
 * the one before has ended; a failure without continue-on-fail starts no more and is thrown), at
 * the cost of a promise, a waiter and two callbacks per item.
 */
async function oneAtATime(
	ctx: IExecuteFunctions,
	count: number,
	target: Chosen | Unsupported,
): Promise<INodeExecutionData[][]> {
	const perItem: INodeExecutionData[][] = new Array(count);
	for (let itemIndex = 0; itemIndex < count; itemIndex++)
		perItem[itemIndex] = await runItem(ctx, itemIndex, target);
	return perItem;
}

/** Items in a sliding window as wide as Max Parallel Requests, results in input order. */
async function inWindow(
	ctx: IExecuteFunctions,
	count: number,
	target: Chosen | Unsupported,
	width: number,
): Promise<INodeExecutionData[][]> {
	const window = new SlidingWindow<INodeExecutionData[]>(width);
	for (let itemIndex = 0; itemIndex < count && (await window.place()); itemIndex++) {
		window.hold(itemIndex, runItem(ctx, itemIndex, target));
	}
	return window.results();
}

/**
 * One item through its operation: its output items carry `pairedItem`; a failure becomes an
 * error item under continue-on-fail, and is thrown otherwise (the window then starts no more).
 */
async function runItem(
	ctx: IExecuteFunctions,
	itemIndex: number,
	chosen: Chosen | Unsupported,
): Promise<INodeExecutionData[]> {
	try {
		// Unknown to this version of the node (a workflow from a newer one): each item says so.
		if ('unsupported' in chosen) {
			throw new NodeOperationError(ctx.getNode(), chosen.unsupported, { itemIndex });
		}
		const results = await chosen.operation.execute(ctx, itemIndex);
		// In place: the results are the operation's own new items, and a copy of each would
		// double the transient heap of a large listing (200,000 items from one input item).
		// An indexed loop: for-of allocates an iterator result per item, 200,000 of them here.
		const pairedItem = { item: itemIndex };
		for (let i = 0; i < results.length; i++) results[i].pairedItem = pairedItem;
		return results;
	} catch (error) {
		// Under continue-on-fail an error item; otherwise itemError throws and the window stops starting items.
		return [
			itemError(ctx, error, { item: itemIndex }, 'label' in chosen ? chosen.label : undefined),
		];
	}
}
