import type { IDisplayOptions, INodeCredentialDescription, INodeProperties } from 'n8n-workflow';

/**
 * Which credential an operation or event needs (docs/service/surfaces.md#the-four-surfaces: API key
 * surfaces vs. the REST API).
 */
export type CredentialKind = 'apiKey' | 'account';

/** Both nodes offer both credentials; the hidden `credentialKind` decides which one the editor shows. */
export const CREDENTIALS: INodeCredentialDescription[] = [
	{ name: 'seoToolsApi', required: true, displayOptions: { show: { credentialKind: ['apiKey'] } } },
	{
		name: 'seoToolsAccountApi',
		required: true,
		displayOptions: { show: { credentialKind: ['account'] } },
	},
];

/**
 * The hidden `credentialKind` parameter, shown where `show` matches.
 * Not named `authentication`: n8n's editor treats that name as the node's auth field and hides
 * the parameters it depends on (resource and operation, or the trigger's event).
 */
export function credentialKindProperty(
	kind: CredentialKind,
	show: NonNullable<IDisplayOptions['show']>,
): INodeProperties {
	return {
		displayName: 'Authentication',
		name: 'credentialKind',
		type: 'hidden',
		default: kind,
		displayOptions: { show },
	};
}
