import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetGoals extends ToolOperation {
	readonly value = 'getGoals';
	readonly name = 'Get Goals';
	readonly action = 'Get the counter goals of URL groups';
	readonly declaration: ToolDeclaration = {
		tool: 'get_url_group_goals',
		description: 'The analytics counter’s goals of a project, and which of them are selected',
		scope: 'project',
	};
}
