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
					'add to Group Name; move from From Group ID to Group Name; remove from From Group ID',
			},
			{
				param: 'url_ids',
				type: 'numberList',
				required: true,
				description: 'The URLs, by their IDs',
			},
			{ param: 'group_name', type: 'string', description: 'The group to add or move to' },
			{ param: 'from_group_id', type: 'number', description: 'The group to move or remove from' },
		],
	};
}
