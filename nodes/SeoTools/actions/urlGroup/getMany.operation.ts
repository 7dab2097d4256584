import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetManyGroups extends ToolOperation {
	readonly value = 'getAll';
	readonly name = 'Get Many';
	readonly action = 'Get many URL groups';
	readonly declaration: ToolDeclaration = {
		tool: 'get_url_groups',
		description: 'A project’s URL groups, by name: one item per group',
		scope: 'project',
		fields: [{ param: 'name', type: 'string', description: 'Only groups whose name holds this' }],
		paging: 'offset',
	};
}
