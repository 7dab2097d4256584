import type { INodeProperties } from 'n8n-workflow';

export const modelField = (edit: boolean): INodeProperties => ({
	displayName: 'Model Name or ID',
	name: 'model',
	type: 'options',
	typeOptions: { loadOptionsMethod: edit ? 'getVideoEditModels' : 'getVideoModels' },
	default: '',
	description: edit
		? 'A model that can edit videos. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.'
		: 'Empty: the catalog default. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
});

export const promptField = (edit: boolean): INodeProperties => ({
	displayName: 'Prompt',
	name: 'prompt',
	type: 'string',
	typeOptions: { rows: 4 },
	default: '',
	required: true,
	description: edit
		? 'What to change in the video (translated to English by the service)'
		: 'Scene description; no links and no --parameters. At most the model prompt length (2000 characters by default).',
});

/** Wait-and-download options shared by Generate, Edit and Get Result. */
export const completionOptions: INodeProperties[] = [
	{
		displayName: 'Wait for Completion',
		name: 'waitForCompletion',
		type: 'boolean',
		default: false,
		description:
			'Whether to poll the task until it finishes (every 10-15 seconds, never faster) instead of returning the report ID at once',
	},
	{
		displayName: 'Poll Interval (Seconds)',
		name: 'pollInterval',
		type: 'number',
		typeOptions: { minValue: 10, maxValue: 30 },
		default: 12,
		description: 'Seconds between polls; the service allows no less than 10',
		displayOptions: { show: { waitForCompletion: [true] } },
	},
	{
		displayName: 'Timeout (Minutes)',
		name: 'waitTimeout',
		type: 'number',
		typeOptions: { minValue: 1 },
		default: 15,
		description:
			'Stop waiting after this long; the task keeps running and Get Result fetches it later (it is never queued again). While the account already runs the most video tasks the service allows (5), or the tool runs another task it must finish first, the item first waits within this time for a place.',
		displayOptions: { show: { waitForCompletion: [true] } },
	},
	{
		displayName: 'Download Video',
		name: 'download',
		type: 'boolean',
		default: false,
		description: 'Whether to download the finished video into binary data',
	},
	{
		displayName: 'Put Video in Field',
		name: 'binaryPropertyName',
		type: 'string',
		default: 'data',
		description: 'Name of the binary property for the downloaded video',
		displayOptions: { show: { download: [true] } },
	},
];
