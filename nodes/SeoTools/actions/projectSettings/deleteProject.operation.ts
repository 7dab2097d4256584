import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class DeleteProject extends ToolOperation {
	readonly value = 'deleteProject';
	readonly name = 'Delete Project';
	readonly action = 'Delete a project';
	readonly declaration: ToolDeclaration = {
		tool: 'delete_project',
		description: 'Delete a project with all its data and the access granted to it',
		scope: 'project',
		deletes: 'project',
	};
}
