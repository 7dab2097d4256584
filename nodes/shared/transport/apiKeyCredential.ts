import type { IAdditionalCredentialOptions, ICredentialDataDecryptedObject } from 'n8n-workflow';
import type { RequestContext, SendOptions } from './send';
import { credentialBaseUrl } from './credentialBaseUrl';
import { rememberSecrets } from './rememberSecrets';

import { API_KEY_CREDENTIAL } from './credentialTypes';

export interface ApiKeyCredential {
	baseUrl: string;
	apiKey: string;
	/**
	 * The decrypted credential as n8n gave it, handed back to n8n's authenticated request helper:
	 * without it that helper reads the credential again for every request (a database query and
	 * a decryption each, the largest per-item cost found in a real n8n; docs/benchmarks.md).
	 */
	data: ICredentialDataDecryptedObject;
	/**
	 * That credential in the form n8n's authenticated request helper takes, made once per
	 * execution: a copy of `data`, so what n8n may merge into it (pre-authentication data) never
	 * changes the object n8n handed out; every request of the execution shares it.
	 */
	signing: IAdditionalCredentialOptions;
	/** `[apiKey]`: what every request keeps out of its errors, one array for the execution. */
	secrets: string[];
}

/**
 * The API key credential, read (and decrypted by n8n) once per execution rather than once per
 * request: with items in parallel the same execution asks for it hundreds of times. While it is
 * read the map holds the promise of it, then the credential itself, so a request after the first
 * takes it without an await (each await is a turn of the microtask queue per request).
 */
const apiKeys = new WeakMap<object, ApiKeyCredential | Promise<ApiKeyCredential>>();

/** The execution's API key credential, or a promise of it while it is first read. */
export function apiKeyCredential(
	ctx: RequestContext,
	itemIndex?: number,
): ApiKeyCredential | Promise<ApiKeyCredential> {
	const known = apiKeys.get(ctx);
	if (known) return known;
	const reading = ctx.getCredentials(API_KEY_CREDENTIAL, itemIndex).then((data) => {
		const apiKey = String(data.apiKey ?? '');
		rememberSecrets(ctx, [apiKey]);
		const credential = {
			baseUrl: credentialBaseUrl(ctx, data.baseUrl, itemIndex),
			apiKey,
			data,
			signing: {
				credentialsDecrypted: {
					id: '',
					name: API_KEY_CREDENTIAL,
					type: API_KEY_CREDENTIAL,
					data: { ...data },
				},
			},
			secrets: [apiKey],
		};
		apiKeys.set(ctx, credential);
		return credential;
	});
	// A failed read (no credential) is not kept: the next item asks again and reports it itself.
	reading.catch(() => apiKeys.delete(ctx));
	apiKeys.set(ctx, reading);
	return reading;
}

/**
 * The part of a request that every API-key surface fills alike: the credential n8n signs it
 * with (already read this execution), the secret to keep out of errors, the retry policy the
 * surface decided for the call (no default here: each surface decides it in one place), and the
 * call's timeout and item.
 */
export function apiKeyRequestFields(
	credential: ApiKeyCredential,
	call: Pick<SendOptions, 'itemIndex' | 'timeout'>,
	retry: SendOptions['retry'],
): Pick<
	SendOptions,
	'credentialType' | 'credentialOptions' | 'retry' | 'itemIndex' | 'timeout' | 'secrets'
> {
	return {
		credentialType: API_KEY_CREDENTIAL,
		credentialOptions: credential.signing,
		retry,
		itemIndex: call.itemIndex,
		timeout: call.timeout,
		secrets: credential.secrets,
	};
}
