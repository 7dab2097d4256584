import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class ResetURLs extends ToolOperation {
	readonly value = 'resetURLs';
	readonly name = 'Reset URLs';
	readonly action = 'Reset the URLs of queries';
	readonly declaration: ToolDeclaration = {
		tool: 'reset_query_urls',
		description:
			'Set queries back to the relevant URL of the last check, or the main mirror when none (sent once)',
		scope: 'project',
		fields: [
			{
				param: 'query_ids',
				type: 'numberList',
				required: true,
				description: 'The queries, by their IDs',
			},
		],
	};
}
