import type { SimRequest } from '../core/request';
import type { Router, SimContext, SimResponse } from '../core/router';
import { authenticate, regenerateKey } from './auth';
import { answerBatch, BATCH_LIMITS, batchTooLong } from './batch';
import { json } from '../core/router';
import { agentWire, type AgentCatalogProfile } from './profile';
import { handleMessage, PROTOCOL_VERSIONS } from './protocol';
import { projectApi } from './projectApi';
import { idOf, RPC, rpcErrorIn, type RpcId } from './rpc';
import {
	answerPost,
	closeSession,
	issuesSessions,
	openSession,
	sessionRefusal,
} from './streamable';
import { registerAgentSwitches } from './control';
import { registerReportFiles } from './tools/reports';

export const AGENT_PATH = '/api/mcp';

type Failure = (
	status: number,
	code: number,
	message: string,
	headers?: Record<string, string>,
	id?: RpcId,
) => SimResponse;

const failureIn =
	(profile: AgentCatalogProfile): Failure =>
	(status, code, message, headers, id = null) => ({
		status,
		json: rpcErrorIn(profile, id, code, message),
		headers,
	});

const isInitialize = (message: unknown) =>
	typeof message === 'object' &&
	message !== null &&
	(message as { method?: unknown }).method === 'initialize';

/** Transport checks of Streamable HTTP that come before any message is read. */
function transportError(req: SimRequest, rpcFailure: Failure): SimResponse | undefined {
	const accept = req.headers.accept;
	if (accept && !/application\/json|text\/event-stream|\*\/\*/i.test(accept)) {
		return rpcFailure(
			406,
			RPC.invalidRequest,
			'Not Acceptable: the client must accept application/json',
		);
	}
	const version = req.headers['mcp-protocol-version'];
	if (version && !PROTOCOL_VERSIONS.includes(version)) {
		return rpcFailure(
			400,
			RPC.invalidRequest,
			`Bad Request: unsupported MCP-Protocol-Version ${version} (supported: ${PROTOCOL_VERSIONS.join(', ')})`,
		);
	}
	if (req.bodyError) return rpcFailure(400, RPC.parseError, `Parse error: ${req.bodyError}`);
	if (!/application\/json/i.test(req.contentType)) {
		return rpcFailure(
			415,
			RPC.invalidRequest,
			'Unsupported Media Type: send the JSON-RPC message as application/json',
		);
	}
	return undefined;
}

/**
 * Agent interface (document 2): JSON-RPC 2.0 over Streamable HTTP, stateless. The standard
 * profile answers every POST with application/json and issues no session id; the plain profile
 * answers with an event stream when the client accepts one and gives `initialize` an
 * Mcp-Session-Id (./streamable.ts). GET (a stream) answers 405, and so does DELETE (a session's
 * end) unless the server issues sessions. Switches for clients' tests: ./control.ts.
 */
export function registerAgentApi(router: Router): void {
	const post = async (req: SimRequest, ctx: SimContext): Promise<SimResponse> => {
		const wire = agentWire(ctx.state);
		const { profile } = wire;
		const rpcFailure = failureIn(profile);
		const auth = authenticate(req, ctx.state);
		if (!auth.ok) {
			const headers =
				auth.status === 401 ? { 'www-authenticate': 'Bearer realm="seo-tools"' } : undefined;
			return rpcFailure(
				auth.status,
				auth.code,
				auth.message,
				headers,
				Array.isArray(req.json) ? null : idOf(req.json),
			);
		}
		const refused = transportError(req, rpcFailure);
		if (refused) return refused;
		const batch = Array.isArray(req.json);
		const messages = batch ? (req.json as unknown[]) : [req.json];
		const initializing = messages.some(isInitialize);
		const sessionless = sessionRefusal(req, wire, initializing);
		if (sessionless)
			return rpcFailure(
				sessionless.status,
				sessionless.status === 404 ? RPC.sessionNotFound : RPC.invalidRequest,
				sessionless.detail,
				undefined,
				batch ? null : idOf(req.json),
			);
		const session = { account: auth.account, ctx, api: projectApi(router, ctx), profile };
		if (batch && messages.length === 0)
			return rpcFailure(400, RPC.invalidRequest, 'Invalid Request: empty batch');
		if (messages.length > BATCH_LIMITS.maxMessages)
			return { status: 413, json: batchTooLong(profile, messages.length) };
		const answers = await answerBatch(profile, messages, (message) =>
			handleMessage(message, session),
		);
		if (!answers.length) return { status: 202, text: '' };
		const headers = initializing && issuesSessions(wire) ? openSession(wire) : {};
		if (profile === 'standard') return { json: batch ? answers : answers[0], headers };
		return answerPost(req, answers, batch, headers);
	};

	const notAllowed = (_req: SimRequest, ctx: SimContext): SimResponse => ({
		status: 405,
		headers: { allow: 'POST' },
		json: rpcErrorIn(
			agentWire(ctx.state).profile,
			null,
			RPC.invalidRequest,
			'Method Not Allowed: the agent interface is stateless and has no event stream or session; use POST',
		),
	});

	const end = (req: SimRequest, ctx: SimContext): SimResponse => {
		const wire = agentWire(ctx.state);
		if (!issuesSessions(wire)) return notAllowed(req, ctx);
		const refused = closeSession(req, wire);
		if (refused)
			return failureIn(wire.profile)(refused.status, RPC.sessionNotFound, refused.detail);
		return { status: 204, text: '' };
	};

	router.post(AGENT_PATH, post).get(AGENT_PATH, notAllowed).add('DELETE', AGENT_PATH, end);
	registerAgentSwitches(router);
	registerReportFiles(router);

	// Control: which agent profile this simulator serves, for processes that cannot import it.
	router.get('/__sim/agent/catalog', (_req, ctx) =>
		json({ profile: agentWire(ctx.state).profile }),
	);

	// Control: "generate a new key in account settings" (docs/service/agent-interface.md#credentials,
	// revocation).
	router.match('POST', /^\/__sim\/accounts\/\d+\/regenerate-key$/, (req, ctx) => {
		const id = Number(req.path.split('/')[3]);
		const account = ctx.state.accountById(id);
		if (!account) return { status: 404, json: { error: `no account ${id}` } };
		if (account.tariff === 'free')
			return { status: 409, json: { error: 'free tariffs get no API key' } };
		return { json: { id: account.id, apiKey: regenerateKey(ctx.state, account) } };
	});
}
