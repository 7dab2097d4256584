import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class DeleteFolder extends ToolOperation {
	readonly value = 'delete';
	readonly name = 'Delete';
	readonly action = 'Delete a project folder';
	readonly declaration: ToolDeclaration = {
		tool: 'delete_project_folder',
		description:
			'Delete a project folder; its projects are kept, and those in no other folder go to the folder of projects without one',
		scope: 'account',
		fields: [
			{
				param: 'folder_id',
				type: 'number',
				required: true,
				picker: 'getFolders',
				description: 'The folder, as Folder → Get Many returns it',
			},
		],
		deletes: 'folder',
	};
}
