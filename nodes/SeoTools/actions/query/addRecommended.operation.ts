import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class AddRecommended extends ToolOperation {
	readonly value = 'addRecommended';
	readonly name = 'Add Recommended';
	readonly action = 'Add recommended queries to a project';
	readonly declaration: ToolDeclaration = {
		tool: 'add_recommended_queries',
		description:
			'Add suggested queries to a project, duplicates skipped, within the tariff’s query limit (sent once)',
		scope: 'project',
		fields: [
			{
				param: 'ids',
				type: 'numberList',
				required: true,
				description: 'The suggested queries, by their IDs',
			},
			{ param: 'group_id', type: 'number', picker: 'getGroups', description: 'The query group' },
			{ param: 'dismiss', type: 'boolean', description: 'Whether to dismiss them instead' },
		],
	};
}
