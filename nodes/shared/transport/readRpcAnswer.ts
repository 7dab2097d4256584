import type { IDataObject } from 'n8n-workflow';
import { isRecord } from '../utils/isRecord';

/**
 * The JSON-RPC answer in a Streamable HTTP body, which may be JSON (one message or a batch) or
 * an event stream whose events carry messages in their `data` lines (several lines of one
 * event are joined by new lines, as the event-stream format says).
 */
export function messagesIn(text: string): unknown[] {
	const trimmed = text.trim();
	if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
		const value: unknown = JSON.parse(trimmed);
		return Array.isArray(value) ? value : [value];
	}
	const messages: unknown[] = [];
	for (const event of trimmed.split(/\r?\n\r?\n/)) {
		const data = event
			.split(/\r?\n/)
			.filter((line) => line.startsWith('data:'))
			.map((line) => line.slice(5).replace(/^ /, ''));
		if (data.length) messages.push(JSON.parse(data.join('\n')));
	}
	return messages;
}

const isAnswer = (message: unknown): message is IDataObject =>
	isRecord(message) && ('result' in message || 'error' in message);

/** The answer to request `id` (or, from a server that loses ids, the only answer), if any. */
export function readRpcAnswer(body: string | Buffer, id: number): IDataObject | undefined {
	let messages: unknown[];
	try {
		messages = messagesIn(Buffer.isBuffer(body) ? body.toString('utf8') : body);
	} catch {
		return undefined;
	}
	// The usual answer, one message: it is the answer whatever its id says (as below), without
	// the lists made to search a batch or an event stream.
	if (messages.length === 1) return isAnswer(messages[0]) ? messages[0] : undefined;
	const answers = messages.filter(isAnswer);
	return answers.find((m) => m.id === id) ?? (answers.length === 1 ? answers[0] : undefined);
}
