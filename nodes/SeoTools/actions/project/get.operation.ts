import type { IDataObject } from 'n8n-workflow';
import { projectCall } from '../projectCall';
import { itemParameter } from '../../utils/parameters';

export const getProject = projectCall({
	value: 'get',
	name: 'Get',
	action: 'Get a project',
	description: 'Get the project card: domain, main mirror, aliases and status',
	path: 'project/get',
	form: 'bare',
	properties: [
		{
			displayName: 'Include Scores',
			name: 'details',
			type: 'boolean',
			default: false,
			description:
				'Whether to add the four integral scores (internal optimization, behavioral factors, link mass, summary)',
		},
	],
	query: (ctx, itemIndex) => ({
		details: itemParameter(ctx, 'details', itemIndex, false) ? 1 : 0,
	}),
	output: (card, context) => [{ json: { ...context, ...(card as IDataObject) } }],
});
