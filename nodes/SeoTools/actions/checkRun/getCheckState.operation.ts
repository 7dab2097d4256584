import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetCheckState extends ToolOperation {
	readonly value = 'getState';
	readonly name = 'Get Check State';
	readonly action = 'Get the check state of a project';
	readonly declaration: ToolDeclaration = {
		tool: 'get_check_state',
		description: 'The checks running in a project now, with their progress in percent',
		scope: 'project',
	};
}
