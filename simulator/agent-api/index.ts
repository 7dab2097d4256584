import type { SimRequest } from '../core/request';
import type { Router, SimContext, SimResponse } from '../core/router';
import { authenticate, regenerateKey } from './auth';
import { answerBatch, BATCH_LIMITS, batchTooLong } from './batch';
import { handleMessage, PROTOCOL_VERSIONS } from './protocol';
import { projectApi } from './projectApi';
import { idOf, RPC, rpcError, type RpcId } from './rpc';
import { registerReportFiles } from './tools/reports';

export const AGENT_PATH = '/api/mcp';

const rpcFailure = (
	status: number,
	code: number,
	message: string,
	headers?: Record<string, string>,
	id: RpcId = null,
): SimResponse => ({
	status,
	json: rpcError(id, code, message),
	headers,
});

/** Transport checks of Streamable HTTP that come before any message is read. */
function transportError(req: SimRequest): SimResponse | undefined {
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
 * Agent interface (document 2): JSON-RPC 2.0 over Streamable HTTP, stateless. Every POST is
 * answered with application/json (also when the client accepts an event stream), there is no
 * session id, and GET/DELETE (stream and session end) answer 405.
 */
export function registerAgentApi(router: Router): void {
	const post = async (req: SimRequest, ctx: SimContext): Promise<SimResponse> => {
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
		const refused = transportError(req);
		if (refused) return refused;
		const session = { account: auth.account, ctx, api: projectApi(router, ctx) };
		const batch = Array.isArray(req.json);
		const messages = batch ? (req.json as unknown[]) : [req.json];
		if (batch && messages.length === 0)
			return rpcFailure(400, RPC.invalidRequest, 'Invalid Request: empty batch');
		if (messages.length > BATCH_LIMITS.maxMessages)
			return { status: 413, json: batchTooLong(messages.length) };
		const answers = await answerBatch(messages, (message) => handleMessage(message, session));
		if (!answers.length) return { status: 202, text: '' };
		return { json: batch ? answers : answers[0] };
	};

	const notAllowed = (): SimResponse => ({
		status: 405,
		headers: { allow: 'POST' },
		json: rpcError(
			null,
			RPC.invalidRequest,
			'Method Not Allowed: the agent interface is stateless and has no event stream or session; use POST',
		),
	});

	router.post(AGENT_PATH, post).get(AGENT_PATH, notAllowed).add('DELETE', AGENT_PATH, notAllowed);
	registerReportFiles(router);

	// Control: "generate a new key in account settings" (spec 5, revocation).
	router.match('POST', /^\/__sim\/accounts\/\d+\/regenerate-key$/, (req, ctx) => {
		const id = Number(req.path.split('/')[3]);
		const account = ctx.state.accountById(id);
		if (!account) return { status: 404, json: { error: `no account ${id}` } };
		if (account.tariff === 'free')
			return { status: 409, json: { error: 'free tariffs get no API key' } };
		return { json: { id: account.id, apiKey: regenerateKey(ctx.state, account) } };
	});
}
