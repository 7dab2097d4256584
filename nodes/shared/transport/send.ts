import {
	sleep,
	type IAllExecuteFunctions,
	type IAdditionalCredentialOptions,
	type IDataObject,
	type IHttpRequestMethods,
	type IHttpRequestOptions,
} from 'n8n-workflow';
import { serviceError, type Surface } from './serviceError';
import { firstSignificant, parseJsonBody } from './parseJsonBody';
import { governorFor, MAX_PAUSE_MS, type Governor, type Outcome } from './governor';
import { chargingWindowFor } from './chargingWindow';
import { refusedBeforeProcessing } from './refusedBeforeProcessing';
import { requestSettings } from './requestSettings';
import { isBodyStream, readWithin, type StreamedAnswer } from './readJsonStream';
import { isClientError, statusRefusal } from './statusRefusal';
import {
	followRedirects,
	isRedirect,
	RedirectRefused,
	requestFirstHop,
	type HttpAnswer,
} from './followRedirects';
import { redirectError } from './redirectError';

export type RequestContext = IAllExecuteFunctions;

/**
 * `safe`: a read that may be repeated after a transient failure (network error, 5xx, HTML page,
 * broken JSON). `never`: the call consumes limits or money and is carried out at most once: it is
 * sent again only after an HTTP 429, the protocol's refusal, unless that 429's body carries a
 * result of the work (refusedBeforeProcessing.ts); it starts inside a smaller window than reads
 * (chargingWindow.ts).
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
	/**
	 * That credential, already read once in this execution (n8n then does not read it again per
	 * request), as n8n's helper takes it: one object for the execution (apiKeyCredential.ts).
	 */
	credentialOptions?: IAdditionalCredentialOptions;
	retry: RetryPolicy;
	timeout?: number;
	itemIndex?: number;
	secrets: Array<string | undefined>;
	/**
	 * 'arraybuffer' for downloads; 'stream' for an answer that may be large (a page of up to
	 * 50,000 rows): read as it arrives, a JSON array parsed on the way (readJsonStream.ts).
	 */
	encoding?: 'text' | 'arraybuffer' | 'stream';
	/** With 'stream': the rows the request asked for, the size of the parsed page's array (readJsonStream.ts). */
	pageRows?: number;
	/**
	 * The surface's own error form (sendJson): a 4xx answer carrying one is handed to the caller,
	 * whose code and message say more than the status; any other 4xx answer is a refusal
	 * (statusRefusal.ts).
	 */
	ownErrorBody?: (body: unknown) => boolean;
}

type Encoding = NonNullable<SendOptions['encoding']>;

export interface RawResponse {
	statusCode: number;
	headers: Record<string, string>;
	body: string | Buffer;
	/** A JSON array answer read as a stream, already parsed (its body is then empty). */
	parsed?: unknown[];
	/** A streamed JSON array that was not valid JSON. */
	invalidJson?: true;
}

const DEFAULT_TIMEOUT = 30_000;
const LESS_THAN = 0x3c;
const BACKOFF_MS = [400, 1200];
/** Longest Retry-After honoured; a longer one fails the call with the service's own wait. */
const MAX_RETRY_AFTER_MS = MAX_PAUSE_MS;
/**
 * A safe read refused because the service is busy (HTTP 429, HTTP 503) is sent again up to this
 * many times: the node slows down after each refusal, so later tries usually get through.
 */
const THROTTLED_RETRIES = 3;
/**
 * A refusal as too many (HTTP 429/503) while the service accepted other requests of the execution
 * since this one's last try does not count against THROTTLED_RETRIES: the service works and refuses
 * a share at random, so the call goes again, up to this many tries in all
 * (docs/decisions/redirects-and-base-urls.md#sustained-refusals).
 */
const MAX_TRIES_WHILE_OTHERS_PASS = 20;
/**
 * "Other requests get through" also holds when the service accepted one of the execution's
 * requests this recently, even if none since this call's last try: near the end of a run the last
 * items are alone in flight, and counting each of their refusals left them 4 tries, so a service
 * that refuses half at random lost one item in sixteen of those
 * (docs/decisions/redirects-and-base-urls.md#sustained-refusals). A 429 means the request was not
 * carried out (RFC 6585), so another try is always allowed; against a service that accepts nothing
 * the 4 tries still end the call.
 */
export const PASSED_RECENTLY_MS = 10_000;

/** Whether a refusal as too many counts against THROTTLED_RETRIES (see PASSED_RECENTLY_MS). */
export function refusalCounts(governor: Governor, acceptedBefore: number): boolean {
	if (governor.stats.accepted > acceptedBefore) return false;
	return !governor.acceptedWithin(PASSED_RECENTLY_MS);
}

