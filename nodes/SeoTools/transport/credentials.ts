import type { RequestContext } from './http';
import { trimBaseUrl } from './http';
import { ownerOfCredential } from './accountSignIn';
import { fromStoredFields, STORED_FIELDS, type Session } from './session';

export const API_KEY_CREDENTIAL = 'seoToolsApi';
export const ACCOUNT_CREDENTIAL = 'seoToolsAccountApi';

export interface ApiKeyCredential {
	baseUrl: string;
	apiKey: string;
}

/**
 * The API key credential, read (and decrypted by n8n) once per execution rather than once per
 * request: with items in parallel the same execution asks for it hundreds of times.
 */
const apiKeys = new WeakMap<object, Promise<ApiKeyCredential>>();

export async function apiKeyCredential(ctx: RequestContext, itemIndex?: number): Promise<ApiKeyCredential> {
	let known = apiKeys.get(ctx);
	if (!known) {
		known = ctx.getCredentials(API_KEY_CREDENTIAL, itemIndex).then((data) => ({ baseUrl: trimBaseUrl(data.baseUrl), apiKey: String(data.apiKey ?? '') }));
		// A failed read (no credential) is not kept: the next item asks again and reports it itself.
		known.catch(() => apiKeys.delete(ctx));
		apiKeys.set(ctx, known);
	}
	return await known;
}

export interface AccountCredential {
	baseUrl: string;
	email: string;
	password: string;
	/** Identifies the credential in the session store (id of the n8n credential when known). */
	id: string;
	/** The token pair n8n's pre-authentication stored in the credential, if it belongs to this login. */
	stored?: Session;
	/** No pair stored yet: n8n's pre-authentication will sign in and store one. */
	awaitsPreAuthentication: boolean;
}

export async function accountCredential(ctx: RequestContext, itemIndex?: number): Promise<AccountCredential> {
	const data = await ctx.getCredentials(ACCOUNT_CREDENTIAL, itemIndex);
	const id = ctx.getNode().credentials?.[ACCOUNT_CREDENTIAL]?.id ?? '';
	return {
		baseUrl: trimBaseUrl(data.baseUrl),
		email: String(data.email ?? '').trim(),
		password: String(data.password ?? ''),
		id: id ?? '',
		stored: fromStoredFields(data, ownerOfCredential(data)),
		awaitsPreAuthentication: !data[STORED_FIELDS.access],
	};
}
