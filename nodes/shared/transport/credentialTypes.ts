/** The package's two credential types, by the names n8n stores them under on a node. */
export const CREDENTIAL_TYPES = { apiKey: 'seoToolsApi', account: 'seoToolsAccountApi' } as const;

export const API_KEY_CREDENTIAL = CREDENTIAL_TYPES.apiKey;
export const ACCOUNT_CREDENTIAL = CREDENTIAL_TYPES.account;
