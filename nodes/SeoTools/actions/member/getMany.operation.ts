import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetMany extends ToolOperation {
	readonly value = 'getAll';
	readonly name = 'Get Many';
	readonly action = 'Get many members of a project';
	readonly declaration: ToolDeclaration = {
		tool: 'list_project_members',
		description:
			'Who has access to a project: access ID, e-mail, role, notifications, and the public access state',
		scope: 'project',
	};
}
