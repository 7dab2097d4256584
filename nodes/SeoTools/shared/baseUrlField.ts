import type { INodeProperties } from 'n8n-workflow';

/** The Base URL field of both credentials: one text, so that they never tell users different things. */
export const baseUrlField: INodeProperties = {
	displayName: 'Base URL',
	name: 'baseUrl',
	type: 'string',
	default: '',
	placeholder: 'https://seo-tools.example',
	description:
		'Address of the service, without a path (the part before /projects/api, /api and /api-rest). To try the nodes without an account or spending limits, run `npx seo-tools-simulator` and use the Base URL it prints.',
	required: true,
};
