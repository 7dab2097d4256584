import { endAgentSession, type RequestContext } from '../../shared/transport';

/**
 * An editor request is an execution of its own: an agent session a server opened for it is
 * closed when the request has its answer (transport/agentSession.ts).
 */
export async function closingSession<T>(ctx: RequestContext, run: () => Promise<T>): Promise<T> {
	try {
		return await run();
	} finally {
		await endAgentSession(ctx);
	}
}
