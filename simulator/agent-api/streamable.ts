import { randomUUID } from 'node:crypto';
import type { SimRequest } from '../core/request';
import type { SimResponse } from '../core/router';
import type { AgentWireState } from './profile';

/**
 * Streamable HTTP as the plain profile speaks it (MCP 2025-06-18, "Transports"): the standard
 * profile answers JSON only and has no sessions, which the document's "stateless" allows; the
 * plain profile takes the other forms the transport allows, so a client has to handle both.
 */
export const SESSION_HEADER = 'mcp-session-id';

const acceptsEventStream = (req: SimRequest) =>
	/text\/event-stream/i.test(req.headers.accept ?? '');

/** A session id on the request that this server never issued (the transport says: HTTP 404). */
export function unknownSession(req: SimRequest, wire: AgentWireState): string | undefined {
	const id = req.headers[SESSION_HEADER];
	return id !== undefined && !wire.sessions.has(id) ? id : undefined;
}

/** `initialize` opens a session: the answer carries a new Mcp-Session-Id. */
export function openSession(wire: AgentWireState): Record<string, string> {
	const id = randomUUID();
	wire.sessions.add(id);
	return { [SESSION_HEADER]: id };
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