/** A failure worth another try for a safe read: no answer, 5xx, 429, an HTML page, broken JSON. */
export interface Transient {
	transient: true;
	reason: string;
	httpCode?: string;
	/** The service asked to wait this long (Retry-After). */
	waitMs?: number;
	/** The service said it is busy (HTTP 429, or 503 with Retry-After): the node slows down, not the item's fault. */
	throttled?: boolean;
	/**
	 * Refused before it was carried out, so even a charging call may go again: an HTTP 429 whose
	 * body carries no result of the work, or a connection that was never made (NEVER_SENT).
	 */
	notCarriedOut?: boolean;
}

/**
 * Connection errors that happen before a single byte of the request leaves the process: the
 * host's name did not resolve, or nothing accepted the connection. The service cannot have
 * carried such a call out (docs/reliability.md, "Every answer of a charging call").
 */
const NEVER_SENT: ReadonlySet<string> = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

export type Attempt<T> = { transient: false; value: T } | Transient;

export const transient = (reason: string, httpCode?: string, waitMs?: number): Transient => ({
	transient: true,
	reason,
	httpCode,
	waitMs,
});

function retryAfterMs(headers: Record<string, string> | undefined): number | undefined {
	const value = headers?.['retry-after'];
	if (value === undefined) return undefined;
	const seconds = Number(value);
	if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
	const at = Date.parse(value);
	return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/** An attempt the service answered (or a call that threw on an answer): nothing to slow down for. */
const ANSWERED: Outcome = Object.freeze({ kind: 'ok' });

/** What the window learns from one attempt. */
function outcomeOf(attempt: Attempt<RawResponse>): Outcome {
	if (!attempt.transient) return ANSWERED;
	if (attempt.throttled)
		return {
			kind: 'throttled',
			status: attempt.httpCode === '429' ? 429 : 503,
			waitMs: attempt.waitMs,
		};
	if (Number(attempt.httpCode) >= 500) return { kind: 'unreachable' };
	if (attempt.httpCode) return ANSWERED;
	return /did not answer/.test(attempt.reason) ? { kind: 'timeout' } : { kind: 'unreachable' };
}

async function sendUngoverned(
	ctx: RequestContext,
	options: SendOptions,
	timeout: number,
	encoding: Encoding,
): Promise<Attempt<RawResponse>> {
	// This attempt's own object: n8n's helper and a redirect change it (followRedirects.ts).
	const request: IHttpRequestOptions = {
		method: options.method,
		url: options.url,
		qs: options.qs,
		headers: options.headers,
		body: options.body as IHttpRequestOptions['body'],
		json: false,
		encoding,
		returnFullResponse: true,
		ignoreHttpStatusErrors: true,
		timeout,
	};
	let response: HttpAnswer;
	try {
		response = await requestFirstHop(ctx, options, request);
		if (isRedirect(response)) response = await followRedirects(ctx, options, request, response);
	} catch (error) {
		if (error instanceof RedirectRefused) throw redirectError(ctx, options, error);
		return failed(error, timeout);
	}
	let streamed: StreamedAnswer | undefined;
	if (isBodyStream(response.body)) {
		const ok = response.statusCode >= 200 && response.statusCode < 300;
		try {
			streamed = await readWithin(response.body, timeout, ok, options.pageRows);
		} catch (error) {
			return failed(error, timeout);
		}
		response.body = streamed.kind === 'bytes' ? streamed.bytes : Buffer.alloc(0);
	}
	const body = Buffer.isBuffer(response.body) ? response.body : String(response.body ?? '');
	if (response.statusCode === 429) {
		return {
			...transient(
				'the service is rate limiting requests (HTTP 429)',
				'429',
				retryAfterMs(response.headers),
			),
			throttled: true,
			notCarriedOut: refusedBeforeProcessing(body),
		};
	}
	if (response.statusCode === 408) {
		// RFC 9110 §15.5.9: the server did not receive the whole request and closed the exchange,
		// so it did nothing; the client may send it again.
		return {
			...transient('the service did not receive the whole request (HTTP 408)', '408'),
			notCarriedOut: true,
		};
	}
	const overloadWait = response.statusCode === 503 ? retryAfterMs(response.headers) : undefined;
	if (overloadWait !== undefined) {
		// A 503 that says when to come back is a "too busy", like a 429; a bare 503 is a failure.
		return {
			...transient('the service is overloaded (HTTP 503)', '503', overloadWait),
			throttled: true,
		};
	}
	if (response.statusCode >= 500)
		return transient(
			`the service answered HTTP ${response.statusCode}`,
			String(response.statusCode),
		);
	const value: RawResponse = {
		statusCode: response.statusCode,
		headers: response.headers ?? {},
		body,
	};
	// Set only when streamed: no empty objects spread into every answer.
	if (streamed?.kind === 'parsed') value.parsed = streamed.value;
	else if (streamed?.kind === 'invalid') value.invalidJson = true;
	return { transient: false, value };
}

/** What a request that failed without an answer tells: the error's own code, never the request it carried (it holds the key). */
function failed(error: unknown, timeout: number): Transient {
	const err = error as { cause?: { code?: string }; code?: string; message?: string };
	const code = err.cause?.code ?? err.code;
	if (code === 'ECONNABORTED' || code === 'ETIMEDOUT' || /timeout/i.test(String(err.message))) {
		return transient(`the service did not answer within ${Math.round(timeout / 100) / 10} s`);
	}
	return {
		...transient(`the service could not be reached (${code ?? 'connection closed'})`),
		notCarriedOut: NEVER_SENT.has(String(code)),
	};
}

function parseJson(raw: RawResponse): Attempt<unknown> {
	if (raw.parsed) return { transient: false, value: raw.parsed };
	if (raw.invalidJson)
		return transient(
			`the service answered invalid JSON (HTTP ${raw.statusCode})`,
			String(raw.statusCode),
		);
	const bytes = Buffer.isBuffer(raw.body) ? raw.body : Buffer.from(raw.body, 'utf8');
	if (bytes[firstSignificant(bytes)] === LESS_THAN) {
		return transient(
			`the service answered an HTML page instead of JSON (HTTP ${raw.statusCode})`,
			String(raw.statusCode),
		);
	}
	try {
		return { transient: false, value: parseJsonBody(bytes) };
	} catch {
		return transient(
			`the service answered invalid JSON (HTTP ${raw.statusCode})`,
			String(raw.statusCode),
		);
	}
}

/** The hint of the error a caller finally sees. */
function giveUpHint(
	ctx: RequestContext,
	options: SendOptions,
	last: Transient | undefined,
	tried: number,
	timeout: number,
	startedAt: number,
): string {
	const maxParallel = governorFor(ctx).max;
	const slowDown = `The node slowed down by itself; lower Request Options → Max Parallel Requests (now ${maxParallel}) to send fewer requests at once, or run it again later.`;
	if (last?.httpCode === '408') {
		// A charging call is only sent again after answers that say it was not carried out.
		return `Tried ${tried} times; the service (or a proxy in front of it) last answered HTTP 408: it did not receive the whole request, and no try was carried out, so nothing was done or charged. Run it again later, or raise Request Options → Timeout.`;
	}
	if (options.retry === 'never' && last?.notCarriedOut && last.httpCode === undefined) {
		return `Tried ${tried} times; the connection to the service was never made, so nothing was sent, done or charged. Check the credential's Base URL (host and port) and that the service is reachable from n8n, then run it again.`;
	}
	if (options.retry === 'never' && last?.notCarriedOut) {
		const asked =
			last.waitMs !== undefined && last.waitMs > MAX_RETRY_AFTER_MS
				? ` It asked to wait ${Math.ceil(last.waitMs / 1000)} s.`
				: '';
		return `The service refused this call as too many requests (HTTP 429) ${tried === 1 ? 'once' : `${tried} times`}, each time before carrying it out: nothing was done or charged.${asked} ${slowDown}`;
	}
	if (options.retry === 'never' && last?.httpCode === '429') {
		return `The service answered HTTP 429 (too many requests), but its answer carried a result of this call (a task's report ID or a success), so it may have been carried out and was not repeated automatically. Check in the service whether it took effect before running it again. ${slowDown}`;
	}
	if (options.retry === 'never') {
		const busy = last?.throttled
			? ` The service was busy (HTTP ${last.httpCode}). ${slowDown}`
			: '';
		return `This call can consume limits or money, so it was not repeated automatically. Check in the service whether it took effect before running it again.${busy}`;
	}
	if (last?.waitMs !== undefined && last.waitMs > MAX_RETRY_AFTER_MS) {
		return `The service asked to wait ${Math.ceil(last.waitMs / 1000)} s before the next request; run it again later.`;
	}
	if (last?.throttled) {
		return `Tried ${tried} times over ${Math.round((Date.now() - startedAt) / 1000)} s; the service kept refusing requests as too many (HTTP ${last.httpCode}). ${slowDown}`;
	}
	return `Tried ${tried} times, waiting at most ${Math.round(timeout / 100) / 10} s for each answer. The service may be down or overloaded; try again later or raise Request Options → Timeout.`;
}

/**
 * Sends, reads the answer with `parse`, and repeats transient failures as often as the policy
 * allows. Each attempt waits at most the configured timeout, so a safe read takes at most three
 * timeouts plus 1.6 s of backoff; a call that must not repeat takes at most one timeout. A safe
 * read the service refused as too many (HTTP 429/503) tries again after the window has slowed
 * down and the service's Retry-After has passed, up to THROTTLED_RETRIES more times; so does a
 * charging call after an HTTP 429, unless the 429 carried a result of the work, and after a
 * connection that was never made (as a read after a network failure: with backoff).
 */
export async function sendParsed<T>(
	ctx: RequestContext,
	options: SendOptions,
	parse: (raw: RawResponse) => Attempt<T>,
	/** How the answer is read when the options do not say (sendJson: as bytes). */
	encoding: Encoding = 'text',
): Promise<T> {
	const timeout =
		options.timeout ?? requestSettings(ctx, options.itemIndex ?? 0).timeoutMs ?? DEFAULT_TIMEOUT;
	const startedAt = Date.now();
	const governor = governorFor(ctx);
	const charging = options.retry === 'never' ? chargingWindowFor(ctx, governor.max) : undefined;
	const attemptEncoding = options.encoding ?? encoding;
	let last: Transient | undefined;
	let tried = 0;
	let failures = 0;
	let throttled = 0;
	let acceptedBefore = governor.stats.accepted;
	for (;;) {
		if (last) {
			// A charging call goes again only when it was refused before being carried out: a 429
			// whose body carries no result of the work, or a connection that was never made.
			if (options.retry === 'never' && !last.notCarriedOut) break;
			if (last.waitMs !== undefined && last.waitMs > MAX_RETRY_AFTER_MS) break;
			if (last.throttled ? throttled > THROTTLED_RETRIES : failures > BACKOFF_MS.length) break;
			// Both kinds together never make a read take more tries than the throttled budget.
			if (throttled + failures > THROTTLED_RETRIES || tried >= MAX_TRIES_WHILE_OTHERS_PASS) break;
			// A throttled request waits in the window (the service's Retry-After applies to all).
			if (!last.throttled) await sleep(Math.max(BACKOFF_MS[failures - 1], last.waitMs ?? 0));
		}
		tried += 1;
		// One attempt inside the execution's adaptive window (governor.ts), written here rather
		// than in a function of its own: one async call and its promise fewer per attempt. A read
		// has no charging window, and when its place is free it takes it without a promise
		// (tryAcquire): it reaches n8n's helper in this turn of the microtask queue.
		if (charging) await charging.acquire();
		let sent: Attempt<RawResponse> | undefined;
		// Undefined while no place in the window was given: that is no answer at all.
		let outcome: Outcome | undefined;
		try {
			const ticket = governor.tryAcquire() ?? (await governor.acquire());
			try {
				sent = await sendUngoverned(ctx, options, timeout, attemptEncoding);
			} finally {
				// A call that throws was answered: a redirect the node may not follow (the only
				// answer sendUngoverned throws for) says nothing of the service's pace, so the
				// windows do not shrink.
				outcome = sent ? outcomeOf(sent) : ANSWERED;
				governor.release(ticket, outcome);
			}
		} finally {
			charging?.release(outcome?.kind === 'ok');
		}
		const result = sent.transient ? sent : parse(sent.value);
		if (!result.transient) return result.value;
		last = result;
		const counts = refusalCounts(governor, acceptedBefore);
		acceptedBefore = governor.stats.accepted;
		if (result.throttled) throttled += counts ? 1 : 0;
		else failures += 1;
	}
	const error = serviceError(ctx.getNode(), {
		surface: options.surface,
		message: last?.reason ?? 'no answer',
		hint: giveUpHint(ctx, options, last, tried, timeout, startedAt),
		httpCode: last?.httpCode,
		itemIndex: options.itemIndex,
		secrets: options.secrets,
	});
	// A call sent once whose answer never came back may have been carried out (mayHaveRun).
	if (options.retry === 'never' && !last?.notCarriedOut) error.context.mayHaveRun = true;
	throw error;
}

/** Sends a request and returns the raw answer (downloads). */
export function send(ctx: RequestContext, options: SendOptions): Promise<RawResponse> {
	return sendParsed(ctx, options, (raw) => ({ transient: false, value: raw }));
}

/**
 * Sends and parses JSON; an HTML page or broken JSON counts as a transient failure. The answer is
 * read as bytes and parsed from them (see parseJsonBody.ts: a large page never becomes one string).
 */
export function sendJson(ctx: RequestContext, options: SendOptions): Promise<unknown> {
	// sendParsed's own promise, not an async wrapper around it (one promise fewer per request).
	return sendParsed(
		ctx,
		options,
		(raw) => {
			if (!isClientError(raw.statusCode)) return parseJson(raw);
			const own = parseJson(raw);
			if (!own.transient && options.ownErrorBody?.(own.value)) return own;
			throw statusRefusal(ctx.getNode(), {
				surface: options.surface,
				statusCode: raw.statusCode,
				itemIndex: options.itemIndex,
				secrets: options.secrets,
			});
		},
		'arraybuffer',
	);
}
