import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class Get extends ToolOperation {
	readonly value = 'get';
	readonly name = 'Get';
	readonly action = 'Get the report schedule of a project';
	readonly declaration: ToolDeclaration = {
		tool: 'get_report_schedule',
		description: 'When a project’s report is sent, and to whom',
		scope: 'project',
	};
}
