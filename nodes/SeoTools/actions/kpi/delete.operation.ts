import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class Delete extends ToolOperation {
	readonly value = 'delete';
	readonly name = 'Delete';
	readonly action = 'Delete a KPI calculation';
	readonly declaration: ToolDeclaration = {
		tool: 'delete_kpi_result',
		description: 'Delete one KPI calculation',
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
		deletes: 'KPI calculation',
	};
}
