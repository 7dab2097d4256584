import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetSemanticCoreCompetitors extends ToolOperation {
	readonly value = 'getSemanticCoreCompetitors';
	readonly name = 'Get Semantic Core Competitors';
	readonly action = 'Get the semantic core competitors of a site';
	readonly declaration: ToolDeclaration = {
		tool: 'semantic_core_competitors',
		description:
			'Domains that overlap with a site, in percent, with their theme; choose up to 5 for Build Semantic Core',
		scope: 'account',
		fields: [
			{ param: 'mode', type: 'string', description: 'The mode' },
			{ param: 'site', type: 'string', required: true, description: 'The site' },
			{ param: 'region', type: 'string', description: 'The region' },
		],
	};
}
