import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetURLDynamics extends ToolOperation {
	readonly value = 'getURLDynamics';
	readonly name = 'Get URL Dynamics';
	readonly action = 'Get the URL dynamics';
	readonly declaration: ToolDeclaration = {
		tool: 'get_url_dynamics',
		description: 'How a project’s URLs moved between two dates',
		scope: 'project',
		fields: [
			{
				param: 'search_system',
				type: 'number',
				picker: 'getSearchSystems',
				description: 'The search system',
			},
			{ param: 'from', type: 'date', description: 'From' },
			{ param: 'to', type: 'date', description: 'To' },
			{ param: 'limit', type: 'number', description: 'How many URLs' },
		],
	};
}
