import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetSiteRank extends ToolOperation {
	readonly value = 'getSiteRank';
	readonly name = 'Get Site Rank';
	readonly action = 'Get a site’s rank history';
	readonly declaration: ToolDeclaration = {
		tool: 'se1_tcy',
		description: 'A site’s historic rank data of the first search engine',
		scope: 'account',
		fields: [{ param: 'url', type: 'string', required: true, description: 'The site' }],
	};
}
