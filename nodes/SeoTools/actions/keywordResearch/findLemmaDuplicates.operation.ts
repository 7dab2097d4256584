import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class FindLemmaDuplicates extends ToolOperation {
	readonly value = 'findLemmaDuplicates';
	readonly name = 'Find Lemma Duplicates';
	readonly action = 'Find lemma duplicates among queries';
	readonly declaration: ToolDeclaration = {
		tool: 'lemma_duplicates',
		description: 'Queries that are the same words in another form (spends limits; sent once)',
		scope: 'account',
		fields: [
			{ param: 'queries', type: 'list', required: true, description: 'The queries' },
			{ param: 'remove_duplicates', type: 'boolean', description: 'Whether to remove them' },
			{
				param: 'find_popular_word_form',
				type: 'boolean',
				description: 'Whether to keep the popular form',
			},
			{ param: 'lemmatize', type: 'boolean', description: 'Whether to lemmatize' },
			{ param: 'exceptions_words', type: 'list', description: 'Exceptions' },
			{ param: 'stop_words', type: 'list', description: 'Stop words' },
		],
	};
}
