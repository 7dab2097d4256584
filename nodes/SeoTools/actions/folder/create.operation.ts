import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class CreateFolder extends ToolOperation {
	readonly value = 'create';
	readonly name = 'Create';
	readonly action = 'Create a project folder';
	readonly declaration: ToolDeclaration = {
		tool: 'create_project_folder',
		description: 'Create a folder for projects (sent once)',
		scope: 'account',
		fields: [
			{
				param: 'name',
				type: 'string',
				required: true,
				description: 'The folder’s name, 3 to 50 characters',
			},
		],
	};
}
