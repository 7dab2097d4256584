import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class SetURLs extends ToolOperation {
	readonly value = 'setURLs';
	readonly name = 'Set URLs';
	readonly action = 'Set the URLs of queries';
	readonly declaration: ToolDeclaration = {
		tool: 'set_query_urls',
		description: 'Set the promoted URL of queries (sent once)',
		scope: 'project',
		fields: [
			{
				param: 'items',
				type: 'json',
				required: true,
				description: 'The queries and their URLs, as a JSON list',
			},
		],
	};
}
