import type {
	IAdditionalCredentialOptions,
	IAllExecuteFunctions,
	IDataObject,
	IHttpRequestOptions,
} from 'n8n-workflow';
import { isBodyStream } from './readJsonStream';
import { secretForms } from './secretForms';

/** What of a call (send.ts's SendOptions) decides where its redirects may be followed. */
export interface OutgoingCall {
	method: string;
	url: string;
	qs?: IDataObject;
	headers?: IDataObject;
	body?: unknown;
	credentialType?: string;
	credentialOptions?: IAdditionalCredentialOptions;
	secrets: Array<string | undefined>;
}

export interface HttpAnswer {
	statusCode: number;
	headers: Record<string, string>;
	body: unknown;
}

/** Redirects followed for one request before it fails (a loop would never end). */
const MAX_REDIRECTS = 5;
const REDIRECTS: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/**
 * The service answered a redirect this request may not follow: to another scheme, host or port
 * while the request carries the key, a token or the password, or to anywhere for a call that is
 * not a plain read. Nothing was sent to that address.
 */
export class RedirectRefused extends Error {
	constructor(
		readonly status: number,
		/** Scheme, host and port the service pointed at (no path or query: they may hold the key). */
		readonly target: string,
		readonly tooMany = false,
	) {
		super(`redirect refused (HTTP ${status})`);
	}
}

/** Scheme, host and port of a URL ("https://seo-tools.example:443"), or '' when unreadable. */
export function originOf(url: string): string {
	try {
		return new URL(url).origin;
	} catch {
		return '';
	}
}

function textOf(value: unknown): string {
	if (value === undefined || value === null) return '';
	if (typeof value === 'string') return value;
	if (Buffer.isBuffer(value)) return value.toString('latin1');
	if (value instanceof URLSearchParams) return value.toString();
	return JSON.stringify(value);
}

/** Whether any of the call's secrets, in any of its forms, is in its address, headers or body. */
function carriesSecret(options: OutgoingCall, url: string): boolean {
	const text = [url, textOf(options.qs), textOf(options.headers), textOf(options.body)].join('\n');
	return options.secrets.flatMap(secretForms).some((form) => text.includes(form));
}

/**
 * Where a redirect may be followed to, or undefined when it may not. Within the Base URL's
 * scheme, host and port the request goes again as it was (with its credential); a 303 turns it
 * into a read of the address named (RFC 9110, 15.4.4). Elsewhere only a plain read that carries
 * no credential and no secret goes on (a file link the service gave, hosted on another server);
 * docs/decisions/redirects-and-base-urls.md#redirects-never-carry-credentials-elsewhere.
 */
function nextHop(
	options: OutgoingCall,
	from: string,
	location: string,
): { url: string; sameOrigin: boolean } | undefined {
	let next: URL;
	try {
		next = new URL(location, from);
	} catch {
		return undefined;
	}
	if (next.protocol !== 'http:' && next.protocol !== 'https:') return undefined;
	if (next.origin === originOf(options.url)) return { url: next.toString(), sameOrigin: true };
	const plainRead = options.method === 'GET' && !options.credentialType && !options.body;
	if (plainRead && !carriesSecret(options, from))
		return { url: next.toString(), sameOrigin: false };
	return undefined;
}

/**
 * Sends the first hop of one request through n8n's helper with automatic redirects off (n8n's
 * helper would send the credential to whatever host a redirect names). Its answer may itself be a
 * redirect: the caller hands such an answer (`isRedirect`) to `followRedirects`, which follows it
 * only where `nextHop` allows, as send.ts does. The two are separate so that the helper's own
 * promise comes back with no async layer around it (one promise fewer per request).
 */
export function requestFirstHop(
	ctx: IAllExecuteFunctions,
	options: OutgoingCall,
	request: IHttpRequestOptions,
): Promise<HttpAnswer> {
	// The request is the attempt's own (send.ts builds one per attempt): the guard is set on it,
	// not on a copy, and a redirect followed goes on a copy of it.
	request.disableFollowRedirect = true;
	return helperRequest(ctx, options, request, !!options.credentialType);
}

function helperRequest(
	ctx: IAllExecuteFunctions,
	options: OutgoingCall,
	request: IHttpRequestOptions,
	credentialed: boolean,
): Promise<HttpAnswer> {
	return (
		credentialed
			? ctx.helpers.httpRequestWithAuthentication.call(
					ctx,
					options.credentialType!,
					request,
					options.credentialOptions,
				)
			: ctx.helpers.httpRequest(request)
	) as Promise<HttpAnswer>;
}

/** Whether an answer is a redirect (a redirect status with a Location to go to). */
export function isRedirect(answer: HttpAnswer): boolean {
	return REDIRECTS.has(answer.statusCode) && typeof answer.headers?.location === 'string';
}

/**
 * Follows the redirect `answer` (of `request`, sent by requestFirstHop) where `nextHop`
 * allows, and each one after it, up to MAX_REDIRECTS; the first answer that is no redirect is
 * the request's. A redirect it may not follow throws RedirectRefused before anything is sent to
 * the address it names.
 */
export async function followRedirects(
	ctx: IAllExecuteFunctions,
	options: OutgoingCall,
	request: IHttpRequestOptions,
	answer: HttpAnswer,
): Promise<HttpAnswer> {
	let current = request;
	let credentialed = !!options.credentialType;
	for (let hops = 0; ; hops++) {
		if (hops > 0) answer = await helperRequest(ctx, options, current, credentialed);
		if (!isRedirect(answer)) return answer;
		const location = answer.headers.location;
		if (isBodyStream(answer.body)) answer.body.destroy();
		const hop = nextHop(options, current.url, location);
		if (!hop)
			throw new RedirectRefused(
				answer.statusCode,
				originOf(new URL(location, current.url).toString()),
			);
		if (hops + 1 >= MAX_REDIRECTS)
			throw new RedirectRefused(answer.statusCode, originOf(hop.url), true);
		current = { ...current, url: hop.url };
		if (hop.sameOrigin) {
			// The call's own query (and the key n8n adds) goes again: the copy the service quoted
			// in the address is dropped, or each would be sent twice.
			const url = new URL(hop.url);
			for (const name of [...Object.keys(options.qs ?? {}), 'token', 'key'])
				url.searchParams.delete(name);
			current.url = url.toString();
		} else {
			current.qs = undefined;
			current.headers = undefined;
			credentialed = false;
		}
		if (answer.statusCode === 303 && options.method !== 'HEAD') {
			current.method = 'GET';
			current.body = undefined;
			current.headers = withoutContentHeaders(current.headers);
		}
	}
}

function withoutContentHeaders(headers: IDataObject | undefined): IDataObject | undefined {
	if (!headers) return headers;
	return Object.fromEntries(
		Object.entries(headers).filter(([name]) => !/^content-/i.test(name)),
	) as IDataObject;
}
