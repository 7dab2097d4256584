import type { IDataObject } from 'n8n-workflow';
import { ACCOUNT_CREDENTIAL } from './credentialTypes';
import { serviceError } from './serviceError';
import { sendJson, type RequestContext, type RetryPolicy } from './send';
import type { AccountCredential } from './jwt/accountCredential';
import { isRecord } from '../utils/isRecord';

/**
 * The REST wrapper (docs/service/responses.md#rest-api): {status, message, code, data, dt}, always
 * HTTP 200.
 */
export interface RestAnswer {
	status: string;
	message: string;
	code: number;
	data: unknown;
	dt?: string;
}

export interface RestCall {
	/** Path after /api-rest/, e.g. `projects/list`. */
	path: string;
	body?: IDataObject;
	/** REST reads are safe; balance and account changes are `never`. */
	retry: RetryPolicy;
	itemIndex?: number;
	timeout?: number;
	/** false for user/register: no session needed. */
	authenticated?: boolean;
	/** What the call is about, named in its errors after the code (`domain sent: example.com`). */
	about?: string;
	/** Hints for this call's error codes that say more than the general ones (a 404 of a domain). */
	hints?: Partial<Record<number, string>>;
}

function toAnswer(body: unknown): RestAnswer {
	const record = isRecord(body) ? body : {};
	const code = Number(record.code ?? 0);
	return {
		status: String(record.status ?? (code >= 200 && code < 300 ? 'success' : 'error')),
		message: String(record.message ?? ''),
		code,
		data: record.data,
		dt: typeof record.dt === 'string' ? record.dt : undefined,
	};
}

/** The REST wrapper carrying an error code (docs/service/errors.md#rest-api-codes). */
function isErrorBody(body: unknown): boolean {
	if (!isRecord(body) || body.code === undefined || body.code === null) return false;
	const code = Number(body.code);
	return Number.isFinite(code) && (code < 200 || code >= 300);
}

export const isSuccess = (answer: RestAnswer) =>
	answer.status === 'success' || (answer.code >= 200 && answer.code < 300);

export async function postRest(
	ctx: RequestContext,
	credential: AccountCredential,
	call: Pick<RestCall, 'path' | 'body' | 'retry' | 'itemIndex' | 'timeout'>,
	headers: IDataObject,
	secrets: Array<string | undefined>,
	/** Sends through n8n's credential handling, which runs the pre-authentication (first sign-in). */
	withCredential = false,
): Promise<RestAnswer> {
	const body = await sendJson(ctx, {
		surface: 'rest',
		method: 'POST',
		url: `${credential.baseUrl}/api-rest/${call.path}`,
		headers: { 'Content-Type': 'application/json', ...headers },
		body: JSON.stringify(call.body ?? {}),
		credentialType: withCredential ? ACCOUNT_CREDENTIAL : undefined,
		retry: call.retry,
		itemIndex: call.itemIndex,
		timeout: call.timeout,
		secrets,
		ownErrorBody: isErrorBody,
	});
	return toAnswer(body);
}

export function restError(
	ctx: RequestContext,
	answer: RestAnswer,
	itemIndex: number | undefined,
	secrets: Array<string | undefined>,
	hint?: string,
	about?: string,
) {
	const errors = isRecord(answer.data) ? answer.data.errors : undefined;
	// A body without a code shows none (not "code 0").
	const code = Number.isFinite(answer.code) && answer.code !== 0 ? answer.code : undefined;
	return serviceError(ctx.getNode(), {
		surface: 'rest',
		code,
		message: answer.message || 'error',
		details: errors,
		hint,
		about,
		itemIndex,
		secrets,
	});
}

/** The error of a call that failed, with the call's own hint for the code and what it was about. */
export const callError = (
	ctx: RequestContext,
	call: Pick<RestCall, 'itemIndex' | 'about' | 'hints'>,
	answer: RestAnswer,
	secrets: Array<string | undefined>,
) => restError(ctx, answer, call.itemIndex, secrets, call.hints?.[answer.code], call.about);
