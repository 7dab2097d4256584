import type { IDataObject, INodeProperties, IPollFunctions } from 'n8n-workflow';

/** One kind of event the trigger watches for. Its cursor lives in `state` (node static data). */
export interface TriggerEvent {
	value: string;
	name: string;
	description: string;
	credential: 'apiKey' | 'account';
	properties: INodeProperties[];
	/**
	 * Reads the service once per watched object and returns the new events. On the baseline poll
	 * (`baseline` true) it records the cursor and returns nothing.
	 */
	poll(ctx: IPollFunctions, state: IDataObject, baseline: boolean): Promise<IDataObject[]>;
	/** The newest real event for "Fetch Test Event", without moving the cursor. */
	latest(ctx: IPollFunctions): Promise<IDataObject | undefined>;
	sample: IDataObject;
}
