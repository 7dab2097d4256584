import {
	sleep,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
} from 'n8n-workflow';
import { callAgentTool } from '../../transport';
import { toItems } from '../../shared/items';

/**
 * A tool's data as items: an array gives one item per element, and so does an object whose
 * only property is an array (the service wraps lists that way: `{projects: [...]}`).
 */
export function resultItems(data: unknown): INodeExecutionData[] {
	if (data && typeof data === 'object' && !Array.isArray(data)) {
		const entries = Object.entries(data as IDataObject);
		if (entries.length === 1 && Array.isArray(entries[0][1])) return toItems(entries[0][1]);
	}
	return toItems(data);
}

/** Statuses of a queued task that is not finished yet. */
const PENDING = /^(queued|pending|in_progress|in progress|running|processing|not_started)$/i;

export function pendingReport(data: unknown): string | number | undefined {
	if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
	const { report_id: reportId, status } = data as IDataObject;
	if ((typeof reportId !== 'string' && typeof reportId !== 'number') || typeof status !== 'string')
		return undefined;
	return PENDING.test(status) ? reportId : undefined;
}

export interface PollSettings {
	/** Seconds between calls. */
	interval: number;
	/** Give up after this many seconds; the task keeps running in the service. */
	timeout: number;
}

/**
 * Rule 4 of the agent interface: a long tool is called again with its report_id until the
 * result is ready. The calls only fetch, so they may be retried after transient failures.
 */
export async function pollLongTool(
	ctx: IExecuteFunctions,
	name: string,
	args: IDataObject,
	first: unknown,
	settings: PollSettings,
	itemIndex: number,
): Promise<unknown> {
	let data = first;
	let reportId = pendingReport(data);
	const polls = Math.floor(settings.timeout / settings.interval);
	for (let poll = 0; reportId !== undefined && poll < polls; poll++) {
		await sleep(settings.interval * 1000);
		data = await callAgentTool(
			ctx,
			name,
			{ ...args, report_id: reportId },
			{ retry: 'safe', itemIndex },
		);
		reportId = pendingReport(data);
	}
	if (reportId === undefined) return data;
	return {
		...(data as IDataObject),
		note: `Still running after ${settings.timeout} s. Call ${name} again with report_id ${String(reportId)} to get the result later.`,
	};
}
