import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class SetClusterCheck extends ToolOperation {
	readonly value = 'setClusterCheck';
	readonly name = 'Set Cluster Check';
	readonly action = 'Set a cluster check of recommendations';
	readonly declaration: ToolDeclaration = {
		tool: 'set_recommendation_cluster_check',
		description: 'Turn one check of a URL’s recommendation cluster on or off (sent once)',
		scope: 'project',
		fields: [
			{ param: 'url', type: 'string', required: true, description: 'The URL' },
			{
				param: 'check',
				type: 'options',
				required: true,
				options: [
					'code',
					'equal_urls',
					'common_commercialization',
					'frequency_sum',
					'queries_count',
				],
				description: 'The check',
			},
			{ param: 'checked', type: 'boolean', description: 'Whether it is on' },
		],
	};
}
