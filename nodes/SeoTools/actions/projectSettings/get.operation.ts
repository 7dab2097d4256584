import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class Get extends ToolOperation {
	readonly value = 'get';
	readonly name = 'Get';
	readonly action = 'Get the settings of a project';
	readonly declaration: ToolDeclaration = {
		tool: 'get_project_settings',
		description: 'The settings of a project: engines, regions, schedules and checks',
		scope: 'project',
	};
}
