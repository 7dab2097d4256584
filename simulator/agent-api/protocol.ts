import type { Account } from '../core/model';
import type { SimContext } from '../core/router';
import { CATALOG, catalogTool } from './catalog';
import { offsetOf, plainToolsPage } from './catalog/plain';
import { callTool } from './calls';
import type { AgentCatalogProfile } from './profile';
import type { ProjectApi } from './projectApiTypes';
import { idOf, RPC, rpcErrorIn, rpcResult, type RpcId, type RpcMessage } from './rpc';

/** docs/service/agent-interface.md#versions, newest first. */
export const PROTOCOL_VERSIONS = ['2025-06-18', '2025-03-26', '2024-11-05'];

export const SERVER_INFO = {
	name: 'seo-tools',
	title: 'SEO Tools agent interface (simulator)',
	version: '1.0.0',
};

export interface Session {
	account: Account;
	ctx: SimContext;
	api: ProjectApi;
	profile: AgentCatalogProfile;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

const INSTRUCTIONS: Record<AgentCatalogProfile, string> = {
	standard:
		'Acts on behalf of the API key owner. Take ids (projects, groups, queries, events, reports) from the results of other tools. Long tools return report_id: call them again with it until the result is ready.',
	plain:
		'Works with the rights of the API key owner. Ids of projects, groups, queries, events and reports come from the results of other tools. A tool that queues a task answers with report_id; call that tool again with the report_id until the result is there.',
};

/** Version negotiation (not shown in the service's documentation): echo a supported version, else offer the newest. */
function initialize(params: Record<string, unknown>, profile: AgentCatalogProfile) {
	const requested = params.protocolVersion;
	const protocolVersion =
		typeof requested === 'string' && PROTOCOL_VERSIONS.includes(requested)
			? requested
			: PROTOCOL_VERSIONS[0];
	return {
		protocolVersion,
		capabilities: { tools: {} },
		serverInfo: SERVER_INFO,
		instructions: INSTRUCTIONS[profile],
	};
}

/** tools/list: the standard profile sends the whole catalog at once, the plain one in pages. */
function listTools(id: RpcId, params: Record<string, unknown>, session: Session) {
	if (session.profile === 'standard')
		return rpcResult(id, { tools: CATALOG.map((tool) => tool.definition) });
	const offset = offsetOf(params.cursor, CATALOG.length);
	if (offset === undefined)
		return rpcErrorIn('plain', id, RPC.invalidParams, 'Invalid params: unknown cursor', {
			cursor: params.cursor,
		});
	return rpcResult(id, plainToolsPage(CATALOG, offset));
}

/**
 * Answers one JSON-RPC message. Returns undefined for notifications and for responses sent by
 * the client (nothing to answer).
 */
export async function handleMessage(
	message: unknown,
	session: Session,
): Promise<object | undefined> {
	// The standard profile's errors carry no data (as before the plain profile existed).
	const fail = (id: RpcId, code: number, detail: string, data?: Record<string, unknown>) =>
		rpcErrorIn(session.profile, id, code, detail, session.profile === 'plain' ? data : undefined);
	if (!isObject(message) || message.jsonrpc !== '2.0') {
		return fail(
			idOf(message),
			RPC.invalidRequest,
			'Invalid Request: expected a JSON-RPC 2.0 message',
		);
	}
	const { method, params } = message as RpcMessage;
	const hasId = 'id' in message;
	if (typeof method !== 'string') {
		if (!hasId || 'result' in message || 'error' in message) return undefined;
		return fail(idOf(message), RPC.invalidRequest, 'Invalid Request: method is missing');
	}
	if (!hasId) return undefined; // notifications (initialized, cancelled, ...) need no answer
	const id = idOf(message);
	if (params !== undefined && !isObject(params))
		return fail(id, RPC.invalidParams, 'Invalid params: expected an object');
	const p = (params ?? {}) as Record<string, unknown>;
	switch (method) {
		case 'initialize':
			return rpcResult(id, initialize(p, session.profile));
		case 'ping':
			return rpcResult(id, {});
		case 'tools/list':
			return listTools(id, p, session);
		case 'tools/call': {
			if (typeof p.name !== 'string')
				return fail(id, RPC.invalidParams, 'Invalid params: name is required', { field: 'name' });
			const tool = catalogTool(p.name);
			if (!tool) return fail(id, RPC.invalidParams, `Unknown tool: ${p.name}`, { tool: p.name });
			try {
				return rpcResult(id, await callTool(tool, p.arguments, session));
			} catch (error) {
				// A simulator bug, not a tool error: say so in JSON-RPC terms instead of an HTML 500.
				return fail(
					id,
					RPC.internalError,
					`Internal error in ${tool.name}: ${(error as Error).message}`,
					{ tool: tool.name },
				);
			}
		}
		default:
			return fail(id, RPC.methodNotFound, `Method not found: ${method}`, { method });
	}
}
