import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class ChangeURLs extends ToolOperation {
	readonly value = 'changeUrls';
	readonly name = 'Change URLs';
	readonly action = 'Change the URLs of URL groups';
	readonly declaration: ToolDeclaration = {
		tool: 'change_url_groups',
		description:
			'Add URLs to a group by name (a new name creates it), move them from a group, or remove them from one (sent once)',
		scope: 'project',
		fields: [
			{
				param: 'action',
				type: 'options',
				required: true,
				options: ['add', 'move', 'remove'],
				description:
					'add to Group Name; move from From Group to Group Name; remove from From Group',
			},
			{
				param: 'url_ids',
				type: 'numberList',
				required: true,
				description: 'The URLs, by their IDs',
			},
			{ param: 'group_name', type: 'string', description: 'The group to add or move to' },
			{
				param: 'from_group_id',
				type: 'number',
				// Its empty choice says what leaving it empty means: "All URL Groups" would promise
				// a move or removal from every group, which the tool never does.
				picker: 'getUrlGroupsOrNone',
				description: 'The URL group to move or remove from',
			},
		],
	};
}
