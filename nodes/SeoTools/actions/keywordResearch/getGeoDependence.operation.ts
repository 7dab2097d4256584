import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetGeoDependence extends ToolOperation {
	readonly value = 'getGeoDependence';
	readonly name = 'Get Geo Dependence';
	readonly action = 'Get the geo dependence of queries';
	readonly declaration: ToolDeclaration = {
		tool: 'geo_dependence',
		description: 'Whether queries depend on the region (spends limits; sent once)',
		scope: 'account',
		fields: [
			{ param: 'requests', type: 'list', required: true, description: 'The queries' },
			{ param: 'lr', type: 'string', description: 'The region code' },
			{ param: 'search_system', type: 'string', description: 'The search system' },
			{ param: 'intent', type: 'boolean', description: 'Whether to add the intent' },
			{ param: 'deep', type: 'number', description: 'How deep' },
			{
				param: 'report_id',
				type: 'string',
				description: 'A task queued before: its result, without queueing again',
			},
		],
		wait: { kind: 'reportId' },
	};
}
