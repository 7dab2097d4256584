import type { IDataObject } from 'n8n-workflow';
import { ACCOUNT_CREDENTIAL, accountCredential, type AccountCredential } from './credentials';
import { serviceError } from './errors';
import { sendJson, type RequestContext, type RetryPolicy } from './http';
import {
	dropSession,
	getSession,
	isFresh,
	newest,
	renewOnce,
	saveSession,
	sessionFromPair,
	sessionKey,
	type Session,
} from './session';
import { isRecord } from '../shared/isRecord';

/** The REST wrapper (spec 4.7): {status, message, code, data, dt}, always HTTP 200. */
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

const isSuccess = (answer: RestAnswer) => answer.status === 'success' || (answer.code >= 200 && answer.code < 300);

async function post(
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
	});
	return toAnswer(body);
}

function restError(ctx: RequestContext, answer: RestAnswer, itemIndex: number | undefined, secrets: Array<string | undefined>, hint?: string) {
	const errors = isRecord(answer.data) ? answer.data.errors : undefined;
	return serviceError(ctx.getNode(), {
		surface: 'rest',
		code: answer.code,
		message: answer.message || 'error',
		details: errors,
		hint,
		itemIndex,
		secrets,
	});
}

async function signIn(ctx: RequestContext, credential: AccountCredential, key: string, itemIndex?: number): Promise<Session> {
	const secrets = [credential.password];
	const answer = await post(ctx, credential, { path: 'user/auth', body: { email: credential.email, password: credential.password }, retry: 'safe', itemIndex }, {}, secrets);
	if (!isSuccess(answer) || !isRecord(answer.data)) {
		const hint =
			answer.code === 418
				? 'This account has been deleted (disabled); the service support can restore it.'
				: 'Signing in with the e-mail and password of the account credential failed. Check both in the credential.';
		throw restError(ctx, answer, itemIndex, secrets, hint);
	}
	const session = sessionFromPair(answer.data, answer.dt, Date.now());
	saveSession(key, session);
	return session;
}

/** Refreshes the access token; when the refresh token is refused, signs in again (spec 5). */
async function refresh(ctx: RequestContext, credential: AccountCredential, key: string, session: Session, itemIndex?: number): Promise<Session> {
	const secrets = [credential.password, session.refreshToken, session.accessToken];
	const answer = await post(ctx, credential, { path: 'user/refresh-token', retry: 'safe', itemIndex }, { 'refresh-token': session.refreshToken }, secrets);
	if (!isSuccess(answer) || !isRecord(answer.data)) {
		dropSession(key);
		return await signIn(ctx, credential, key, itemIndex);
	}
	const fresh = sessionFromPair(answer.data, answer.dt, Date.now());
	if (!fresh.refreshToken) fresh.refreshToken = session.refreshToken;
	saveSession(key, fresh);
	return fresh;
}

/**
 * Replaces a session that expired or was refused. Callers that hit the same stale token
 * together share one renewal; a caller whose token was already replaced takes the new one.
 */
async function renew(ctx: RequestContext, credential: AccountCredential, key: string, stale: Session | undefined, itemIndex?: number): Promise<Session> {
	return await renewOnce(key, async () => {
		const current = newest(getSession(key), credential.stored);
		if (current && current.accessToken !== stale?.accessToken && isFresh(current, Date.now())) return current;
		const base = current ?? stale;
		return base?.refreshToken ? await refresh(ctx, credential, key, base, itemIndex) : await signIn(ctx, credential, key, itemIndex);
	});
}

/**
 * Calls a REST method with a valid session; a body code 401 renews once and repeats the call
 * (the service did nothing with a refused token, so even a charging call is safe to repeat).
 */
export async function restApiRequest(ctx: RequestContext, call: RestCall): Promise<RestAnswer> {
	const credential = await accountCredential(ctx, call.itemIndex);
	if (call.authenticated === false) {
		const answer = await post(ctx, credential, call, {}, [credential.password]);
		if (!isSuccess(answer)) throw restError(ctx, answer, call.itemIndex, [credential.password]);
		return answer;
	}
	const key = sessionKey(credential);
	let session = newest(getSession(key), credential.stored);
	let answer: RestAnswer;
	if (!session && credential.awaitsPreAuthentication) {
		// First use of this login anywhere: n8n signs in (pre-authentication) and keeps the pair.
		answer = await post(ctx, credential, call, {}, [credential.password], true);
		session = (await accountCredential(ctx, call.itemIndex)).stored;
		if (session) saveSession(key, session);
	} else {
		// A pair stored for another login (the credential was edited) is never sent: sign in here.
		if (!session) session = await renew(ctx, credential, key, undefined, call.itemIndex);
		if (!isFresh(session, Date.now())) session = await renew(ctx, credential, key, session, call.itemIndex);
		answer = await post(ctx, credential, call, { token: session.accessToken }, [credential.password, session.accessToken]);
	}
	if (answer.code === 401) {
		// The service refused a token we believed valid (revoked, clocks apart) or none was stored.
		session = await renew(ctx, credential, key, session, call.itemIndex);
		answer = await post(ctx, credential, call, { token: session.accessToken }, [credential.password, session.accessToken]);
	}
	const secrets = [credential.password, session?.accessToken, session?.refreshToken];
	if (!isSuccess(answer)) throw restError(ctx, answer, call.itemIndex, secrets);
	return answer;
}

/** Forgets the session of the node's account credential (after Delete Account). */
export async function forgetSession(ctx: RequestContext, itemIndex?: number): Promise<void> {
	dropSession(sessionKey(await accountCredential(ctx, itemIndex)));
}
