import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GenerateGroups extends ToolOperation {
	readonly value = 'generate';
	readonly name = 'Generate';
	readonly action = 'Generate URL groups from the site structure';
	readonly declaration: ToolDeclaration = {
		tool: 'generate_url_groups',
		description:
			'Start grouping a project’s URLs by its site structure in the background; Get Many shows the groups when done (sent once)',
		scope: 'project',
	};
}
