import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetCheckCost extends ToolOperation {
	readonly value = 'getCost';
	readonly name = 'Get Check Cost';
	readonly action = 'Get what a check run would cost';
	readonly declaration: ToolDeclaration = {
		tool: 'get_check_cost',
		description:
			'The limits each check run of a project would charge: positions by search system and competitors, frequencies, recommendations, and the total of Run All Checks',
		scope: 'project',
	};
}
