import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class Update extends ToolOperation {
	readonly value = 'update';
	readonly name = 'Update';
	readonly action = 'Update a query group';
	readonly declaration: ToolDeclaration = {
		tool: 'update_query_group',
		description: 'Rename a query group or change its place (sent once)',
		scope: 'project',
		fields: [
			{
				param: 'group_id',
				type: 'number',
				required: true,
				picker: 'getGroups',
				description: 'The query group',
			},
			{ param: 'name', type: 'string', description: 'The new name' },
			{ param: 'order', type: 'number', description: 'Its new place' },
		],
	};
}
