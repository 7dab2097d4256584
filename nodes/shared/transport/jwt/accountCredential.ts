import { ACCOUNT_CREDENTIAL } from '../credentialTypes';
import type { RequestContext } from '../send';
import { credentialBaseUrl } from '../credentialBaseUrl';
import { rememberSecrets } from '../rememberSecrets';
import { ownerOfCredential } from './preAuthenticateAccount';
import { fromStoredFields, STORED_FIELDS, type Session } from './session';

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

export async function accountCredential(
	ctx: RequestContext,
	itemIndex?: number,
): Promise<AccountCredential> {
	const data = await ctx.getCredentials(ACCOUNT_CREDENTIAL, itemIndex);
	const baseUrl = credentialBaseUrl(ctx, data.baseUrl, itemIndex);
	const id = ctx.getNode().credentials?.[ACCOUNT_CREDENTIAL]?.id ?? '';
	const stored = fromStoredFields(data, ownerOfCredential(data));
	const password = String(data.password ?? '');
	rememberSecrets(ctx, [password, stored?.accessToken, stored?.refreshToken]);
	return {
		baseUrl,
		email: String(data.email ?? '').trim(),
		password,
		id: id ?? '',
		stored,
		awaitsPreAuthentication: !data[STORED_FIELDS.access],
	};
}
