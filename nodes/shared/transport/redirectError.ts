import type { IAllExecuteFunctions, NodeApiError } from 'n8n-workflow';
import type { OutgoingCall, RedirectRefused } from './followRedirects';
import { serviceError, type Surface } from './serviceError';

/**
 * The error of a redirect the node did not follow: it names where the service tried to send the
 * request (scheme, host and port only) and says that nothing went there. A 303 answers a call the
 * service has carried out (RFC 9110, 15.4.4), so a charging call may then have run.
 */
export function redirectError(
	ctx: IAllExecuteFunctions,
	options: OutgoingCall & { surface: Surface; retry: string; itemIndex?: number },
	refused: RedirectRefused,
): NodeApiError {
	const where = refused.target || 'an address that could not be read';
	const message = refused.tooMany
		? `the service redirected this request more than 5 times (last HTTP ${refused.status} to ${where})`
		: `the service redirected this request to another address (HTTP ${refused.status} to ${where})`;
	const carriedOut =
		refused.status === 303 && options.method !== 'GET'
			? ' The service answered "see other" (HTTP 303), which means it may have carried this call out: check in the service before running it again.'
			: ' Nothing was done there.';
	const error = serviceError(ctx.getNode(), {
		surface: options.surface,
		message,
		hint: `The node follows redirects only within the credential's Base URL (same scheme, host and port), so the API key, session token, e-mail and password were not sent to ${where}.${carriedOut} If the service has moved, enter its new address as the credential's Base URL.`,
		httpCode: String(refused.status),
		itemIndex: options.itemIndex,
		secrets: options.secrets,
	});
	if (options.retry === 'never' && refused.status === 303 && options.method !== 'GET')
		error.context.mayHaveRun = true;
	return error;
}
