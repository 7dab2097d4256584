import type { ICredentialTestRequest, ICredentialType, INodeProperties, Icon } from 'n8n-workflow';

/**
 * E-mail and password of the service account, for REST methods (spec 4.7). The node signs in
 * with user/auth and keeps the token pair itself: the service reports an expired token as
 * HTTP 200 with code 401 in the body, which n8n's own pre-authentication never sees.
 */
export class SeoToolsAccountApi implements ICredentialType {
	name = 'seoToolsAccountApi';

	displayName = 'SEO Tools Account (JWT) API';

	icon: Icon = { light: 'file:seoTools.svg', dark: 'file:seoTools.dark.svg' };

	documentationUrl = 'https://github.com/seo-tools/n8n-nodes-seo-tools#credentials';

	properties: INodeProperties[] = [
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			default: 'http://127.0.0.1:8787',
			placeholder: 'https://seo-tools.example',
			description:
				'Address of the service without a trailing slash. The default points at the local simulator started by `npm run sim`.',
			required: true,
		},
		{
			displayName: 'Email',
			name: 'email',
			type: 'string',
			placeholder: 'name@email.com',
			default: '',
			required: true,
		},
		{
			displayName: 'Password',
			name: 'password',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
		},
	];

	test: ICredentialTestRequest = {
		request: {
			baseURL: '={{$credentials.baseUrl.replace(/\\/+$/, "")}}',
			url: '/api-rest/user/auth',
			method: 'POST',
			body: { email: '={{$credentials.email}}', password: '={{$credentials.password}}' },
			json: true,
		},
		rules: [
			{
				type: 'responseSuccessBody',
				properties: { key: 'status', value: 'error', message: 'The service refused the e-mail or password' },
			},
		],
	};
}
