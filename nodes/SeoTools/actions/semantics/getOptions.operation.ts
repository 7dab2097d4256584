import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetOptions extends ToolOperation {
	readonly value = 'getOptions';
	readonly name = 'Get Options';
	readonly action = 'Get the options of the semantics wizard';
	readonly declaration: ToolDeclaration = {
		tool: 'get_semantics_options',
		description:
			'The wizard’s steps, regions, engines, projects you can write to and stop-word lists',
		scope: 'project',
		fields: [
			{ param: 'regions', type: 'string', description: 'Regions to look up' },
			{ param: 'search', type: 'string', description: 'Search' },
		],
	};
}
