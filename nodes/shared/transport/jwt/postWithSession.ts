import { isSuccess, postRest, restError, type RestAnswer, type RestCall } from '../postRest';
import type { RequestContext } from '../send';
import { accountCredential, type AccountCredential } from './accountCredential';
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
import { isRecord } from '../../utils/isRecord';

/*
 * The JWT lifecycle of the REST API in one place: the first sign-in (n8n's pre-authentication,
 * preAuthenticateAccount.ts, or user/auth here), the stored and in-memory pair (session.ts), refresh,
 * and re-login when the refresh token is refused.
 */

async function signIn(
	ctx: RequestContext,
	credential: AccountCredential,
	key: string,
	itemIndex?: number,
): Promise<Session> {
	const secrets = [credential.password];
	const answer = await postRest(
		ctx,
		credential,
		{
			path: 'user/auth',
			body: { email: credential.email, password: credential.password },
			retry: 'safe',
			itemIndex,
		},
		{},
		secrets,
	);
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

/**
 * Refreshes the access token; when the refresh token is refused, signs in again
 * (docs/service/rest-api.md#token-life-cycle).
 */
async function refresh(
	ctx: RequestContext,
	credential: AccountCredential,
	key: string,
	session: Session,
	itemIndex?: number,
): Promise<Session> {
	const secrets = [credential.password, session.refreshToken, session.accessToken];
	const answer = await postRest(
		ctx,
		credential,
		{ path: 'user/refresh-token', retry: 'safe', itemIndex },
		{ 'refresh-token': session.refreshToken },
		secrets,
	);
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
async function renew(
	ctx: RequestContext,
	credential: AccountCredential,
	key: string,
	stale: Session | undefined,
	itemIndex?: number,
): Promise<Session> {
	return await renewOnce(key, async () => {
		const current = newest(getSession(key), credential.stored);
		if (current && current.accessToken !== stale?.accessToken && isFresh(current, Date.now()))
			return current;
		const base = current ?? stale;
		return base?.refreshToken
			? await refresh(ctx, credential, key, base, itemIndex)
			: await signIn(ctx, credential, key, itemIndex);
	});
}

/**
 * Sends an authenticated REST call with a valid session; a body code 401 renews once and repeats
 * the call (the service did nothing with a refused token, so even a charging call is safe to repeat).
 * Returns the answer and the session it was sent with (for the caller's secret list).
 */
export async function postWithSession(
	ctx: RequestContext,
	credential: AccountCredential,
	call: RestCall,
): Promise<{ answer: RestAnswer; session: Session | undefined }> {
	const key = sessionKey(credential);
	let session = newest(getSession(key), credential.stored);
	let answer: RestAnswer;
	if (!session && credential.awaitsPreAuthentication) {
		// First use of this login anywhere: n8n signs in (pre-authentication) and keeps the pair.
		answer = await postRest(ctx, credential, call, {}, [credential.password], true);
		session = (await accountCredential(ctx, call.itemIndex)).stored;
		if (session) saveSession(key, session);
	} else {
		// A pair stored for another login (the credential was edited) is never sent: sign in here.
		if (!session) session = await renew(ctx, credential, key, undefined, call.itemIndex);
		if (!isFresh(session, Date.now()))
			session = await renew(ctx, credential, key, session, call.itemIndex);
		answer = await postRest(ctx, credential, call, { token: session.accessToken }, [
			credential.password,
			session.accessToken,
		]);
	}
	if (answer.code === 401) {
		// The service refused a token we believed valid (revoked, clocks apart) or none was stored.
		session = await renew(ctx, credential, key, session, call.itemIndex);
		answer = await postRest(ctx, credential, call, { token: session.accessToken }, [
			credential.password,
			session.accessToken,
		]);
	}
	return { answer, session };
}

/** Forgets the session of the node's account credential (after Delete Account). */
export async function forgetSession(ctx: RequestContext, itemIndex?: number): Promise<void> {
	dropSession(sessionKey(await accountCredential(ctx, itemIndex)));
}
