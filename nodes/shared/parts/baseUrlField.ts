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

/** Addresses of this machine, where plain http:// never leaves it. */
const LOCAL_HOSTS = ['localhost', '127.', '[::1]'];

/**
 * Notices under the Base URL while it is typed. n8n's credential test reports a path only as the
 * service's "Not Found", and a declarative test cannot reword what happens before an answer (a
 * host or port where nothing listens shows as n8n's ECONNREFUSED or ENOTFOUND): the form says it
 * first (docs/decisions/redirects-and-base-urls.md#base-url-as-typed). Plain string conditions, no regex: n8n evaluates these whenever it reads
 * the credential, and its regex conditions run under a 250 ms time limit that a busy host can
 * exceed, failing the node.
 */
const baseUrlNotices: INodeProperties[] = [
	{
		displayName:
			'No http:// or https:// in front: the nodes and the connection check use https:// (as in https://seo-tools.example)',
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
			'With http:// the API key, the password and the session tokens travel unencrypted: use https:// unless the service runs on this machine or a network you trust',
		name: 'baseUrlPlainHttpNotice',
		type: 'notice',
		default: '',
		displayOptions: {
			show: { baseUrl: [{ _cnd: { startsWith: 'http://' } }] },
			hide: {
				baseUrl: LOCAL_HOSTS.map((host) => ({ _cnd: { startsWith: `http://${host}` } })),
			},
		},
	},
	{
		displayName:
			"The Base URL must not hold a user name or password (user:password@): remove the part up to '@'. The nodes refuse such an address",
		name: 'baseUrlUserInfoNotice',
		type: 'notice',
		default: '',
		displayOptions: { show: { baseUrl: [{ _cnd: { includes: '@' } }] } },
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

/**
 * The credential test's address: the Base URL as the nodes read it (trimBaseUrl.ts), https://
 * when typed without a scheme. A regex in an expression, not in a display condition: n8n
 * evaluates this once per test.
 */
export const CREDENTIAL_TEST_BASE_URL =
	'={{($credentials.baseUrl.trim().match(/^[a-z][a-z\\d+.-]*:\\/\\//i) ? "" : "https://") + $credentials.baseUrl.trim().replace(/\\/+$/, "")}}';

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
	// A redirect is not followed (the test sends the key or the password), and it is answered in
	// words: n8n's tester shows a rule's message for an HTTP status, never the Location it named.
	const redirected: IAuthenticateRuleResponseCode[] = [301, 302, 303, 307, 308].map((status) => ({
		type: 'responseCode',
		properties: {
			value: status,
			message: `The service at this Base URL redirects elsewhere (HTTP ${status}); it was not followed, so the key or password was not sent there. Enter the address the service now lives at, with https://.`,
		},
	}));
	// n8n's type takes one kind of rule per list, but its credential tester reads every rule by
	// its own type (responseCode on an HTTP error, responseSuccessBody on an answer).
	return [...notTheService, ...redirected, refused] as unknown as ICredentialTestRequest['rules'];
}
