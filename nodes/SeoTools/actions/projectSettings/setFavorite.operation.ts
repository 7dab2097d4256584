import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class SetFavorite extends ToolOperation {
	readonly value = 'setFavorite';
	readonly name = 'Set Favorite';
	readonly action = 'Set a project as favorite';
	readonly declaration: ToolDeclaration = {
		tool: 'set_project_favorite',
		description: 'Mark a project as a favorite, or not (sent once)',
		scope: 'project',
		fields: [
			{
				param: 'favorite',
				type: 'boolean',
				required: true,
				description: 'Whether the project is a favorite',
			},
		],
	};
}
