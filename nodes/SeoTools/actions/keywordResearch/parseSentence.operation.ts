import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class ParseSentence extends ToolOperation {
	readonly value = 'parseSentence';
	readonly name = 'Parse Sentence';
	readonly action = 'Parse a sentence into queries';
	readonly declaration: ToolDeclaration = {
		tool: 'sentence_parsing',
		description:
			'Queries from one Russian sentence of up to 200 characters (spends limits; sent once)',
		scope: 'account',
		fields: [{ param: 'sentence', type: 'string', required: true, description: 'The sentence' }],
	};
}
