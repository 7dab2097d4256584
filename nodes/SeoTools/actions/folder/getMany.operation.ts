import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetManyFolders extends ToolOperation {
	readonly value = 'getAll';
	readonly name = 'Get Many';
	readonly action = 'Get many project folders';
	readonly declaration: ToolDeclaration = {
		tool: 'list_project_folders',
		description: 'The account’s project folders: one item per folder, with its projects',
		scope: 'account',
	};
}
