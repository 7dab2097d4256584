import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetMany extends ToolOperation {
	readonly value = 'getAll';
	readonly name = 'Get Many';
	readonly action = 'Get many position checks of a project';
	readonly declaration: ToolDeclaration = {
		tool: 'get_project_updates',
		description: 'The position checks of a project: ID, start and end dates',
		scope: 'project',
		paging: 'offset',
	};
}
