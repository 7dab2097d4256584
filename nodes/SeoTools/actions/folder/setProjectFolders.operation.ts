import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class SetProjectFolders extends ToolOperation {
	readonly value = 'setProjectFolders';
	readonly name = 'Set Project Folders';
	readonly action = 'Set a project’s folders';
	readonly declaration: ToolDeclaration = {
		tool: 'set_project_folders',
		description: 'Put a project in exactly these folders (sent once)',
		scope: 'project',
		fields: [
			{
				param: 'folder_ids',
				type: 'numberList',
				required: true,
				picker: 'getFolders',
				description: 'The folders the project ends up in, as Folder → Get Many returns them',
			},
		],
	};
}
