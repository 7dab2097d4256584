import type { IDataObject } from 'n8n-workflow';
import { apiKeyCredential, apiKeyRequestFields } from './credentials';
import { serviceError } from './errors';
import { sendParsed, transient, type RequestContext, type RetryPolicy } from './http';

/**
 * The agent interface (MCP, JSON-RPC 2.0 over Streamable HTTP, stateless): plain POSTs,
 * no SDK, so the package keeps zero runtime dependencies.
 */
export interface AgentCall {
	method: string;
	params?: IDataObject;
	retry: RetryPolicy;
	itemIndex?: number;
	timeout?: number;
}

let nextId = 1;

/** Reads a JSON-RPC message from a JSON body or from the `data:` lines of an SSE body. */
export function parseRpcBody(text: string): IDataObject | undefined {
	const trimmed = text.trim();
	if (trimmed.startsWith('{')) return JSON.parse(trimmed) as IDataObject;
	const messages = trimmed
		.split(/\r?\n/)
		.filter((line) => line.startsWith('data:'))
		.map((line) => line.slice(5).trim())
		.filter(Boolean)
		.map((data) => JSON.parse(data) as IDataObject);
	return messages.find((m) => 'result' in m || 'error' in m);
}

export async function agentRequest(ctx: RequestContext, call: AgentCall): Promise<IDataObject> {
	const credential = await apiKeyCredential(ctx, call.itemIndex);
	const id = nextId++;
	const options = {
		surface: 'agent' as const,
		method: 'POST' as const,
		url: `${credential.baseUrl}/api/mcp`,
		headers: {
			'Content-Type': 'application/json',
			Accept: 'application/json, text/event-stream',
			'MCP-Protocol-Version': '2025-06-18',
		},
		body: JSON.stringify({ jsonrpc: '2.0', id, method: call.method, params: call.params ?? {} }),
		...apiKeyRequestFields(credential, call),
	};
	// A body that is not JSON-RPC (an HTML error page, a cut-off answer) is a transient failure:
	// repeated for safe reads, reported plainly for calls that must not repeat.
	const { raw, message } = await sendParsed(ctx, options, (answer) => {
		const text = Buffer.isBuffer(answer.body) ? answer.body.toString('utf8') : answer.body;
		let parsed: IDataObject | undefined;
		try {
			parsed = parseRpcBody(text);
		} catch {
			parsed = undefined;
		}
		return parsed
			? { transient: false as const, value: { raw: answer, message: parsed } }
			: transient(
					`the agent endpoint answered something that is not JSON-RPC (HTTP ${answer.statusCode})`,
					String(answer.statusCode),
				);
	});
	if (message.error) {
		const error = message.error as IDataObject;
		throw serviceError(ctx.getNode(), {
			surface: 'agent',
			code: error.code as number,
			message: String(error.message ?? 'error'),
			details: error.data,
			hint:
				raw.statusCode === 401
					? 'The API key was refused by the agent endpoint. Check the key (a regenerated key replaces the old one at once).'
					: undefined,
			httpCode: String(raw.statusCode),
			itemIndex: call.itemIndex,
			secrets: [credential.apiKey],
		});
	}
	return (message.result ?? {}) as IDataObject;
}

/** Calls a tool and returns its result content as data (structured content, or JSON inside text). */
export async function callAgentTool(
	ctx: RequestContext,
	name: string,
	args: IDataObject,
	options: { retry: RetryPolicy; itemIndex?: number; timeout?: number },
): Promise<unknown> {
	const result = await agentRequest(ctx, {
		method: 'tools/call',
		params: { name, arguments: args },
		...options,
	});
	const texts = ((result.content as IDataObject[] | undefined) ?? [])
		.filter((c) => c.type === 'text')
		.map((c) => String(c.text ?? ''));
	if (result.isError) {
		const { apiKey } = await apiKeyCredential(ctx, options.itemIndex);
		throw serviceError(ctx.getNode(), {
			surface: 'agent',
			message: `tool ${name} failed: ${texts.join(' ') || 'no message'}`,
			itemIndex: options.itemIndex,
			secrets: [apiKey],
		});
	}
	if (result.structuredContent !== undefined) return result.structuredContent;
	const joined = texts.join('\n');
	try {
		return JSON.parse(joined);
	} catch {
		return { text: joined };
	}
}
