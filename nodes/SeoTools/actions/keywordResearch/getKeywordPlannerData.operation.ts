import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetKeywordPlannerData extends ToolOperation {
	readonly value = 'getKeywordPlannerData';
	readonly name = 'Get Keyword Planner Data';
	readonly action = 'Get the keyword planner’s data';
	readonly declaration: ToolDeclaration = {
		tool: 'keyword_planner',
		description: 'The keyword planner’s figures for queries (spends limits; sent once)',
		scope: 'account',
		fields: [
			{ param: 'queries', type: 'list', required: true, description: 'The queries' },
			{ param: 'country', type: 'string', description: 'The country' },
			{ param: 'region', type: 'string', description: 'The region' },
			{ param: 'language', type: 'string', description: 'The language' },
		],
	};
}
