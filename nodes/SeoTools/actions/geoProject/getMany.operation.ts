import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetMany extends ToolOperation {
	readonly value = 'getAll';
	readonly name = 'Get Many';
	readonly action = 'Get many GEO projects';
	readonly declaration: ToolDeclaration = {
		tool: 'list_geo_projects',
		description: 'The projects of the separate GEO service and which one this project links to',
		scope: 'project',
	};
}
