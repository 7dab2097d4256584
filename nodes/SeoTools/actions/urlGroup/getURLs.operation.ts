import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetURLs extends ToolOperation {
	readonly value = 'getURLs';
	readonly name = 'Get URLs';
	readonly action = 'Get the URLs of a project';
	readonly declaration: ToolDeclaration = {
		tool: 'get_urls',
		description: 'A project’s URLs, by address and group',
		scope: 'project',
		fields: [
			{ param: 'url', type: 'string', description: 'Only URLs holding this' },
			{ param: 'group', type: 'number', picker: 'getUrlGroups', description: 'The URL group' },
		],
		paging: 'offset',
	};
}
