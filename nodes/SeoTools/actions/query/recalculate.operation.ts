import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class Recalculate extends ToolOperation {
	readonly value = 'recalculate';
	readonly name = 'Recalculate';
	readonly action = 'Recalculate queries';
	readonly declaration: ToolDeclaration = {
		tool: 'recalc_queries',
		description: 'Collect the optimization and behavioral data of queries again (sent once)',
		scope: 'project',
		fields: [
			{
				param: 'query_ids',
				type: 'numberList',
				required: true,
				description: 'The queries, by their IDs',
			},
		],
	};
}
