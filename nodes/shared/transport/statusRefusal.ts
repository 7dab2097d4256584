import type { INode, NodeApiError } from 'n8n-workflow';
import { serviceError, type Surface } from './serviceError';

/**
 * RFC 9110 §15.5: a 4xx status is the server's refusal of the request, whatever body it carries
 * (a proxy or gateway in front of the service answers its own JSON, a framework its default
 * page). The request was not carried out, so it is never read as the method's success. 429 and
 * 408 are read before this (send.ts: the request may be sent again); 5xx is a failure whose
 * outcome is unknown (send.ts). See docs/decisions/field-readers-and-statuses.md#an-http-status-is-an-answer.
 */
export const isClientError = (statusCode: number) => statusCode >= 400 && statusCode < 500;

/** RFC 9110 §15.5's reason phrases of the statuses a proxy in front of a service commonly answers. */
const REASONS: Record<number, string> = {
	400: 'Bad Request',
	401: 'Unauthorized',
	402: 'Payment Required',
	403: 'Forbidden',
	404: 'Not Found',
	405: 'Method Not Allowed',
	406: 'Not Acceptable',
	407: 'Proxy Authentication Required',
	408: 'Request Timeout',
	409: 'Conflict',
	410: 'Gone',
	411: 'Length Required',
	412: 'Precondition Failed',
	413: 'Content Too Large',
	414: 'URI Too Long',
	415: 'Unsupported Media Type',
	421: 'Misdirected Request',
	422: 'Unprocessable Content',
	426: 'Upgrade Required',
	428: 'Precondition Required',
	431: 'Request Header Fields Too Large',
	451: 'Unavailable For Legal Reasons',
};

/** The status as a person reads it: `HTTP 404 (Not Found)`. */
export const statusText = (statusCode: number) =>
	REASONS[statusCode] ? `HTTP ${statusCode} (${REASONS[statusCode]})` : `HTTP ${statusCode}`;

/** What to check, by the kind of refusal. */
function whatToCheck(statusCode: number): string {
	if (statusCode === 401 || statusCode === 403 || statusCode === 407)
		return "Check the credential's key or login, and that it has access to what the request names.";
	if (statusCode === 404 || statusCode === 405 || statusCode === 410 || statusCode === 421)
		return "Check the credential's Base URL (only the service's address, no path): a proxy or gateway in front of the service may have answered.";
	return "Check the node's fields; if they are right, a proxy or gateway in front of the service may have refused the request.";
}

/**
 * The error of a 4xx answer that is not the service's own error body. It says plainly that
 * nothing was carried out (RFC 9110 §15.5), so a charging call is never marked as may-have-run.
 */
export function statusRefusal(
	node: INode,
	info: {
		surface: Surface;
		statusCode: number;
		itemIndex?: number;
		secrets: Array<string | undefined>;
	},
): NodeApiError {
	return serviceError(node, {
		surface: info.surface,
		message: `the service refused the request with ${statusText(info.statusCode)}`,
		hint: `An HTTP ${info.statusCode} answer is a refusal, whatever its body says: the request was not carried out, so nothing was done or charged. ${whatToCheck(info.statusCode)}`,
		httpCode: String(info.statusCode),
		itemIndex: info.itemIndex,
		secrets: info.secrets,
	});
}
