import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class Update extends ToolOperation {
	readonly value = 'update';
	readonly name = 'Update';
	readonly action = 'Update a member’s access';
	readonly declaration: ToolDeclaration = {
		tool: 'update_project_member',
		description: 'Change a member’s role (owner only) or notifications (sent once)',
		scope: 'project',
		fields: [
			{
				param: 'access_id',
				type: 'number',
				required: true,
				picker: 'getMembers',
				description: 'The member, as Get Many returns it',
			},
			{ param: 'role', type: 'options', options: ['read', 'write'], description: 'Read or write' },
			{ param: 'notify', type: 'boolean', description: 'Whether they get notifications' },
		],
	};
}
