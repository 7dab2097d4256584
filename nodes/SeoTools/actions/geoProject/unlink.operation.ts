import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class Unlink extends ToolOperation {
	readonly value = 'unlink';
	readonly name = 'Unlink';
	readonly action = 'Unlink the GEO project';
	readonly declaration: ToolDeclaration = {
		tool: 'unlink_geo_project',
		description: 'Unlink the GEO project; it and its data are kept (sent once)',
		scope: 'project',
	};
}
