import type { AgentCatalogProfile } from './profile';

/** JSON-RPC 2.0 shapes of the agent interface (the error shape is not shown in the service's documentation). */
export type RpcId = string | number | null;

export interface RpcMessage {
	jsonrpc?: unknown;
	id?: unknown;
	method?: unknown;
	params?: unknown;
	result?: unknown;
	error?: unknown;
}

export const RPC = {
	parseError: -32700,
	invalidRequest: -32600,
	methodNotFound: -32601,
	invalidParams: -32602,
	internalError: -32603,
	/** Server-defined range: the key was refused. */
	unauthorized: -32001,
	/** Server-defined range: the account's tariff has no agent access. */
	forbidden: -32003,
	/** Server-defined range: an Mcp-Session-Id this server never issued (HTTP 404). */
	sessionNotFound: -32004,
} as const;

export const rpcResult = (id: RpcId, result: unknown) => ({ jsonrpc: '2.0', id, result });

export const rpcError = (id: RpcId, code: number, message: string, data?: unknown) => ({
	jsonrpc: '2.0',
	id,
	error: { code, message, ...(data === undefined ? {} : { data }) },
});

/** A request id as sent, or null when the message has none usable. */
export function idOf(message: unknown): RpcId {
	const id = (message as RpcMessage | undefined)?.id;
	return typeof id === 'string' || typeof id === 'number' ? id : null;
}

/** JSON-RPC 2.0's own wording of its codes, and the server range's two refusals. */
const STANDARD_MESSAGES: Record<number, string> = {
	[RPC.parseError]: 'Parse error',
	[RPC.invalidRequest]: 'Invalid Request',
	[RPC.methodNotFound]: 'Method not found',
	[RPC.invalidParams]: 'Invalid params',
	[RPC.internalError]: 'Internal error',
	[RPC.unauthorized]: 'Unauthorized',
	[RPC.forbidden]: 'Forbidden',
	[RPC.sessionNotFound]: 'Session not found',
};

/**
 * A protocol error as the profile words it: `standard` puts the detail in the message;
 * `plain` keeps JSON-RPC's own message for the code and moves the detail into `data`.
 */
export function rpcErrorIn(
	profile: AgentCatalogProfile,
	id: RpcId,
	code: number,
	detail: string,
	data?: Record<string, unknown>,
) {
	if (profile === 'standard') return rpcError(id, code, detail, data);
	return rpcError(id, code, STANDARD_MESSAGES[code] ?? 'Server error', { detail, ...data });
}
