import {
	sleep,
	type IAllExecuteFunctions,
	type IDataObject,
	type IExecuteFunctions,
	type IHttpRequestMethods,
	type IHttpRequestOptions,
} from 'n8n-workflow';
import { serviceError, type Surface } from './errors';

export type RequestContext = IAllExecuteFunctions;

/**
 * `safe`: a read that may be repeated after a transient failure (network error, 5xx, HTML page,
 * broken JSON). `never`: the call consumes limits or money and is sent exactly once.
 */
export type RetryPolicy = 'safe' | 'never';

export interface SendOptions {
	surface: Surface;
	method: IHttpRequestMethods;
	url: string;
	qs?: IDataObject;
	headers?: IDataObject;
	body?: IDataObject | string | Buffer | URLSearchParams;
	/** Credential type whose `authenticate` adds the key; omitted for the JWT surface. */
	credentialType?: string;
	retry: RetryPolicy;
	timeout?: number;
	itemIndex?: number;
	secrets: Array<string | undefined>;
	/** 'arraybuffer' for downloads. */
	encoding?: 'text' | 'arraybuffer';
}

export interface RawResponse {
	statusCode: number;
	headers: Record<string, string>;
	body: string | Buffer;
}

const DEFAULT_TIMEOUT = 30_000;
const BACKOFF_MS = [400, 1200];

/** A failure worth another try for a safe read: no answer, 5xx, an HTML page, broken JSON. */
interface Transient {
	transient: true;
	reason: string;
	httpCode?: string;
}

type Attempt<T> = { transient: false; value: T } | Transient;

const transient = (reason: string, httpCode?: string): Transient => ({ transient: true, reason, httpCode });

/** The node's "Request Options → Timeout" when the call runs inside an execution. */
function configuredTimeout(ctx: RequestContext, itemIndex: number | undefined): number | undefined {
	if (!('getInputData' in ctx) || !('getNodeParameter' in ctx)) return undefined;
	const options = (ctx as IExecuteFunctions).getNodeParameter('requestOptions', itemIndex ?? 0, {}) as IDataObject;
	const seconds = Number(options?.timeout);
	return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

async function sendOnce(ctx: RequestContext, options: SendOptions): Promise<Attempt<RawResponse>> {
	const request: IHttpRequestOptions = {
		method: options.method,
		url: options.url,
		qs: options.qs,
		headers: options.headers,
		body: options.body as IHttpRequestOptions['body'],
		json: false,
		encoding: options.encoding ?? 'text',
		returnFullResponse: true,
		ignoreHttpStatusErrors: true,
		timeout: options.timeout ?? configuredTimeout(ctx, options.itemIndex) ?? DEFAULT_TIMEOUT,
	};
	let response: { statusCode: number; headers: Record<string, string>; body: unknown };
	try {
		response = options.credentialType
			? await ctx.helpers.httpRequestWithAuthentication.call(ctx, options.credentialType, request)
			: await ctx.helpers.httpRequest(request);
	} catch (error) {
		// Only the error's own code, never the request it carried (it holds the key).
		const err = error as { cause?: { code?: string }; code?: string; message?: string };
		return transient(`the service could not be reached (${err.cause?.code ?? err.code ?? err.message ?? 'no answer'})`);
	}
	const body = Buffer.isBuffer(response.body) ? response.body : String(response.body ?? '');
	if (response.statusCode >= 500) return transient(`the service answered HTTP ${response.statusCode}`, String(response.statusCode));
	return { transient: false, value: { statusCode: response.statusCode, headers: response.headers ?? {}, body } };
}

function parseJson(raw: RawResponse): Attempt<unknown> {
	const text = (Buffer.isBuffer(raw.body) ? raw.body.toString('utf8') : raw.body).trim();
	if (text.startsWith('<')) {
		return transient(`the service answered an HTML page instead of JSON (HTTP ${raw.statusCode})`, String(raw.statusCode));
	}
	try {
		return { transient: false, value: JSON.parse(text) };
	} catch {
		return transient(`the service answered invalid JSON (HTTP ${raw.statusCode})`, String(raw.statusCode));
	}
}

/** Runs attempts while they fail transiently, as often as the policy allows, then reports plainly. */
async function withRetry<T>(ctx: RequestContext, options: SendOptions, attempt: () => Promise<Attempt<T>>): Promise<T> {
	const attempts = options.retry === 'safe' ? BACKOFF_MS.length + 1 : 1;
	let last: Transient | undefined;
	for (let i = 0; i < attempts; i++) {
		if (i > 0) await sleep(BACKOFF_MS[i - 1]);
		const result = await attempt();
		if (!result.transient) return result.value;
		last = result;
	}
	const hint =
		options.retry === 'never'
			? 'This call can consume limits or money, so it was not repeated automatically. Check in the service whether it took effect before running it again.'
			: `Tried ${attempts} times. The service may be down or overloaded; try again later.`;
	throw serviceError(ctx.getNode(), {
		surface: options.surface,
		message: last?.reason ?? 'no answer',
		hint,
		httpCode: last?.httpCode,
		itemIndex: options.itemIndex,
		secrets: options.secrets,
	});
}

/** Sends a request and returns the raw answer (downloads). */
export async function send(ctx: RequestContext, options: SendOptions): Promise<RawResponse> {
	return await withRetry(ctx, options, async () => await sendOnce(ctx, options));
}

/** Sends and parses JSON; an HTML page or broken JSON counts as a transient failure. */
export async function sendJson(ctx: RequestContext, options: SendOptions): Promise<unknown> {
	return await withRetry(ctx, options, async () => {
		const sent = await sendOnce(ctx, options);
		return sent.transient ? sent : parseJson(sent.value);
	});
}

export function trimBaseUrl(baseUrl: unknown): string {
	return String(baseUrl ?? '').trim().replace(/\/+$/, '');
}
