import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetRegions extends ToolOperation {
	readonly value = 'getRegions';
	readonly name = 'Get Regions';
	readonly action = 'Get the regions of projects';
	readonly declaration: ToolDeclaration = {
		tool: 'list_project_regions',
		description: 'Region codes for a project’s engines and its frequencies',
		scope: 'account',
		fields: [
			{ param: 'engine', type: 'string', description: 'The search engine' },
			{ param: 'query', type: 'string', description: 'Part of the region’s name' },
			{ param: 'limit', type: 'number', description: 'How many regions' },
		],
	};
}
