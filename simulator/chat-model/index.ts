import { jsonObject, type SimRequest } from '../core/request';
import { json, type Router, type SimContext, type SimResponse } from '../core/router';
import type { Simulator } from '../core/server';
import {
	completion,
	completionBody,
	completionStream,
	offeredTools,
	openAiError,
	pastCalls,
	type ChatRequest,
} from './openai';
import { decide, scriptProblem, type ChatScript, type Decision } from './script';

export type { ChatScript, ScriptStep, ScriptedCall } from './script';

/** One chat request the scripted model answered (what tests read to see what the agent sent). */
export interface ChatLogEntry {
	at: number;
	model: string;
	stream: boolean;
	/** Tool names the client offered. */
	tools: string[];
	messages: number;
	decision: Decision;
	request: unknown;
}

/**
 * A deterministic stand-in for an OpenAI-compatible chat model (no network, no randomness), for
 * AI Agent workflows in tests and the demo. The model name selects a script; the script says
 * which tools to call with which arguments and builds the final answer from the tool results.
 */
export class ScriptedChatModel {
	private readonly scripts = new Map<string, ChatScript>();
	readonly log: ChatLogEntry[] = [];
	private answered = 0;

	register(script: ChatScript): void {
		const problem = scriptProblem(script);
		if (problem) throw new Error(`Chat script rejected: ${problem}`);
		this.scripts.set(script.name, script);
	}

	get names(): string[] {
		return [...this.scripts.keys()].sort();
	}

	/** Requests for one model (script), oldest first. */
	requestsFor(model: string): ChatLogEntry[] {
		return this.log.filter((entry) => entry.model === model);
	}

	answer(req: SimRequest, ctx: SimContext): SimResponse {
		const auth = req.headers.authorization ?? '';
		if (!/^Bearer\s+\S+/i.test(auth))
			return openAiError(
				401,
				'You didn’t provide an API key (Authorization: Bearer <key>).',
				'invalid_api_key',
			);
		const request = jsonObject(req) as ChatRequest;
		const model = String(request.model ?? '');
		const script = this.scripts.get(model);
		if (!script)
			return openAiError(
				404,
				`The model '${model}' does not exist (scripted models: ${this.names.join(', ') || 'none'})`,
				'model_not_found',
				'model',
			);
		if (!Array.isArray(request.messages) || request.messages.length === 0)
			return openAiError(
				400,
				'messages: a non-empty array is required',
				'invalid_value',
				'messages',
			);
		const tools = offeredTools(request);
		const decision = decide(script, pastCalls(request), tools);
		this.answered += 1;
		this.log.push({
			at: ctx.clock.now(),
			model,
			stream: request.stream === true,
			tools,
			messages: request.messages.length,
			decision,
			request,
		});
		if (this.log.length > 200) this.log.splice(0, this.log.length - 200);
		const id = `chatcmpl-sim-${this.answered}`;
		const result = completion(decision, request, {
			id,
			created: Math.floor(ctx.clock.now() / 1000),
			callIdPrefix: `call_sim_${this.answered}`,
		});
		if (request.stream === true) {
			return {
				contentType: 'text/event-stream; charset=utf-8',
				text: completionStream(result, request.stream_options?.include_usage === true),
				headers: { 'cache-control': 'no-cache' },
			};
		}
		return json(completionBody(result));
	}
}

const models = new WeakMap<Router, ScriptedChatModel>();

/** The scripted chat model of a running simulator (tests and the demo register scripts on it). */
export function chatModelOf(sim: Simulator): ScriptedChatModel {
	const model = models.get(sim.router);
	if (!model) throw new Error('This simulator has no chat model surface (registerChatModel)');
	return model;
}

/**
 * `POST /v1/chat/completions` and `GET /v1/models` (an OpenAI credential's base URL is
 * `{simulator}/v1`), plus control routes to register scripts and read the log from another process.
 */
export function registerChatModel(router: Router): void {
	const model = new ScriptedChatModel();
	models.set(router, model);
	router
		.post('/v1/chat/completions', (req, ctx) => model.answer(req, ctx))
		.get('/v1/models', () =>
			json({
				object: 'list',
				data: model.names.map((id) => ({
					id,
					object: 'model',
					created: 0,
					owned_by: 'seo-tools-simulator',
				})),
			}),
		)
		.post('/__sim/chat/scripts', (req) => {
			const script = jsonObject(req);
			const problem = scriptProblem(script);
			if (problem) return json({ error: problem }, 400);
			model.register(script as unknown as ChatScript);
			return json({ models: model.names });
		})
		.get('/__sim/chat/requests', () => json({ requests: model.log }))
		.add('DELETE', '/__sim/chat/requests', () => {
			model.log.length = 0;
			return json({ requests: [] });
		});
}
