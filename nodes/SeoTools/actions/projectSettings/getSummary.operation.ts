import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetSummary extends ToolOperation {
	readonly value = 'getSummary';
	readonly name = 'Get Summary';
	readonly action = 'Get a summary of a project';
	readonly declaration: ToolDeclaration = {
		tool: 'get_project_summary',
		description: 'A project’s summary as the service shows it',
		scope: 'project',
	};
}
