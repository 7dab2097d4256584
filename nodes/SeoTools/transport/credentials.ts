import type { RequestContext } from './http';
import { trimBaseUrl } from './http';

export const API_KEY_CREDENTIAL = 'seoToolsApi';
export const ACCOUNT_CREDENTIAL = 'seoToolsAccountApi';

export interface ApiKeyCredential {
	baseUrl: string;
	apiKey: string;
}

export async function apiKeyCredential(ctx: RequestContext, itemIndex?: number): Promise<ApiKeyCredential> {
	const data = await ctx.getCredentials(API_KEY_CREDENTIAL, itemIndex);
	return { baseUrl: trimBaseUrl(data.baseUrl), apiKey: String(data.apiKey ?? '') };
}

export interface AccountCredential {
	baseUrl: string;
	email: string;
	password: string;
	/** Identifies the credential in the session store (id of the n8n credential when known). */
	id: string;
}

export async function accountCredential(ctx: RequestContext, itemIndex?: number): Promise<AccountCredential> {
	const data = await ctx.getCredentials(ACCOUNT_CREDENTIAL, itemIndex);
	const id = ctx.getNode().credentials?.[ACCOUNT_CREDENTIAL]?.id ?? '';
	return {
		baseUrl: trimBaseUrl(data.baseUrl),
		email: String(data.email ?? '').trim(),
		password: String(data.password ?? ''),
		id: id ?? '',
	};
}
