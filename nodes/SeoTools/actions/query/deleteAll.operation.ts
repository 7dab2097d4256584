import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class DeleteAll extends ToolOperation {
	readonly value = 'deleteAll';
	readonly name = 'Delete All';
	readonly action = 'Delete all queries of a project';
	readonly declaration: ToolDeclaration = {
		tool: 'delete_all_queries',
		description: 'Delete every query of a project with its history',
		scope: 'project',
		deletes: 'queries',
	};
}
