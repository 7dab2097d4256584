import { NodeOperationError, type INode } from 'n8n-workflow';
import { isRecord } from '../../utils/isRecord';

/** What an answer looked like, in words: its keys, a list's length and first entry's keys, or its type. */
export function answerKeys(answer: unknown): string {
	if (Array.isArray(answer)) {
		const first = answer[0];
		return isRecord(first)
			? `a list of ${answer.length} entries whose first has the keys ${Object.keys(first).join(', ') || '(none)'}`
			: `a list of ${answer.length} entries`;
	}
	if (isRecord(answer)) return `the keys ${Object.keys(answer).join(', ') || '(none)'}`;
	return answer === null || answer === undefined ? 'nothing' : `a ${typeof answer} value`;
}

/**
 * The error for a value the node computes but cannot find in an answer: what could not be read,
 * and the keys the answer had, so the user can tell the service's shape from a fault
 * (docs/open-answer-readers.md). Nothing is output for the item; Continue On Fail makes it an
 * error item.
 */
export function unreadableAnswer(
	node: INode,
	itemIndex: number,
	what: string,
	tool: string,
	answer: unknown,
	after = 'Nothing is output for this item, so that a result the node could not read is never taken for an empty one.',
): NodeOperationError {
	return new NodeOperationError(node, `Could not read ${what} in the answer of ${tool}`, {
		itemIndex,
		description: `The answer had ${answerKeys(answer)}. ${after} Agent → Call Tool shows the whole answer of an agent tool.`,
	});
}
