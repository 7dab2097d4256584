import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class ResetAccess extends ToolOperation {
	readonly value = 'resetAccess';
	readonly name = 'Reset Access';
	readonly action = 'Reset every access to a project';
	readonly declaration: ToolDeclaration = {
		tool: 'reset_project_access',
		description: 'Remove all member access, public access and the old guest report link',
		scope: 'project',
		deletes: 'access of every member',
	};
}
