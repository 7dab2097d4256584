import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { itemParameter } from '../../utils/itemParameter';
import { DEFAULT_POLL_SECONDS, pollSeconds, type PollSettings } from './waitForAgentTask';

/** Seconds a long tool is waited for when the item does not say. */
const DEFAULT_TIMEOUT_SECONDS = 600;

/**
 * The Poll Interval and Timeout fields of an operation that waits for a long agent tool, shown
 * while its boolean field `waitField` is on (Agent → Call Tool, Report → Create...).
 */
export function agentWaitFields(waitField: string): INodeProperties[] {
	const shown = { show: { [waitField]: [true] } };
	return [
		{
			displayName: 'Poll Interval (Seconds)',
			name: 'pollInterval',
			type: 'number',
			typeOptions: { minValue: DEFAULT_POLL_SECONDS },
			default: DEFAULT_POLL_SECONDS,
			description: 'Seconds between calls while a long tool runs (the service asks for 10 or more)',
			displayOptions: shown,
		},
		{
			displayName: 'Timeout (Seconds)',
			name: 'waitTimeout',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: DEFAULT_TIMEOUT_SECONDS,
			description:
				'Stop waiting after this long and return the report_id; the task keeps running in the service and is not queued again',
			displayOptions: shown,
		},
	];
}

/** The item's poll settings from those fields (never below the service's floor). */
export function agentWaitSettingsOf(ctx: IExecuteFunctions, itemIndex: number): PollSettings {
	return {
		interval: pollSeconds(
			Number(itemParameter(ctx, 'pollInterval', itemIndex, DEFAULT_POLL_SECONDS)),
		),
		timeout: Math.max(
			1,
			Number(itemParameter(ctx, 'waitTimeout', itemIndex, DEFAULT_TIMEOUT_SECONDS)),
		),
	};
}
