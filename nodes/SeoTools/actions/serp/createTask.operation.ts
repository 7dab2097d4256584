import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class CreateTask extends ToolOperation {
	readonly value = 'createTask';
	readonly name = 'Create Task';
	readonly action = 'Create a SERP task';
	readonly declaration: ToolDeclaration = {
		tool: 'serp_se1_set',
		description:
			'Queue a SERP snapshot of keywords in the first search engine and, by default, wait for its results: one item per keyword (spends limits; sent once)',
		scope: 'account',
		fields: [
			{
				param: 'keywords',
				type: 'list',
				required: true,
				description: 'The keywords whose results pages to take',
			},
			{
				param: 'region',
				type: 'string',
				description: 'The region, as SERP → Get Regions lists them',
			},
			{ param: 'deep', type: 'number', description: 'How many results per keyword' },
			{ param: 'is_mobile', type: 'boolean', description: 'Whether to take the mobile results' },
		],
		wait: { kind: 'taskId', statusTool: 'serp_se1_status', resultTool: 'serp_se1_get' },
	};
}
