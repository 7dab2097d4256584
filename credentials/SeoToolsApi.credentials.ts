import type {
	IAuthenticate,
	ICredentialDataDecryptedObject,
	ICredentialTestRequest,
	ICredentialType,
	IHttpRequestOptions,
	INodeProperties,
	Icon,
} from 'n8n-workflow';
import {
	baseUrlFields,
	credentialTestRules,
	CREDENTIAL_TEST_BASE_URL,
} from '../nodes/shared/parts/baseUrlField';

/**
 * The account API key. The service expects the same key in a different place per surface
 * (docs/service/surfaces.md#the-four-surfaces, docs/service/surfaces.md#credentials;
 * docs/service/agent-interface.md#credentials), so authentication is decided by the request's path.
 */
export class SeoToolsApi implements ICredentialType {
	name = 'seoToolsApi';

	// n8n's lint wants "API" at the end; n8n names a new credential after this without the word
	// "API" and with "account": "SEO Tools (API Key) account" (docs/decisions/credentials.md#credential-names-and-credential-tests).
	displayName = 'SEO Tools (API Key) API';

	icon: Icon = { light: 'file:../icons/seoTools.svg', dark: 'file:../icons/seoTools.dark.svg' };

	documentationUrl = 'https://github.com/seo-tools/n8n-nodes-seo-tools#seo-tools-api-key';

	properties: INodeProperties[] = [
		...baseUrlFields,
		{
			displayName: 'API Key',
			name: 'apiKey',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			description: 'The API key from the account settings (paid tariffs)',
			required: true,
		},
	];

	authenticate: IAuthenticate = async (
		credentials: ICredentialDataDecryptedObject,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> => {
		const apiKey = String(credentials.apiKey ?? '');
		// The path as a string, not new URL(): this runs once per request, and a URL object costs
		// more than the request's own shaping; the node sends no query string inside url.
		const path = requestOptions.url.split('?')[0];
		if (path.includes('/api/mcp')) {
			return {
				...requestOptions,
				headers: { ...requestOptions.headers, Authorization: `Bearer ${apiKey}` },
			};
		}
		const param = path.includes('/projects/api/') ? 'token' : 'key';
		return { ...requestOptions, qs: { ...requestOptions.qs, [param]: apiKey } };
	};

	// The model catalog is free and needs only the key; an unknown key answers `Access denied` (-2).
	test: ICredentialTestRequest = {
		request: {
			baseURL: CREDENTIAL_TEST_BASE_URL,
			// n8n would otherwise follow a redirect to any host with the key or the password.
			disableFollowRedirect: true,
			url: '/api/aivideo',
			qs: { key: '={{$credentials.apiKey}}', models: 1 },
		},
		rules: credentialTestRules({
			type: 'responseSuccessBody',
			properties: {
				key: 'error',
				value: 'Access denied',
				message: 'The API key was not accepted by the service (Access denied)',
			},
		}),
	};
}
