/** The service address of a credential, without the trailing slashes a user may type. */
export function trimBaseUrl(baseUrl: unknown): string {
	return String(baseUrl ?? '')
		.trim()
		.replace(/\/+$/, '');
}
