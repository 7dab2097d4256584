import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';
import { GROUP_KINDS } from './groupKind';

export class GetQueries extends ToolOperation {
	readonly value = 'getQueries';
	readonly name = 'Get Queries';
	readonly action = 'Get the queries of a group';
	readonly declaration: ToolDeclaration = {
		tool: 'get_group_queries',
		description: 'The queries of a query group or URL group',
		scope: 'project',
		fields: [
			{
				param: 'kind',
				type: 'options',
				choices: GROUP_KINDS,
				description: 'Whether the group is a query group or a URL group',
			},
			{ param: 'group', type: 'number', description: 'The group' },
			{ param: 'url', type: 'string', description: 'Only this URL' },
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
