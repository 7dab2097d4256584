/**
 * The agent interface is stateless by the service's documentation (every call a separate POST, no session), so
 * the node sends no handshake of its own: one round trip less per execution, which is what an AI
 * agent's every tool call costs. A stricter MCP server that refuses a call for want of a session
 * (HTTP 400 without a session id) gets MCP's handshake, and the session id it gives
 * (`Mcp-Session-Id`) goes with every later call of that execution. When the server answers HTTP
 * 404 for that id, the session is gone and the call was not handled (MCP, Streamable HTTP,
 * "Session Management"): a new handshake opens a new session and the call goes again. At the end
 * of the execution the session is closed with HTTP DELETE (docs/decisions/agent-interface.md#protocol-sessions-and-order).
 */
export const AGENT_CLIENT = {
	/** The newest version the service's documentation lists (docs/service/agent-interface.md#versions). */
	protocolVersion: '2025-06-18',
	info: { name: 'n8n-nodes-seo-tools', version: '1.0.0' },
};

/** What a handshake gives: the session id (if the server issued one) and the version it chose. */
export interface Opened {
	id?: string;
	protocolVersion?: string;
}

export type Reopened = { ok: true } | { ok: false; error: unknown };

export interface AgentSession {
	/** The session id the server gave, sent back on every call. */
	id?: string;
	protocolVersion: string;
	/** Counts handshakes: a call remembers the one it was sent under. */
	generation: number;
	/** Settles when no handshake is under way; calls wait for it so they carry its session. */
	ready: Promise<void>;
	/** A handshake is under way (`ready` has not settled): a call made meanwhile waits for it. */
	opening: boolean;
	/**
	 * Runs the handshake that replaces session `generation`. Calls refused under the same
	 * generation share one handshake; a call refused under an older one finds it already replaced
	 * and is simply sent again.
	 */
	open(generation: number, handshake: () => Promise<Opened>): Promise<Reopened>;
}

function newSession(): AgentSession {
	const openings = new Map<number, Promise<Reopened>>();
	const session: AgentSession = {
		protocolVersion: AGENT_CLIENT.protocolVersion,
		generation: 0,
		ready: Promise.resolve(),
		opening: false,
		async open(generation, handshake) {
			if (generation < session.generation) return { ok: true };
			let opening = openings.get(generation);
			if (!opening) {
				// The dead id is not sent again, not even with initialize (which carries none).
				session.id = undefined;
				session.opening = true;
				opening = handshake().then(
					(opened): Reopened => {
						session.opening = false;
						session.id = opened.id;
						if (opened.protocolVersion) session.protocolVersion = opened.protocolVersion;
						session.generation = generation + 1;
						return { ok: true };
					},
					(error: unknown): Reopened => {
						session.opening = false;
						// A later call may try again; the calls refused with this one share its failure.
						openings.delete(generation);
						return { ok: false, error };
					},
				);
				openings.set(generation, opening);
				session.ready = opening.then(() => undefined);
			}
			return await opening;
		},
	};
	return session;
}

/** One session per execution (the node's, the trigger's or an editor request's context). */
const sessions = new WeakMap<object, AgentSession>();

export function sessionFor(ctx: object): AgentSession {
	let session = sessions.get(ctx);
	if (!session) {
		session = newSession();
		sessions.set(ctx, session);
	}
	return session;
}

/** The execution's session, if it has one (ending an execution opens nothing). */
export const existingSession = (ctx: object): AgentSession | undefined => sessions.get(ctx);
