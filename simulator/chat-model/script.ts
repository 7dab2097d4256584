import { fill } from './template';

/** One tool call a script asks for. `arguments` may hold `{{tool.path}}` placeholders (see template.ts). */
export interface ScriptedCall {
	tool: string;
	arguments?: Record<string, unknown>;
}

/**
 * A step either calls tools (all at once, in one assistant message) or gives the final answer.
 * `until` repeats a one-call step while the call's latest result does not match (polling a
 * long tool by its report_id), at most `maxCalls` times (default 5).
 */
export type ScriptStep =
	| {
			call: ScriptedCall | ScriptedCall[];
			until?: { path: string; equals: unknown };
			maxCalls?: number;
	  }
	| { answer: string };

export interface ChatScript {
	/** The model name that selects the script. */
	name: string;
	steps: ScriptStep[];
}

/** A tool call the model made earlier in the conversation, with the result the client sent back. */
export interface PastCall {
	id: string;
	name: string;
	result?: string;
}

export type Decision =
	| {
			kind: 'toolCalls';
			step: number;
			calls: Array<{ name: string; arguments: Record<string, unknown> }>;
	  }
	| { kind: 'answer'; step: number; text: string };

const callsOf = (step: Extract<ScriptStep, { call: unknown }>): ScriptedCall[] =>
	Array.isArray(step.call) ? step.call : [step.call];

/**
 * The tool a script names, among the tools the client offered: the exact name, or the one offered
 * name ending in `_<name>` (n8n's MCP Client Tool prefixes each tool with its node's name).
 */
export function offeredName(scriptName: string, offered: string[]): string | undefined {
	if (offered.includes(scriptName)) return scriptName;
	const matches = offered.filter((name) => name.endsWith(`_${scriptName}`));
	return matches.length === 1 ? matches[0] : undefined;
}

/**
 * Replays the script against the conversation so far and says what the model answers now. The
 * model keeps no state between requests: the tool calls already in the conversation (in order)
 * tell which steps are done, so the same conversation always gets the same answer.
 */
export function decide(script: ChatScript, past: PastCall[], offered: string[]): Decision {
	const results: Record<string, unknown> = {};
	let next = 0;
	for (let index = 0; index < script.steps.length; index++) {
		const step = script.steps[index];
		if ('answer' in step)
			return { kind: 'answer', step: index, text: String(fill(step.answer, results)) };
		const calls = callsOf(step);
		const resolved: string[] = [];
		for (const call of calls) {
			const name = offeredName(call.tool, offered);
			if (!name) {
				return {
					kind: 'answer',
					step: index,
					text: `Script ${script.name}, step ${index + 1}: the tool ${call.tool} is not among the tools offered (${offered.join(', ') || 'none'}).`,
				};
			}
			resolved.push(name);
		}
		const ask = (): Decision => ({
			kind: 'toolCalls',
			step: index,
			calls: calls.map((call, i) => ({
				name: resolved[i],
				arguments: fill(call.arguments ?? {}, results) as Record<string, unknown>,
			})),
		});
		const rounds = step.until ? Math.max(1, step.maxCalls ?? 5) : 1;
		for (let round = 0; round < rounds; round++) {
			if (next + calls.length > past.length) return ask();
			for (let i = 0; i < calls.length; i++) results[calls[i].tool] = past[next + i].result;
			next += calls.length;
			if (!step.until) break;
			if (fill(`{{${calls[0].tool}.${step.until.path}}}`, results) === step.until.equals) break;
		}
	}
	return {
		kind: 'answer',
		step: script.steps.length,
		text: `Script ${script.name} has no final answer.`,
	};
}

/** Checks a script sent to the control route; returns what is wrong, or undefined. */
export function scriptProblem(script: unknown): string | undefined {
	const candidate = script as Partial<ChatScript> | undefined;
	if (!candidate || typeof candidate.name !== 'string' || !candidate.name.trim())
		return 'name: a non-empty string (the model name that selects the script)';
	if (!Array.isArray(candidate.steps) || candidate.steps.length === 0)
		return 'steps: a non-empty array';
	for (const [index, step] of candidate.steps.entries()) {
		const ok =
			step &&
			typeof step === 'object' &&
			('answer' in step
				? typeof step.answer === 'string'
				: 'call' in step && callsOf(step).every((c) => c && typeof c.tool === 'string'));
		if (!ok)
			return `steps[${index}]: {answer: string} or {call: {tool, arguments} | [...], until?, maxCalls?}`;
	}
	if (!('answer' in candidate.steps[candidate.steps.length - 1]))
		return 'the last step must be an answer';
	return undefined;
}
