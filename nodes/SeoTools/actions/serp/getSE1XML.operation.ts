import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetSE1XML extends ToolOperation {
	readonly value = 'getSE1XML';
	readonly name = 'Get SE1 XML';
	readonly action = 'Get the SE1 XML of a results page';
	readonly declaration: ToolDeclaration = {
		tool: 'se1_xml',
		description: 'The raw XML results document of a query (spends limits; sent once)',
		scope: 'account',
		fields: [
			{ param: 'query', type: 'string', required: true, description: 'The query' },
			{ param: 'lr', type: 'string', description: 'The region code' },
			{ param: 'l10n', type: 'string', description: 'The language' },
			{ param: 'sortby', type: 'string', description: 'Sort by' },
			{ param: 'filter', type: 'string', description: 'The filter' },
			{ param: 'maxpassages', type: 'number', description: 'Passages per result' },
			{ param: 'groupby', type: 'string', description: 'Grouping' },
			{ param: 'page', type: 'number', description: 'The page' },
		],
	};
}
