import type { ICredentialDataDecryptedObject, IDataObject, IHttpRequestHelper } from 'n8n-workflow';
import { trimBaseUrl } from './http';
import { ownerStamp, sessionFromPair, STORED_FIELDS, toStoredFields } from './session';

const isRecord = (v: unknown): v is IDataObject => typeof v === 'object' && v !== null && !Array.isArray(v);

export function ownerOfCredential(data: ICredentialDataDecryptedObject): string {
	return ownerStamp({ baseUrl: trimBaseUrl(data.baseUrl), email: String(data.email ?? '').trim(), password: String(data.password ?? '') });
}

/**
 * The account credential's pre-authentication: signs in with user/auth and returns the token
 * pair as hidden credential fields, which n8n saves in its database for every process to reuse.
 * A failure returns an empty token instead of throwing: n8n would wrap the error without the
 * service's code, so the node signs in itself and reports the refusal with its hint.
 */
export async function preAuthenticateAccount(ctx: IHttpRequestHelper, data: ICredentialDataDecryptedObject): Promise<IDataObject> {
	try {
		const answer = (await ctx.helpers.httpRequest({
			method: 'POST',
			url: `${trimBaseUrl(data.baseUrl)}/api-rest/user/auth`,
			body: { email: String(data.email ?? '').trim(), password: String(data.password ?? '') },
			json: true,
			timeout: 30_000,
		})) as unknown;
		if (isRecord(answer) && Number(answer.code) >= 200 && Number(answer.code) < 300 && isRecord(answer.data)) {
			return toStoredFields(sessionFromPair(answer.data, answer.dt, Date.now()), ownerOfCredential(data));
		}
	} catch {
		// Unreachable service: the node's own sign-in retries and explains.
	}
	return { [STORED_FIELDS.access]: '' };
}
