import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class CreateGroup extends ToolOperation {
	readonly value = 'create';
	readonly name = 'Create';
	readonly action = 'Create a URL group';
	readonly declaration: ToolDeclaration = {
		tool: 'create_url_group',
		description:
			'Create a URL group of a project, or add URLs to the group of that name (sent once)',
		scope: 'project',
		fields: [
			{ param: 'name', type: 'string', required: true, description: 'The group’s name' },
			{ param: 'urls', type: 'list', description: 'URLs to put in the group' },
			{ param: 'order', type: 'number', description: 'Its place among the groups' },
		],
	};
}
