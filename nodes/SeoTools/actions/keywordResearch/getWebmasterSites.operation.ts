import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetWebmasterSites extends ToolOperation {
	readonly value = 'getWebmasterSites';
	readonly name = 'Get Webmaster Sites';
	readonly action = 'Get the webmaster sites of the account';
	readonly declaration: ToolDeclaration = {
		tool: 'webmaster_hosts',
		description:
			'The sites of the search engine’s webmaster account connected in the account settings',
		scope: 'account',
	};
}
