import { NodeApiError, type IDataObject } from 'n8n-workflow';
import { apiKeyCredential, apiKeyRequestFields, type ApiKeyCredential } from './apiKeyCredential';
import { serviceError } from './serviceError';
import { send, sendParsed, transient, type RequestContext, type RetryPolicy } from './send';
import { readRpcAnswer } from './readRpcAnswer';
import { isClientError, statusRefusal } from './statusRefusal';
import { AGENT_CLIENT, existingSession, sessionFor, type AgentSession } from './agentSession';
import { markRunning, runningTaskIn, TASK_RUNNING_CODE } from './runningAgentTask';

/**
 * The agent interface (MCP, JSON-RPC 2.0 over Streamable HTTP; the service's documentation says stateless):
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
	/** HTTP 404 for the session id the call carried: the session is gone, the call not handled. */
	sessionGone?: boolean;
}

type SessionPart = Pick<AgentSession, 'id' | 'protocolVersion'>;

/**
 * Adds what a request carries of its session to `headers`: the protocol version and, once the
 * server gave one, the session id (MCP, Streamable HTTP). Every call and the session's closing
 * request take them from here.
 */
function sessionHeaders(session: SessionPart, headers: IDataObject): IDataObject {
	headers['MCP-Protocol-Version'] = session.protocolVersion;
	if (session.id) headers['Mcp-Session-Id'] = session.id;
	return headers;
}

