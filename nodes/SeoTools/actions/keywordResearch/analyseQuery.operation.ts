import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class AnalyseQuery extends ToolOperation {
	readonly value = 'analyseQuery';
	readonly name = 'Analyse Query';
	readonly action = 'Analyse a query';
	readonly declaration: ToolDeclaration = {
		tool: 'query_analysis',
		description: 'What the results of one query say about it (spends limits; sent once)',
		scope: 'account',
		fields: [
			{ param: 'query', type: 'string', required: true, description: 'The query' },
			{ param: 'lr', type: 'string', description: 'The region code' },
			{
				param: 'report_id',
				type: 'string',
				description: 'A task queued before: its result, without queueing again',
			},
		],
		wait: { kind: 'reportId' },
	};
}
