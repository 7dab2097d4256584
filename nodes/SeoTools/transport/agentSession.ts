/**
 * The agent interface is stateless by its document (every call a separate POST, no session), so
 * the node sends no handshake of its own: one round trip less per execution, which is what an AI
 * agent's every tool call costs. A stricter MCP server that refuses a call for want of a session
 * gets MCP's handshake once per execution, and the session id it gives (`Mcp-Session-Id`) goes
 * with every later call of that execution (docs/decisions.md, "Agent interface protocol").
 */
export const AGENT_CLIENT = {
	/** The newest version the document lists (agent interface 9). */
	protocolVersion: '2025-06-18',
	info: { name: 'n8n-nodes-seo-tools', version: '1.0.0' },
};

export interface AgentSession {
	/** The session id the server gave, sent back on every call. */
	id?: string;
	protocolVersion: string;
	/** Settles when no handshake is under way; calls wait for it so they carry its session. */
	ready: Promise<void>;
	/**
	 * Runs the handshake, at most once per execution (calls that were refused together share
	 * it). True when the call should be sent again with the new session.
	 */
	open(handshake: () => Promise<{ id?: string; protocolVersion?: string }>): Promise<boolean>;
}

function newSession(): AgentSession {
	let opening: Promise<boolean> | undefined;
	const session: AgentSession = {
		protocolVersion: AGENT_CLIENT.protocolVersion,
		ready: Promise.resolve(),
		async open(handshake) {
			opening ??= handshake().then(
				(opened) => {
					if (opened.id) session.id = opened.id;
					if (opened.protocolVersion) session.protocolVersion = opened.protocolVersion;
					return true;
				},
				() => false,
			);
			session.ready = opening.then(() => undefined);
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
