import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class RenameFolder extends ToolOperation {
	readonly value = 'rename';
	readonly name = 'Rename';
	readonly action = 'Rename a project folder';
	readonly declaration: ToolDeclaration = {
		tool: 'rename_project_folder',
		description: 'Give a project folder a new name (sent once)',
		scope: 'account',
		fields: [
			{
				param: 'folder_id',
				type: 'number',
				required: true,
				picker: 'getFolders',
				description: 'The folder, as Folder → Get Many returns it',
			},
			{
				param: 'name',
				type: 'string',
				required: true,
				description: 'The new name, 3 to 50 characters',
			},
		],
	};
}
