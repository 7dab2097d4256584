import type { ICredentialDataDecryptedObject, IDataObject, IHttpRequestHelper } from 'n8n-workflow';
import { holdsUserInfo, trimBaseUrl } from '../trimBaseUrl';
import {
	getSession,
	isFresh,
	ownerStamp,
	renewOnce,
	saveSession,
	sessionFromPair,
	STORED_FIELDS,
	toStoredFields,
	type Session,
} from './session';
import { isRecord } from '../../utils/isRecord';

export function ownerOfCredential(data: ICredentialDataDecryptedObject): string {
	return ownerStamp({
		baseUrl: trimBaseUrl(data.baseUrl),
		email: String(data.email ?? '').trim(),
		password: String(data.password ?? ''),
	});
}

/** Signs in with user/auth; undefined when the service refuses or cannot be reached. */
async function signIn(
	ctx: IHttpRequestHelper,
	data: ICredentialDataDecryptedObject,
): Promise<Session | undefined> {
	// An address with user:password@ is refused by the node itself, with its own error.
	if (holdsUserInfo(trimBaseUrl(data.baseUrl))) return undefined;
	try {
		const answer = (await ctx.helpers.httpRequest({
			method: 'POST',
			url: `${trimBaseUrl(data.baseUrl)}/api-rest/user/auth`,
			body: { email: String(data.email ?? '').trim(), password: String(data.password ?? '') },
			json: true,
			timeout: 30_000,
			// The body holds the e-mail and password: a redirect fails the sign-in here rather than
			// carry them to another address; the node's own sign-in then explains it (redirectError.ts).
			disableFollowRedirect: true,
		})) as unknown;
		if (
			isRecord(answer) &&
			Number(answer.code) >= 200 &&
			Number(answer.code) < 300 &&
			isRecord(answer.data)
		) {
			return sessionFromPair(answer.data, answer.dt, Date.now());
		}
	} catch {
		// Unreachable service: the node's own sign-in retries and explains.
	}
	return undefined;
}

/**
 * The account credential's pre-authentication: signs in with user/auth and returns the token
 * pair as hidden credential fields, which n8n saves in its database for every process to reuse.
 * n8n runs it for each execution that loaded the credential before a pair was stored, so
 * executions starting together on one worker share one sign-in, and a pair this process
 * obtained is handed out again while it is fresh: at most one sign-in per process.
 * A failure returns an empty token instead of throwing: n8n would wrap the error without the
 * service's code, so the node signs in itself and reports the refusal with its hint.
 */
export async function preAuthenticateAccount(
	ctx: IHttpRequestHelper,
	data: ICredentialDataDecryptedObject,
): Promise<IDataObject> {
	const owner = ownerOfCredential(data);
	const key = `pre-authentication|${owner}`;
	try {
		const session = await renewOnce(key, async () => {
			const known = getSession(key);
			if (known && isFresh(known, Date.now())) return known;
			const fresh = await signIn(ctx, data);
			if (!fresh) throw new Error('sign-in refused');
			saveSession(key, fresh);
			return fresh;
		});
		return toStoredFields(session, owner);
	} catch {
		return { [STORED_FIELDS.access]: '' };
	}
}
