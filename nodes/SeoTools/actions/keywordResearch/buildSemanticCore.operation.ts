import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class BuildSemanticCore extends ToolOperation {
	readonly value = 'buildSemanticCore';
	readonly name = 'Build Semantic Core';
	readonly action = 'Build a semantic core from competitors';
	readonly declaration: ToolDeclaration = {
		tool: 'semantic_core',
		description:
			'The queries a site and up to 5 competitors are found by (spends limits; sent once)',
		scope: 'account',
		fields: [
			{ param: 'mode', type: 'string', description: 'The mode' },
			{ param: 'site', type: 'string', required: true, description: 'The site' },
			{ param: 'competitors', type: 'list', description: 'Up to 5 competitors' },
			{ param: 'regions', type: 'list', description: 'The regions' },
			{ param: 'trafficked_top', type: 'number', description: 'Top by traffic' },
			{ param: 'positions_top', type: 'number', description: 'Top by position' },
			{ param: 'min_occurrence', type: 'number', description: 'At least this many competitors' },
			{ param: 'min_frequency', type: 'number', description: 'At least this frequency' },
			{ param: 'remove_duplicates', type: 'boolean', description: 'Whether to remove duplicates' },
			{ param: 'words_min', type: 'number', description: 'At least this many words' },
			{ param: 'words_max', type: 'number', description: 'At most this many words' },
			{ param: 'filter_words', type: 'list', description: 'Words to filter out' },
		],
	};
}
