import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class UpdateGroup extends ToolOperation {
	readonly value = 'update';
	readonly name = 'Update';
	readonly action = 'Update a URL group';
	readonly declaration: ToolDeclaration = {
		tool: 'update_url_group',
		description: 'Rename a URL group or change its place (sent once)',
		scope: 'project',
		fields: [
			{
				param: 'group_id',
				type: 'number',
				required: true,
				picker: 'getUrlGroups',
				description: 'The URL group',
			},
			{ param: 'name', type: 'string', description: 'The new name' },
			{ param: 'order', type: 'number', description: 'Its new place among the groups' },
		],
	};
}
