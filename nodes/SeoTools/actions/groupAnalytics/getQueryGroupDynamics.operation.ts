import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetQueryGroupDynamics extends ToolOperation {
	readonly value = 'getQueryGroupDynamics';
	readonly name = 'Get Query Group Dynamics';
	readonly action = 'Get the query group dynamics';
	readonly declaration: ToolDeclaration = {
		tool: 'get_group_dynamics',
		description: 'How a project’s query groups moved between two dates',
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
			{ param: 'limit', type: 'number', description: 'How many groups' },
		],
	};
}