async function post(
	ctx: RequestContext,
	credential: ApiKeyCredential,
	/** Only what a call carries of its session: a handshake's calls have none yet. */
	session: SessionPart,
	call: AgentCall,
): Promise<RpcExchange> {
	// A notification has no id and no answer to read (HTTP 202).
	const notification = call.method.startsWith('notifications/');
	const id = nextId++;
	const sentWith = session.id;
	// A body that is not JSON-RPC (an HTML error page, a cut-off answer) is a transient failure:
	// repeated for safe reads, reported plainly for calls that must not repeat.
	return await sendParsed<RpcExchange>(
		ctx,
		{
			surface: 'agent',
			method: 'POST',
			url: `${credential.baseUrl}/api/mcp`,
			// One object per call: n8n's helper takes it as the request's own.
			headers: sessionHeaders(session, {
				'Content-Type': 'application/json',
				Accept: 'application/json, text/event-stream',
			}),
			body: JSON.stringify(
				notification
					? { jsonrpc: '2.0', method: call.method, params: call.params ?? {} }
					: { jsonrpc: '2.0', id, method: call.method, params: call.params ?? {} },
			),
			...apiKeyRequestFields(credential, call, call.retry),
		},
		(answer) => {
			// MCP, Streamable HTTP: a 404 for a session id says the session is gone, whatever the
			// body holds (a JSON-RPC error, nothing, an HTML page).
			if (answer.statusCode === 404 && sentWith !== undefined)
				return {
					transient: false as const,
					value: { statusCode: 404, message: {}, sessionGone: true },
				};
			const message = notification ? {} : readRpcAnswer(answer.body, id);
			// A 4xx is a refusal whatever its body (RFC 9110 §15.5): a JSON-RPC error says why, any
			// other answer (a proxy's JSON, a page, even a result) is never read as the call's success.
			if (!notification && isClientError(answer.statusCode) && message?.error === undefined)
				throw statusRefusal(ctx.getNode(), {
					surface: 'agent',
					statusCode: answer.statusCode,
					itemIndex: call.itemIndex,
					secrets: credential.secrets,
				});
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
 * session id it no longer knows (whatever the body), HTTP 400 with a JSON-RPC error for a call
 * without one, before any session was opened. Both refuse the call before running it, so it can
 * be sent again once the session is there.
 */
const wantsSession = (exchange: RpcExchange, sentWith: string | undefined, generation: number) =>
	exchange.sessionGone === true ||
	(exchange.statusCode === 400 &&
		sentWith === undefined &&
		generation === 0 &&
		exchange.message.error !== undefined);

/**
 * A call whose session the server still says is gone after this many new sessions in a row is
 * given up: the server keeps losing sessions, and the call was never handled.
 */
const MAX_REOPENS = 2;

/** Puts what the call was about into an error the transport built: "tool get_queries: …". */
function naming(error: unknown, subject: string | undefined): unknown {
	if (!subject || !(error instanceof NodeApiError) || error.message.includes(subject)) return error;
	error.message = error.message.replace(/^(Agent interface: )?/, `$1${subject}: `);
	return error;
}

function sessionError(
	ctx: RequestContext,
	credential: ApiKeyCredential,
	call: AgentCall,
	refusals: number,
	failure?: unknown,
): NodeApiError {
	const reason =
		failure === undefined
			? `the server said ${refusals} times in a row that it no longer knows the session (HTTP 404), each time right after a new one was opened`
			: `the server no longer knows the session (HTTP 404) and opening a new one failed: ${
					failure instanceof Error ? failure.message : String(failure)
				}`;
	return serviceError(ctx.getNode(), {
		surface: 'agent',
		message: reason,
		hint: 'The call was not carried out: a server that answers 404 for a session has not handled the call. Run it again later; if it keeps failing, the agent endpoint is losing its sessions.',
		httpCode: '404',
		itemIndex: call.itemIndex,
		secrets: [credential.apiKey],
	});
}

/** One call, sent again under a new session while the server says it lost the old one. */
async function exchangeIn(
	ctx: RequestContext,
	credential: ApiKeyCredential,
	call: AgentCall,
): Promise<RpcExchange> {
	const session = sessionFor(ctx);
	for (let gone = 0; ; ) {
		// Only while a handshake is under way: a call otherwise goes at once (one turn less per call).
		if (session.opening) await session.ready;
		const { id: sentWith, generation } = session;
		const exchange = await post(ctx, credential, session, call);
		if (!wantsSession(exchange, sentWith, generation)) {
			if (exchange.sessionId && generation === session.generation) session.id = exchange.sessionId;
			return exchange;
		}
		if (exchange.sessionGone && ++gone > MAX_REOPENS)
			throw sessionError(ctx, credential, call, gone);
		const reopened = await session.open(generation, () => initialize(ctx, call));
		if (!reopened.ok) {
			if (!exchange.sessionGone) return exchange;
			throw sessionError(ctx, credential, call, gone, reopened.error);
		}
	}
}

export async function agentRequest(ctx: RequestContext, call: AgentCall): Promise<IDataObject> {
	// Read once per execution: after the first call it is taken without an await.
	const known = apiKeyCredential(ctx, call.itemIndex);
	const credential = known instanceof Promise ? await known : known;
	try {
		const exchange = await exchangeIn(ctx, credential, call);
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
 * Ends the execution's session, if a server issued one (MCP, Streamable HTTP: a client that no
 * longer needs its session sends HTTP DELETE with its id). A server may answer 405 (it does not
 * let clients end sessions); any answer or failure is ignored and never fails the run.
 */
export async function endAgentSession(ctx: RequestContext): Promise<void> {
	const session = existingSession(ctx);
	await session?.ready;
	const id = session?.id;
	if (!session || !id) return;
	session.id = undefined;
	try {
		const credential = await apiKeyCredential(ctx);
		await send(ctx, {
			surface: 'agent',
			method: 'DELETE',
			url: `${credential.baseUrl}/api/mcp`,
			headers: sessionHeaders({ id, protocolVersion: session.protocolVersion }, {}),
			...apiKeyRequestFields(credential, {}, 'never'),
		});
	} catch {
		// The session ends on the server's own schedule anyway.
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
	if (opened.message.error !== undefined)
		throw new Error(String((opened.message.error as IDataObject).message ?? 'initialize failed'));
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
	info: {
		message: string;
		code?: string | number;
		details?: unknown;
		hint?: string;
		itemIndex?: number;
	},
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

/**
 * Calls a tool and returns its result's data; an `isError` result throws, naming the tool, and so
 * does a refusal with code -32 (another task of the tool runs; waitForOtherVideoTask.ts): its report_id is
 * never returned as this call's result.
 */
export async function agentToolRequest(
	ctx: RequestContext,
	name: string,
	args: IDataObject,
	options: { retry: RetryPolicy; itemIndex?: number; timeout?: number },
): Promise<unknown> {
	const result = await agentRequest(ctx, {
		method: 'tools/call',
		params: { name, arguments: args },
		subject: `tool ${name}`,
		retry: options.retry,
		itemIndex: options.itemIndex,
		timeout: options.timeout,
	});
	const running = runningTaskIn(result);
	if (running) {
		const named = running.reportId === undefined ? '' : ` (report_id ${String(running.reportId)})`;
		const error = await agentToolError(ctx, name, {
			message: `the tool already runs a task${named} and did not queue a new one for this call`,
			code: TASK_RUNNING_CODE,
			hint: 'Nothing was queued for this item. The report_id is the running task’s, not this item’s: call the tool with it to fetch that task, or run this item again once the task has ended (with Wait for Long Tools on, the node waits for it by itself).',
			itemIndex: options.itemIndex,
		});
		throw markRunning(error, running);
	}
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
