import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetMany extends ToolOperation {
	readonly value = 'getAll';
	readonly name = 'Get Many';
	readonly action = 'Get many KPI calculations of a project';
	readonly declaration: ToolDeclaration = {
		tool: 'list_kpi_results',
		description: 'The last 30 KPI calculations of a project',
		scope: 'project',
	};
}
