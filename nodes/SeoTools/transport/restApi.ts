import type { IDataObject } from 'n8n-workflow';
import { accountCredential, type AccountCredential } from './credentials';
import { serviceError } from './errors';
import { sendJson, type RequestContext, type RetryPolicy } from './http';
import { dropSession, getSession, isFresh, saveSession, sessionFromPair, sessionKey, type Session } from './session';

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

const isRecord = (v: unknown): v is IDataObject => typeof v === 'object' && v !== null && !Array.isArray(v);

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
): Promise<RestAnswer> {
	const body = await sendJson(ctx, {
		surface: 'rest',
		method: 'POST',
		url: `${credential.baseUrl}/api-rest/${call.path}`,
		headers: { 'Content-Type': 'application/json', ...headers },
		body: JSON.stringify(call.body ?? {}),
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

async function currentSession(ctx: RequestContext, credential: AccountCredential, key: string, itemIndex?: number): Promise<Session> {
	const session = getSession(key);
	if (!session) return await signIn(ctx, credential, key, itemIndex);
	if (isFresh(session, Date.now())) return session;
	return await refresh(ctx, credential, key, session, itemIndex);
}

/** Calls a REST method with a valid session; a body code 401 refreshes once and repeats the call. */
export async function restApiRequest(ctx: RequestContext, call: RestCall): Promise<RestAnswer> {
	const credential = await accountCredential(ctx, call.itemIndex);
	if (call.authenticated === false) {
		const answer = await post(ctx, credential, call, {}, [credential.password]);
		if (!isSuccess(answer)) throw restError(ctx, answer, call.itemIndex, [credential.password]);
		return answer;
	}
	const key = sessionKey(credential);
	let session = await currentSession(ctx, credential, key, call.itemIndex);
	let answer = await post(ctx, credential, call, { token: session.accessToken }, [credential.password, session.accessToken]);
	if (answer.code === 401) {
		// The service refused a token we believed valid (revoked, server clock ahead): renew once.
		session = await refresh(ctx, credential, key, session, call.itemIndex);
		answer = await post(ctx, credential, call, { token: session.accessToken }, [credential.password, session.accessToken]);
	}
	const secrets = [credential.password, session.accessToken, session.refreshToken];
	if (!isSuccess(answer)) throw restError(ctx, answer, call.itemIndex, secrets);
	return answer;
}

/** Forgets the session of the node's account credential (after Delete Account). */
export async function forgetSession(ctx: RequestContext, itemIndex?: number): Promise<void> {
	dropSession(sessionKey(await accountCredential(ctx, itemIndex)));
}
