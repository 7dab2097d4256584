import { NodeApiError, type IDataObject } from 'n8n-workflow';
import { apiKeyCredential, apiKeyRequestFields, type ApiKeyCredential } from './credentials';
import { serviceError } from './errors';
import { sendParsed, transient, type RequestContext, type RetryPolicy } from './http';
import { readRpcAnswer } from './rpcBody';
import { AGENT_CLIENT, sessionFor, type AgentSession } from './agentSession';

/**
 * The agent interface (MCP, JSON-RPC 2.0 over Streamable HTTP; the document says stateless):
 * plain POSTs, no SDK, so the package keeps zero runtime dependencies. Answers may come as JSON
 * or as an event stream; a server that turns out to want a session gets one (agentSession.ts).
 */
export interface AgentCall {
	method: string;
	params?: IDataObject;
	retry: RetryPolicy;
	itemIndex?: number;
	timeout?: number;
	/** What the call is about, named in every error: `tool get_queries`, `tools/list`. */
	subject?: string;
}

let nextId = 1;

interface RpcExchange {
	statusCode: number;
	sessionId?: string;
	message: IDataObject;
}

async function post(
	ctx: RequestContext,
	credential: ApiKeyCredential,
	/** Only what a call carries of its session: a handshake's calls have none yet. */
	session: Pick<AgentSession, 'id' | 'protocolVersion'>,
	call: AgentCall,
): Promise<RpcExchange> {
	// A notification has no id and no answer to read (HTTP 202).
	const notification = call.method.startsWith('notifications/');
	const id = nextId++;
	const headers: IDataObject = {
		'Content-Type': 'application/json',
		Accept: 'application/json, text/event-stream',
		'MCP-Protocol-Version': session.protocolVersion,
	};
	if (session.id) headers['Mcp-Session-Id'] = session.id;
	// A body that is not JSON-RPC (an HTML error page, a cut-off answer) is a transient failure:
	// repeated for safe reads, reported plainly for calls that must not repeat.
	return await sendParsed(
		ctx,
		{
			surface: 'agent',
			method: 'POST',
			url: `${credential.baseUrl}/api/mcp`,
			headers,
			body: JSON.stringify({
				jsonrpc: '2.0',
				...(notification ? {} : { id }),
				method: call.method,
				params: call.params ?? {},
			}),
			...apiKeyRequestFields(credential, call),
		},
		(answer) => {
			const message = notification ? {} : readRpcAnswer(answer.body, id);
			return message
				? {
						transient: false as const,
						value: {
							statusCode: answer.statusCode,
							sessionId: answer.headers['mcp-session-id'],
							message,
						},
					}
				: transient(
						`the agent endpoint answered something that is not JSON-RPC (HTTP ${answer.statusCode})`,
						String(answer.statusCode),
					);
		},
	);
}

/**
 * Streamable HTTP's signs that a server wants a session the call did not have: HTTP 404 for a
 * session id it no longer knows, HTTP 400 for a call without one. Both refuse the call before
 * running it, so it can be sent again once the session is there.
 */
const wantsSession = (exchange: RpcExchange, sentWith: string | undefined) =>
	exchange.message.error !== undefined &&
	((exchange.statusCode === 404 && sentWith !== undefined) ||
		(exchange.statusCode === 400 && sentWith === undefined));

/** Puts what the call was about into an error the transport built: "tool get_queries: …". */
function naming(error: unknown, subject: string | undefined): unknown {
	if (!subject || !(error instanceof NodeApiError) || error.message.includes(subject)) return error;
	error.message = error.message.replace(/^(Agent interface: )?/, `$1${subject}: `);
	return error;
}

