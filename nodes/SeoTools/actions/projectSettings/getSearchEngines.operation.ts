import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetSearchEngines extends ToolOperation {
	readonly value = 'getSearchEngines';
	readonly name = 'Get Search Engines';
	readonly action = 'Get the search engines';
	readonly declaration: ToolDeclaration = {
		tool: 'list_search_engines',
		description: 'The search engines a project can track: their ID, device and allowed depth',
		scope: 'account',
	};
}
