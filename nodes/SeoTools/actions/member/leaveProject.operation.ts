import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class LeaveProject extends ToolOperation {
	readonly value = 'leaveProject';
	readonly name = 'Leave Project';
	readonly action = 'Leave a shared project';
	readonly declaration: ToolDeclaration = {
		tool: 'leave_project',
		description: 'Give up your own access to a project shared with you (sent once)',
		scope: 'project',
	};
}
