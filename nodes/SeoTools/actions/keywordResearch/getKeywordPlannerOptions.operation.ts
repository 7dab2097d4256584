import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetKeywordPlannerOptions extends ToolOperation {
	readonly value = 'getKeywordPlannerOptions';
	readonly name = 'Get Keyword Planner Options';
	readonly action = 'Get the keyword planner options: countries, regions and languages';
	readonly declaration: ToolDeclaration = {
		tool: 'keyword_planner_options',
		description: 'The keyword planner’s countries, regions and languages',
		scope: 'account',
		fields: [
			{ param: 'country_id', type: 'string', description: 'The country' },
			{ param: 'region_search', type: 'string', description: 'Part of a region’s name' },
		],
	};
}
