import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class Link extends ToolOperation {
	readonly value = 'link';
	readonly name = 'Link';
	readonly action = 'Link a GEO project';
	readonly declaration: ToolDeclaration = {
		tool: 'link_geo_project',
		description: 'Link a project of the GEO service to this project (sent once)',
		scope: 'project',
		fields: [
			{
				param: 'ai_project_id',
				type: 'number',
				required: true,
				description: 'The GEO project, as Get Many returns it',
			},
		],
	};
}
