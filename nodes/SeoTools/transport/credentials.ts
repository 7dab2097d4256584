import type { RequestContext } from './http';
import { trimBaseUrl } from './http';

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