export async function agentRequest(ctx: RequestContext, call: AgentCall): Promise<IDataObject> {
	const credential = await apiKeyCredential(ctx, call.itemIndex);
	const session = sessionFor(ctx);
	try {
		await session.ready;
		const sentWith = session.id;
		let exchange = await post(ctx, credential, session, call);
		if (wantsSession(exchange, sentWith) && (await session.open(() => initialize(ctx, call)))) {
			exchange = await post(ctx, credential, session, call);
		}
		if (exchange.sessionId) session.id = exchange.sessionId;
		const error = exchange.message.error;
		if (error !== undefined) {
			const rpc = (typeof error === 'object' && error !== null ? error : {}) as IDataObject;
			throw serviceError(ctx.getNode(), {
				surface: 'agent',
				code: rpc.code as number | undefined,
				message: String(rpc.message ?? (typeof error === 'string' ? error : 'error')),
				details: rpc.data,
				hint:
					exchange.statusCode === 401
						? 'The API key was refused by the agent endpoint. Check the key (a regenerated key replaces the old one at once).'
						: undefined,
				httpCode: String(exchange.statusCode),
				itemIndex: call.itemIndex,
				secrets: [credential.apiKey],
			});
		}
		const result = exchange.message.result;
		return (typeof result === 'object' && result !== null ? result : {}) as IDataObject;
	} catch (error) {
		throw naming(error, call.subject ?? call.method);
	}
}

/**
 * MCP's handshake, for a server that asked for it: `initialize`, then the `initialized`
 * notification. Returns the session id the server gave, if any, and the version it chose.
 */
async function initialize(
	ctx: RequestContext,
	call: AgentCall,
): Promise<{ id?: string; protocolVersion?: string }> {
	const credential = await apiKeyCredential(ctx, call.itemIndex);
	const bare = { protocolVersion: AGENT_CLIENT.protocolVersion };
	const opened = await post(ctx, credential, bare, {
		method: 'initialize',
		params: {
			protocolVersion: AGENT_CLIENT.protocolVersion,
			capabilities: {},
			clientInfo: AGENT_CLIENT.info,
		},
		retry: 'safe',
		itemIndex: call.itemIndex,
	});
	const result = (opened.message.result ?? {}) as IDataObject;
	const version = typeof result.protocolVersion === 'string' ? result.protocolVersion : undefined;
	const sessioned = { protocolVersion: version ?? bare.protocolVersion, id: opened.sessionId };
	// The notification has no answer to read (HTTP 202); a failure of it shows on the next call.
	await post(ctx, credential, sessioned, {
		method: 'notifications/initialized',
		retry: 'safe',
		itemIndex: call.itemIndex,
	}).catch(() => undefined);
	return { id: opened.sessionId, protocolVersion: version };
}

/** The error of a tool call, naming the tool: "Agent interface: tool get_queries: …". */
export async function agentToolError(
	ctx: RequestContext,
	name: string,
	info: { message: string; code?: string | number; details?: unknown; itemIndex?: number },
): Promise<NodeApiError> {
	const { apiKey } = await apiKeyCredential(ctx, info.itemIndex);
	return serviceError(ctx.getNode(), {
		surface: 'agent',
		...info,
		message: `tool ${name}: ${info.message}`,
		secrets: [apiKey],
	});
}

const textOf = (block: IDataObject) => (block.type === 'text' ? String(block.text ?? '') : '');

function parsed(text: string): unknown {
	try {
		return JSON.parse(text);
	} catch {
		return undefined;
	}
}

/**
 * A tool result's data: its structured content, else the JSON its text holds (one block, or
 * one JSON value per block), else the text itself as `{text}`.
 */
export function toolData(result: IDataObject): unknown {
	if (result.structuredContent !== undefined && result.structuredContent !== null)
		return result.structuredContent;
	const blocks = Array.isArray(result.content) ? (result.content as IDataObject[]) : [];
	const texts = blocks.map(textOf).filter((text) => text.trim() !== '');
	const joined = texts.join('\n');
	const whole = parsed(joined);
	if (whole !== undefined) return whole;
	const each = texts.map(parsed);
	if (texts.length > 1 && each.every((value) => value !== undefined)) return each;
	return { text: joined };
}

/** Calls a tool and returns its result's data; an `isError` result throws, naming the tool. */
export async function callAgentTool(
	ctx: RequestContext,
	name: string,
	args: IDataObject,
	options: { retry: RetryPolicy; itemIndex?: number; timeout?: number },
): Promise<unknown> {
	const result = await agentRequest(ctx, {
		method: 'tools/call',
		params: { name, arguments: args },
		subject: `tool ${name}`,
		...options,
	});
	if (result.isError) {
		const data = toolData(result);
		const text =
			typeof data === 'object' && data !== null && 'text' in data
				? String((data as IDataObject).text)
				: JSON.stringify(data);
		throw await agentToolError(ctx, name, {
			message: text || 'the tool reported an error without a message',
			itemIndex: options.itemIndex,
		});
	}
	return toolData(result);
}
