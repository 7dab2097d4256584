import type { Decision, PastCall } from './script';

/** The parts of an OpenAI chat completions request the scripted model reads. */
interface ChatMessage {
	role?: string;
	content?: unknown;
	tool_calls?: Array<{ id?: string; function?: { name?: string } }>;
	tool_call_id?: string;
}

export interface ChatRequest {
	model?: string;
	messages?: ChatMessage[];
	tools?: Array<{ type?: string; function?: { name?: string } }>;
	stream?: boolean;
	stream_options?: { include_usage?: boolean };
}

/** Text of a message's content (a string, or an array of parts with `text`). */
export function contentText(content: unknown): string {
	if (typeof content === 'string') return content;
	if (Array.isArray(content))
		return content
			.map((part) =>
				typeof part === 'string' ? part : String((part as { text?: unknown })?.text ?? ''),
			)
			.join('');
	return content === undefined || content === null ? '' : JSON.stringify(content);
}

export const offeredTools = (request: ChatRequest): string[] =>
	(request.tools ?? [])
		.map((tool) => tool.function?.name)
		.filter((name): name is string => typeof name === 'string');

/** The assistant's earlier tool calls, in order, each with the tool message answering it. */
export function pastCalls(request: ChatRequest): PastCall[] {
	const messages = request.messages ?? [];
	const results = new Map<string, string>();
	for (const message of messages) {
		if (message.role === 'tool' && typeof message.tool_call_id === 'string')
			results.set(message.tool_call_id, contentText(message.content));
	}
	const calls: PastCall[] = [];
	for (const message of messages) {
		if (message.role !== 'assistant') continue;
		for (const call of message.tool_calls ?? []) {
			const id = String(call.id ?? '');
			calls.push({ id, name: String(call.function?.name ?? ''), result: results.get(id) });
		}
	}
	return calls;
}

/** Rough token counts (4 characters a token): clients show usage, nobody bills it. */
const tokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

export interface Completion {
	id: string;
	created: number;
	model: string;
	message: {
		role: 'assistant';
		content: string | null;
		tool_calls?: Array<{
			id: string;
			type: 'function';
			function: { name: string; arguments: string };
		}>;
	};
	finishReason: 'tool_calls' | 'stop';
	usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
}

export function completion(
	decision: Decision,
	request: ChatRequest,
	meta: { id: string; created: number; callIdPrefix: string },
): Completion {
	const promptTokens = tokens(JSON.stringify(request.messages ?? []));
	const message: Completion['message'] =
		decision.kind === 'answer'
			? { role: 'assistant', content: decision.text }
			: {
					role: 'assistant',
					content: null,
					tool_calls: decision.calls.map((call, index) => ({
						id: `${meta.callIdPrefix}_${index + 1}`,
						type: 'function',
						function: { name: call.name, arguments: JSON.stringify(call.arguments) },
					})),
				};
	const completionTokens = tokens(message.content ?? JSON.stringify(message.tool_calls));
	return {
		id: meta.id,
		created: meta.created,
		model: String(request.model),
		message,
		finishReason: decision.kind === 'answer' ? 'stop' : 'tool_calls',
		usage: {
			prompt_tokens: promptTokens,
			completion_tokens: completionTokens,
			total_tokens: promptTokens + completionTokens,
		},
	};
}

export function completionBody(c: Completion): unknown {
	return {
		id: c.id,
		object: 'chat.completion',
		created: c.created,
		model: c.model,
		choices: [{ index: 0, message: c.message, logprobs: null, finish_reason: c.finishReason }],
		usage: c.usage,
	};
}

/** The same completion as server-sent events, the way OpenAI streams it (`stream: true`). */
export function completionStream(c: Completion, includeUsage: boolean): string {
	const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
		`data: ${JSON.stringify({ id: c.id, object: 'chat.completion.chunk', created: c.created, model: c.model, choices, ...extra })}\n\n`;
	const events = [
		chunk([
			{
				index: 0,
				delta: { role: 'assistant', content: c.message.tool_calls ? null : '' },
				logprobs: null,
				finish_reason: null,
			},
		]),
	];
	if (c.message.tool_calls) {
		c.message.tool_calls.forEach((call, index) => {
			events.push(
				chunk([
					{
						index: 0,
						delta: { tool_calls: [{ index, ...call }] },
						logprobs: null,
						finish_reason: null,
					},
				]),
			);
		});
	} else {
		events.push(
			chunk([
				{
					index: 0,
					delta: { content: c.message.content ?? '' },
					logprobs: null,
					finish_reason: null,
				},
			]),
		);
	}
	events.push(chunk([{ index: 0, delta: {}, logprobs: null, finish_reason: c.finishReason }]));
	if (includeUsage) events.push(chunk([], { usage: c.usage }));
	events.push('data: [DONE]\n\n');
	return events.join('');
}

export const openAiError = (
	status: number,
	message: string,
	code: string,
	param: string | null = null,
) => ({
	status,
	json: { error: { message, type: 'invalid_request_error', param, code } },
});
