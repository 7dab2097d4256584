import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class CreateTaskWithAds extends ToolOperation {
	readonly value = 'createTaskWithAds';
	readonly name = 'Create Task With Ads';
	readonly action = 'Create a SERP task with ads';
	readonly declaration: ToolDeclaration = {
		tool: 'serp_se1_search_and_context_set',
		description:
			'Queue a SERP snapshot with the ads blocks (top, middle, bottom) and special blocks, and by default wait for its results (spends limits; sent once)',
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
			{ param: 'ads_only', type: 'boolean', description: 'Whether to take only the ads' },
		],
		wait: { kind: 'taskId', statusTool: 'serp_se1_status', resultTool: 'serp_se1_get' },
	};
}
