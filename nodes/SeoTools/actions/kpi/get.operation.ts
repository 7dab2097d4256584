import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class Get extends ToolOperation {
	readonly value = 'get';
	readonly name = 'Get';
	readonly action = 'Get a KPI calculation';
	readonly declaration: ToolDeclaration = {
		tool: 'get_kpi_result',
		description: 'One KPI calculation',
		scope: 'project',
		fields: [
			{
				param: 'kpi_id',
				type: 'number',
				required: true,
				picker: 'getKpiResults',
				description: 'The calculation, as Get Many returns it',
			},
		],
	};
}
