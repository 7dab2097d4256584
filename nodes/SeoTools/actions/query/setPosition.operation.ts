import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class SetPosition extends ToolOperation {
	readonly value = 'setPosition';
	readonly name = 'Set Position';
	readonly action = 'Set the corrected position of a query';
	readonly declaration: ToolDeclaration = {
		tool: 'set_query_position',
		description:
			'Correct a query’s position by hand; visibility and summaries are recalculated (sent once)',
		scope: 'project',
		fields: [
			{ param: 'query_id', type: 'number', required: true, description: 'The query' },
			{
				param: 'search_system_id',
				type: 'number',
				required: true,
				picker: 'getSearchSystems',
				description: 'The search system',
			},
			{ param: 'position', type: 'number', required: true, description: 'The position' },
			{ param: 'date', type: 'date', required: true, description: 'The day of the check' },
		],
	};
}
