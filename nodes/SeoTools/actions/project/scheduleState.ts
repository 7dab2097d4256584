import type { IDataObject } from 'n8n-workflow';

/** Pause and Resume answer with the service's message(s); the item says which state was asked for. */
export function scheduleState(paused: boolean, answer: unknown): IDataObject {
	const messages = Array.isArray(answer) ? answer.map(String) : [String(answer ?? '')];
	return { paused, message: messages.join(' ') };
}
