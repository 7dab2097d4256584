import type { IDataObject } from 'n8n-workflow';

/** Pause and Resume answer with the service's message(s); the item says which state was asked for. */
export const statusOutput = (paused: boolean) => (result: unknown, context: IDataObject) => {
	const messages = Array.isArray(result) ? result.map(String) : [String(result ?? '')];
	return [{ json: { ...context, paused, message: messages.join(' ') } }];
};
