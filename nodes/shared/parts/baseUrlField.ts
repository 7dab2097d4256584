import type {
	IAuthenticateRuleResponseCode,
	IAuthenticateRuleResponseSuccessBody,
	ICredentialTestRequest,
	INodeProperties,
} from 'n8n-workflow';

/** The Base URL field of both credentials: one text, so that they never tell users different things. */
export const baseUrlField: INodeProperties = {
	displayName: 'Base URL',
	name: 'baseUrl',
	type: 'string',
	default: '',
	placeholder: 'https://seo-tools.example',
	description:
		'Address of the service, without a path (the part before /projects/api, /api and /api-rest). To try the nodes without an account or spending limits, run `npx seo-tools-simulator` and use the Base URL it prints.',
	required: true,
};

/**
 * Notices under the Base URL while it is typed. n8n's credential test reports a missing scheme
 * only as "ERR_INVALID_URL" and a path only as the service's "Not Found", and a declarative test
 * cannot reword what happens before an answer: the form says it first (docs/decisions/credentials.md#credential-names-and-credential-tests). Plain string conditions, no regex: n8n evaluates these whenever it reads
 * the credential, and its regex conditions run under a 250 ms time limit that a busy host can
 * exceed, failing the node.
 */
const baseUrlNotices: INodeProperties[] = [
	{
		displayName: 'The Base URL needs http:// or https:// in front, as in https://seo-tools.example',
		name: 'baseUrlSchemeNotice',
		type: 'notice',
		default: '',
		displayOptions: {
			show: { baseUrl: [{ _cnd: { not: '' } }] },
			hide: {
				baseUrl: [{ _cnd: { startsWith: 'http://' } }, { _cnd: { startsWith: 'https://' } }],
			},
		},
	},
	{
		displayName:
			'The Base URL is the address alone, without a path: remove everything after the host and port (such as /projects/api or /api)',
		name: 'baseUrlPathNotice',
		type: 'notice',
		default: '',
		displayOptions: {
			show: {
				baseUrl: [
					...['/projects/', '/api/', '/api-rest'].map((path) => ({ _cnd: { includes: path } })),
					{ _cnd: { endsWith: '/api' } },
				],
			},
		},
	},
];

/** The Base URL field and its notices, for the top of both credentials. */
export const baseUrlFields: INodeProperties[] = [baseUrlField, ...baseUrlNotices];

/**
 * A credential test's rules: `refused` for the service's own refusal in the body, and what the
 * test says when the address answers with an HTTP error: a path after the Base URL, or an address
 * that is not the service, answers 404 (or 405).
 */
export function credentialTestRules(
	refused: IAuthenticateRuleResponseSuccessBody,
): ICredentialTestRequest['rules'] {
	const notTheService: IAuthenticateRuleResponseCode[] = [404, 405].map((status) => ({
		type: 'responseCode',
		properties: {
			value: status,
			message: `Not the SEO Tools service at this Base URL (HTTP ${status}). Enter the service's address alone, without a path such as /projects/api or /api, and check the host and port.`,
		},
	}));
	// n8n's type takes one kind of rule per list, but its credential tester reads every rule by
	// its own type (responseCode on an HTTP error, responseSuccessBody on an answer).
	return [...notTheService, refused] as unknown as ICredentialTestRequest['rules'];
}
