import { randomUUID } from 'node:crypto';
import type { SimRequest } from '../core/request';
import type { SimResponse } from '../core/router';
import type { AgentWireState } from './profile';

/**
 * Streamable HTTP as the plain profile speaks it (MCP 2025-06-18, "Transports"): the standard
 * profile answers JSON only and has no sessions, which the service documentation's "stateless" allows; the
 * plain profile takes the other forms the transport allows, so a client has to handle both.
 */
export const SESSION_HEADER = 'mcp-session-id';

const acceptsEventStream = (req: SimRequest) =>
	/text\/event-stream/i.test(req.headers.accept ?? '');

/** Whether `initialize` answers with a new session id: the plain profile, or sessions required. */
export const issuesSessions = (wire: AgentWireState) =>
	wire.profile === 'plain' || wire.sessionRules.required;

export type SessionRefusal = { status: 400 | 404; detail: string };

/**
 * Streamable HTTP's session rules: an id this server never issued, or one it has forgotten (it
 * expired after `expireAfter` requests, or `forgetSessions` ran), gets HTTP 404; when sessions are
 * required, a call without an id gets HTTP 400. Each request served counts against its session.
 */
export function sessionRefusal(
	req: SimRequest,
	wire: AgentWireState,
	initializing: boolean,
): SessionRefusal | undefined {
	const id = req.headers[SESSION_HEADER];
	if (id === undefined) {
		if (wire.sessionRules.required && !initializing)
			return { status: 400, detail: 'Bad Request: no valid session ID provided; send initialize' };
		return undefined;
	}
	if (!issuesSessions(wire)) return undefined;
	const served = wire.sessions.get(id);
	const { expireAfter } = wire.sessionRules;
	if (served !== undefined && expireAfter !== undefined && served >= expireAfter)
		wire.sessions.delete(id);
	if (!wire.sessions.has(id))
		return {
			status: 404,
			detail: `Not Found: session ${id} is not known to this server; send initialize again, or send no Mcp-Session-Id`,
		};
	wire.sessions.set(id, (served ?? 0) + 1);
	return undefined;
}

/** `initialize` opens a session: the answer carries a new Mcp-Session-Id. */
export function openSession(wire: AgentWireState): Record<string, string> {
	const id = randomUUID();
	wire.sessions.set(id, 0);
	return { [SESSION_HEADER]: id };
}

/**
 * HTTP DELETE with a session id ends the session (MCP, Streamable HTTP). A server without
 * sessions answers 405, as one that does not let clients end them may.
 */
export function closeSession(req: SimRequest, wire: AgentWireState): SessionRefusal | undefined {
	const id = req.headers[SESSION_HEADER];
	if (id === undefined) return { status: 400, detail: 'Bad Request: no session ID to end' };
	if (!wire.sessions.delete(id))
		return { status: 404, detail: `Not Found: session ${id} is not known to this server` };
	wire.closedSessions.push(id);
	return undefined;
}

/**
 * The answers of one POST: one `message` event each when the client accepts an event stream
 * (a batch's answers as separate events, as each event holds one JSON-RPC message), else JSON.
 */
export function answerPost(
	req: SimRequest,
	answers: object[],
	batch: boolean,
	headers: Record<string, string>,
): SimResponse {
	if (!acceptsEventStream(req)) return { json: batch ? answers : answers[0], headers };
	const events = answers.map((answer) => `event: message\ndata: ${JSON.stringify(answer)}\n\n`);
	return {
		contentType: 'text/event-stream',
		text: events.join(''),
		headers: { ...headers, 'cache-control': 'no-cache' },
	};
}
