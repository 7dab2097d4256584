import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetRecommended extends ToolOperation {
	readonly value = 'getRecommended';
	readonly name = 'Get Recommended';
	readonly action = 'Get recommended queries for a project';
	readonly declaration: ToolDeclaration = {
		tool: 'get_recommended_queries',
		description:
			'Queries the service suggests that are not in the project yet, with their positions and frequencies',
		scope: 'project',
		fields: [
			{ param: 'page', type: 'number', description: 'The page' },
			{ param: 'sort', type: 'string', description: 'Sort by' },
			{ param: 'order', type: 'string', description: 'Sort order' },
			{ param: 'position_from', type: 'number', description: 'From position' },
			{ param: 'position_to', type: 'number', description: 'To position' },
			{ param: 'freq_from', type: 'number', description: 'From frequency' },
			{ param: 'freq_to', type: 'number', description: 'To frequency' },
		],
	};
}
