import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class Add extends ToolOperation {
	readonly value = 'add';
	readonly name = 'Add';
	readonly action = 'Add a member to a project';
	readonly declaration: ToolDeclaration = {
		tool: 'add_project_member',
		description:
			'Grant a registered user read or write access; the service sends them a letter (sent once)',
		scope: 'project',
		fields: [
			{ param: 'email', type: 'string', required: true, description: 'The user’s e-mail' },
			{
				param: 'role',
				type: 'options',
				required: true,
				options: ['read', 'write'],
				description: 'Read or write',
			},
			{ param: 'notify', type: 'boolean', description: 'Whether they get notifications' },
		],
	};
}
