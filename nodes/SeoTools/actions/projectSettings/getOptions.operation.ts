import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetOptions extends ToolOperation {
	readonly value = 'getOptions';
	readonly name = 'Get Options';
	readonly action = 'Get the options of the project settings';
	readonly declaration: ToolDeclaration = {
		tool: 'list_project_options',
		description:
			'The values the settings take: check types, schedules, frequency kinds, technical checks with their IDs and whether they are paid',
		scope: 'account',
	};
}
