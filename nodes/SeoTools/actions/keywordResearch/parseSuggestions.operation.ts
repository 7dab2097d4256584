import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class ParseSuggestions extends ToolOperation {
	readonly value = 'parseSuggestions';
	readonly name = 'Parse Suggestions';
	readonly action = 'Parse suggestions of several engines';
	readonly declaration: ToolDeclaration = {
		tool: 'suggest_parsing',
		description: 'Suggestions of up to 1,000 queries in several engines (spends limits; sent once)',
		scope: 'account',
		fields: [
			{ param: 'queries', type: 'list', required: true, description: 'The queries' },
			{ param: 'engines', type: 'list', description: 'The engines' },
			{ param: 'lr', type: 'string', description: 'The region code' },
			{ param: 'country_code', type: 'string', description: 'The country' },
			{ param: 'stop_words', type: 'list', description: 'Stop words' },
			{ param: 'with_space', type: 'boolean', description: 'Keep ones with spaces' },
			{ param: 'with_cyrillic', type: 'boolean', description: 'Keep Cyrillic ones' },
			{ param: 'with_numbers', type: 'boolean', description: 'Keep ones with digits' },
			{ param: 'with_english', type: 'boolean', description: 'Keep English ones' },
		],
	};
}
