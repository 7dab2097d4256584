import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';
import { GROUP_KINDS } from './groupKind';

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
				type: 'options',
				choices: GROUP_KINDS,
				description: 'Whether the group is a query group or a URL group',
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
