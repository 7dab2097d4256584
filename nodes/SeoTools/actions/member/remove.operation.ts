import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class Remove extends ToolOperation {
	readonly value = 'remove';
	readonly name = 'Remove';
	readonly action = 'Remove a member of a project';
	readonly declaration: ToolDeclaration = {
		tool: 'remove_project_member',
		description: 'Take a member’s access away (sent once)',
		scope: 'project',
		fields: [
			{
				param: 'access_id',
				type: 'number',
				required: true,
				picker: 'getMembers',
				description: 'The member, as Get Many returns it',
			},
		],
	};
}
