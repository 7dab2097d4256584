import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { itemParameter } from '../utils/itemParameter';

/** Max Parallel Requests when the node's Request Options leave it empty (governor.ts says why 64). */
export const DEFAULT_MAX_PARALLEL = 64;

/** What the user set under the node's Request Options, as the transport uses it. */
export interface RequestSettings {
	/** Timeout in milliseconds; undefined when not set (each caller has its own default). */
	timeoutMs?: number;
	/** How many requests (and items) may be in flight at once. */
	maxParallelRequests: number;
}

/**
 * The node's Request Options for one item. Only a running node has them: the trigger, editor
 * methods and credential tests get the defaults. The transport reads them here and nowhere else,
 * so the router's window and the transport's limits can never disagree.
 */
export function requestSettings(ctx: object, itemIndex: number): RequestSettings {
	if (!('getInputData' in ctx) || !('getNodeParameter' in ctx))
		return { maxParallelRequests: DEFAULT_MAX_PARALLEL };
	const options = itemParameter<IDataObject>(
		ctx as IExecuteFunctions,
		'requestOptions',
		itemIndex,
		{},
	);
	const seconds = Number(options?.timeout);
	const parallel = Math.floor(Number(options?.maxParallelRequests ?? DEFAULT_MAX_PARALLEL));
	return {
		timeoutMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined,
		maxParallelRequests:
			Number.isFinite(parallel) && parallel >= 1 ? parallel : DEFAULT_MAX_PARALLEL,
	};
}

/** Max Parallel Requests of the running node (the same for every item: read from item 0). */
export const maxParallelRequests = (ctx: object): number =>
	requestSettings(ctx, 0).maxParallelRequests;
