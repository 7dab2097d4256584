import type { INodeProperties } from 'n8n-workflow';
import { DEFAULT_MAX_PARALLEL } from '../../shared/transport';

/**
 * Node-wide options every operation reads: how the transport paces requests (transport/send.ts,
 * governor.ts). Max Parallel Requests' description says what the governor does, claim by claim
 * checked in test/unit/shared/transport/governor.test.ts.
 */
export const requestOptions: INodeProperties = {
	displayName: 'Request Options',
	name: 'requestOptions',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	options: [
		{
			displayName: 'Max Parallel Requests',
			name: 'maxParallelRequests',
			type: 'number',
			typeOptions: { minValue: 1, maxValue: 1000, numberPrecision: 0 },
			default: DEFAULT_MAX_PARALLEL,
			description:
				'Most requests in flight at once. The node starts with this many, sends fewer by itself when the service answers "too many requests" (HTTP 429) or "overloaded" (HTTP 503), does not answer in time or gets clearly slower, and goes back up while answers are fast. 1 sends one at a time.',
		},
		{
			displayName: 'Timeout (Seconds)',
			name: 'timeout',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 30,
			description: 'How long to wait for each answer of the service',
		},
	],
};

/** Node-wide options every operation's output goes through (actions/route.ts). */
export const outputOptions: INodeProperties = {
	displayName: 'Output Options',
	name: 'outputOptions',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	options: [
		{
			displayName: 'IDs as Numbers',
			name: 'idsAsNumbers',
			type: 'boolean',
			default: false,
			description:
				'Whether every ID field of the output is a number (12345) instead of text ("12345"). Either way all IDs have one form, whichever form the service used.',
		},
	],
};
