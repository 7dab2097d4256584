import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class DeleteGroups extends ToolOperation {
	readonly value = 'delete';
	readonly name = 'Delete';
	readonly action = 'Delete URL groups';
	readonly declaration: ToolDeclaration = {
		tool: 'delete_url_groups',
		description:
			'Delete the chosen URL groups, every empty one, or all of them, with their history and events',
		scope: 'project',
		fields: [
			{
				param: 'mode',
				type: 'options',
				required: true,
				options: ['selected', 'empty', 'all'],
				description:
					'selected: the groups of Group Names or IDs; empty: groups without URLs; all: every group',
			},
			{
				param: 'group_ids',
				type: 'numberList',
				picker: 'getUrlGroups',
				description: 'The groups to delete (mode selected)',
			},
		],
		deletes: 'URL groups',
	};
}
