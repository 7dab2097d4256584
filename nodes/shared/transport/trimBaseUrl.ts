/**
 * The service address of a credential, without the trailing slashes a user may type; an address
 * typed without a scheme ("seo-tools.example") is read as https://, as the credential test reads
 * it (docs/decisions/redirects-and-base-urls.md#base-url-as-typed).
 */
export function trimBaseUrl(baseUrl: unknown): string {
	const typed = String(baseUrl ?? '')
		.trim()
		.replace(/\/+$/, '');
	if (!typed || /^[a-z][a-z\d+.-]*:\/\//i.test(typed)) return typed;
	return `https://${typed}`;
}

/**
 * Whether the address holds a user name or password before the host (`https://user:pass@host`):
 * n8n's HTTP helper would send them as Basic authentication to the service.
 */
export function holdsUserInfo(baseUrl: string): boolean {
	try {
		const url = new URL(baseUrl);
		return url.username !== '' || url.password !== '';
	} catch {
		return false;
	}
}
