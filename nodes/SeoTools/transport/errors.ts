import { NodeApiError, type INode, type JsonObject } from 'n8n-workflow';
import { redact } from './redact';

export type Surface = 'project' | 'tools' | 'rest' | 'agent';

const SURFACE_NAMES: Record<Surface, string> = {
	project: 'Project API',
	tools: 'Tools API',
	rest: 'REST API',
	agent: 'Agent interface',
};

/** Plain-English hints for the service's codes (spec 7.1-7.3). */
const HINTS: Record<Surface, Record<string, string>> = {
	project: {
		'50': 'The API key is wrong, or its account has no access to this project. Check the key in the credential and that the project is yours or shared with you (write access is needed to change groups).',
		'51': 'The project ID is missing or no such project exists. Pick the project from the list or copy the number from the project page address.',
		'52': 'The service rejected the request data. Read the message for the field and the allowed values.',
		'666':
			'The service has no result for this check yet: enable the check in the project settings or wait for its first run.',
		'Access denied': 'The API key has no access to this project.',
	},
	tools: {
		'-1': 'No API key was sent. Set the API key in the credential.',
		'-2': 'The API key is unknown or invalid. Copy it again from the account settings.',
		'-4': 'This report ID belongs to another account or another tool.',
		'-51': 'The request had neither a task nor a report ID.',
		'-60':
			'Too many tasks are running at once (5 for the video tool). Wait for one to finish, then queue again.',
		'-100': 'The service refused the task parameters; the details say which rule failed.',
		'-104': 'The task failed while processing.',
		'-105': 'The limits ran out while the task was running.',
		'-106': 'The task was canceled in the service interface.',
		'-107': 'The task ran over 6 hours and was canceled.',
		'-125': 'The task ended with an unknown status.',
		limits: 'Not enough limits for this task: top up or wait for the next limit period.',
	},
	rest: {
		'401':
			'The session token was refused. Check the e-mail and password of the account credential.',
		'404': 'The service could not find what the request names.',
		'418': 'This account has been deleted (disabled). Contact the service support to restore it.',
		'500':
			'The service could not complete the operation. For a payment confirmation this means nothing was credited.',
	},
	agent: {},
};

export interface ServiceErrorInfo {
	surface: Surface;
	code?: string | number;
	message: string;
	details?: unknown;
	hint?: string;
	itemIndex?: number;
	httpCode?: string;
	/** Values that must never show up in the error (the API key, tokens). */
	secrets?: Array<string | undefined>;
}

export function hintFor(surface: Surface, code: string | number | undefined): string | undefined {
	if (code === undefined) return undefined;
	const key = String(code);
	if (surface === 'tools' && /^-(8[0-3]|68)$/.test(key)) return HINTS.tools.limits;
	return HINTS[surface][key];
}

/** A NodeApiError built only from what is safe to show: the service's code, message and a hint. */
export function serviceError(node: INode, info: ServiceErrorInfo): NodeApiError {
	const secrets = info.secrets ?? [];
	const codeText = info.code === undefined ? '' : ` (code ${info.code})`;
	const message = redact(`${SURFACE_NAMES[info.surface]}: ${info.message}${codeText}`, secrets);
	const hint = info.hint ?? hintFor(info.surface, info.code);
	const detailsText =
		info.details === undefined
			? ''
			: `Details: ${typeof info.details === 'string' ? info.details : JSON.stringify(info.details)}`;
	const description = redact([detailsText, hint].filter(Boolean).join(' — '), secrets) || undefined;
	const errorResponse: JsonObject = {
		surface: info.surface,
		serviceCode: info.code === undefined ? null : String(info.code),
		serviceMessage: redact(info.message, secrets),
	};
	const error = new NodeApiError(node, errorResponse, {
		message,
		description,
		httpCode: info.httpCode ?? '200',
		itemIndex: info.itemIndex,
	});
	// NodeApiError swaps a message that mentions a network code (ECONNRESET...) for its generic
	// text; ours names the surface and what happened, so it is put back.
	error.message = message;
	error.context.surface = info.surface;
	if (info.code !== undefined) error.context.serviceCode = String(info.code);
	return error;
}

/** The service's code of an error built by `serviceError`, for callers that branch on it. */
export function serviceCodeOf(error: unknown): string | undefined {
	if (!(error instanceof NodeApiError)) return undefined;
	const code = error.context.serviceCode;
	return code === undefined ? undefined : String(code);
}
