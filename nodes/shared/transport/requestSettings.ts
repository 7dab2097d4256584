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

/** The defaults, for contexts without Request Options (the trigger, editor methods). */
const DEFAULTS: RequestSettings = { maxParallelRequests: DEFAULT_MAX_PARALLEL };

/**
 * Settings already made from a Request Options value. Without an expression that value is one
 * object for the whole execution (itemParameter.ts), so the settings are made once, not per
 * request; a value an expression made per item is its own object and gets its own settings.
 */
const made = new WeakMap<object, RequestSettings>();

/**
 * The node's Request Options for one item. Only a running node has them: the trigger, editor
 * methods and credential tests get the defaults. The transport reads them here and nowhere else,
 * so the router's window and the transport's limits can never disagree. Shared by every request
 * of the value: read it, never change it.
 */
export function requestSettings(ctx: object, itemIndex: number): RequestSettings {
	if (!('getInputData' in ctx) || !('getNodeParameter' in ctx)) return DEFAULTS;
	const options = itemParameter<IDataObject>(
		ctx as IExecuteFunctions,
		'requestOptions',
		itemIndex,
		{},
	);
	if (typeof options !== 'object' || options === null) return settingsFrom(options);
	let settings = made.get(options);
	if (!settings) {
		settings = settingsFrom(options);
		made.set(options, settings);
	}
	return settings;
}

function settingsFrom(options: IDataObject | undefined): RequestSettings {
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
