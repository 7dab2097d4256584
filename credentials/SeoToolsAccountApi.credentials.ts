import type {
	IAuthenticateGeneric,
	ICredentialDataDecryptedObject,
	ICredentialTestRequest,
	ICredentialType,
	IHttpRequestHelper,
	INodeProperties,
	Icon,
} from 'n8n-workflow';
import { emailField, passwordField } from '../nodes/shared/parts/emailField';
import {
	baseUrlFields,
	credentialTestRules,
	CREDENTIAL_TEST_BASE_URL,
} from '../nodes/shared/parts/baseUrlField';
import { preAuthenticateAccount } from '../nodes/shared/transport';

/**
 * E-mail and password of the service account, for REST methods
 * (docs/service/rest-api.md#calling-convention). n8n's pre-authentication signs in once and stores
 * the token pair in hidden fields, so every n8n process (queue-mode workers too) reuses it. The
 * service reports an expired token as HTTP 200 with code 401 in the body, which n8n's own renewal
 * never sees: the node refreshes it itself.
 */
export class SeoToolsAccountApi implements ICredentialType {
	name = 'seoToolsAccountApi';

	// Read as "SEO Tools (Email Sign-In) account" in n8n's credential list (docs/decisions/credentials.md#credential-names-and-credential-tests).
	displayName = 'SEO Tools (Email Sign-In) API';

	icon: Icon = { light: 'file:../icons/seoTools.svg', dark: 'file:../icons/seoTools.dark.svg' };

	documentationUrl = 'https://github.com/seo-tools/n8n-nodes-seo-tools#seo-tools-email-sign-in';

	properties: INodeProperties[] = [
		...baseUrlFields,
		emailField,
		passwordField,
		{
			displayName: 'Session Token',
			name: 'sessionToken',
			type: 'hidden',
			typeOptions: { expirable: true, password: true },
			default: '',
		},
		{
			displayName: 'Session Refresh Token',
			name: 'sessionRefreshToken',
			type: 'hidden',
			typeOptions: { password: true },
			default: '',
		},
		{ displayName: 'Session Expires At', name: 'sessionExpiresAt', type: 'hidden', default: '' },
		{ displayName: 'Session Owner', name: 'sessionOwner', type: 'hidden', default: '' },
	];

	async preAuthentication(this: IHttpRequestHelper, credentials: ICredentialDataDecryptedObject) {
		return await preAuthenticateAccount(this, credentials);
	}

	authenticate: IAuthenticateGeneric = {
		type: 'generic',
		properties: { headers: { token: '={{$credentials.sessionToken}}' } },
	};

	test: ICredentialTestRequest = {
		request: {
			baseURL: CREDENTIAL_TEST_BASE_URL,
			// n8n would otherwise follow a redirect to any host with the key or the password.
			disableFollowRedirect: true,
			url: '/api-rest/user/auth',
			method: 'POST',
			body: { email: '={{$credentials.email}}', password: '={{$credentials.password}}' },
			json: true,
		},
		rules: credentialTestRules({
			type: 'responseSuccessBody',
			properties: {
				key: 'status',
				value: 'error',
				message: 'The service refused the e-mail or password',
			},
		}),
	};
}
