import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetURLs extends ToolOperation {
	readonly value = 'getURLs';
	readonly name = 'Get URLs';
	readonly action = 'Get the URLs of a group';
	readonly declaration: ToolDeclaration = {
		tool: 'get_group_urls',
		description: 'The URLs of a query group or URL group',
		scope: 'project',
		fields: [
			{
				param: 'kind',
				type: 'string',
				description: 'Query groups or URL groups, as the tool’s schema lists them',
			},
			{ param: 'group', type: 'number', description: 'The group' },
			{
				param: 'search_system',
				type: 'number',
				picker: 'getSearchSystems',
				description: 'The search system',
			},
		],
		paging: 'offset',
	};
}
