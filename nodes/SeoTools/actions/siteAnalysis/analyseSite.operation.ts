import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class AnalyseSite extends ToolOperation {
	readonly value = 'analyseSite';
	readonly name = 'Analyse Site';
	readonly action = 'Analyse a site';
	readonly declaration: ToolDeclaration = {
		tool: 'site_analysis',
		description:
			'A site analysis, waited for until ready (spends limits; sent once); further parameters the service documents are sent through Agent → Call Tool',
		scope: 'account',
		fields: [
			{ param: 'domain', type: 'string', required: true, description: 'The site' },
			{ param: 'cb_iks', type: 'boolean', description: 'Whether to add the quality index' },
			{ param: 'cb_ssl', type: 'boolean', description: 'Whether to check SSL' },
			{ param: 'cb_p', type: 'boolean', description: 'Whether to add pages' },
			{
				param: 'report_id',
				type: 'string',
				description: 'A task queued before: its result, without queueing again',
			},
		],
		wait: { kind: 'reportId' },
	};
}
