import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class SetGoals extends ToolOperation {
	readonly value = 'setGoals';
	readonly name = 'Set Goals';
	readonly action = 'Choose the counter goals of URL groups';
	readonly declaration: ToolDeclaration = {
		tool: 'set_url_group_goals',
		description: 'Turn on these counter goals and every other goal of the counter off (sent once)',
		scope: 'project',
		fields: [
			{
				param: 'goal_ids',
				type: 'numberList',
				required: true,
				picker: 'getUrlGroupGoals',
				description: 'The counter goals to turn on',
			},
			{
				param: 'recalc',
				type: 'boolean',
				description: 'Whether to recalculate the data with them',
			},
		],
	};
}
