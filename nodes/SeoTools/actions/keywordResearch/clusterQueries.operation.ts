import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class ClusterQueries extends ToolOperation {
	readonly value = 'clusterQueries';
	readonly name = 'Cluster Queries';
	readonly action = 'Cluster queries by their top results';
	readonly declaration: ToolDeclaration = {
		tool: 'cluster_by_top',
		description: 'Group 2 to 10,000 queries by the results they share (spends limits; sent once)',
		scope: 'account',
		fields: [
			{ param: 'requests', type: 'list', required: true, description: 'The queries' },
			{ param: 'lr', type: 'string', description: 'The region code' },
			{ param: 'method', type: 'string', description: 'The clustering method' },
			{ param: 'degree_group', type: 'number', description: 'How strict' },
			{
				param: 'report_id',
				type: 'string',
				description: 'A task queued before: its result, without queueing again',
			},
		],
		wait: { kind: 'reportId' },
	};
}
