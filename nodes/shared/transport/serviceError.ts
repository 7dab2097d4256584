import { NodeApiError, type INode, type JsonObject } from 'n8n-workflow';
import { hintFor, isLimitsCode, limitsHint, type Surface } from './hintFor';
import { redact } from './redact';

export type { Surface };
export { hintFor };

const SURFACE_NAMES: Record<Surface, string> = {
	project: 'Project API',
	tools: 'Tools API',
	rest: 'REST API',
	agent: 'Agent interface',
};

export interface ServiceErrorInfo {
	surface: Surface;
	code?: string | number;
	message: string;
	details?: unknown;
	hint?: string;
	/** What the request was about, shown after the code (`domain sent: example.com`). */
	about?: string;
	itemIndex?: number;
	httpCode?: string;
	/** Values that must never show up in the error (the API key, tokens). */
	secrets?: Array<string | undefined>;
}

/** Details as a person reads them: texts joined, fields as `name: value`, not raw JSON. */
function describeDetails(details: unknown): string {
	if (Array.isArray(details)) return details.map(describeDetails).join('; ');
	if (typeof details !== 'object' || details === null) return String(details);
	return Object.entries(details)
		.map(([key, value]) =>
			Array.isArray(value)
				? `${key}: ${value.map(describeDetails).join(', ')}`
				: `${key}: ${typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}`,
		)
		.join('; ');
}

/**
 * The hint and the details left to show: a limits error's `available` and `need` go into the
 * hint as figures instead of a line of raw fields.
 */
function hintAndDetails(info: ServiceErrorInfo): { hint?: string; details?: unknown } {
	const details = info.details;
	if (
		info.hint === undefined &&
		isLimitsCode(info.surface, info.code) &&
		typeof details === 'object' &&
		details !== null &&
		!Array.isArray(details) &&
		('available' in details || 'need' in details)
	) {
		const { available, need, ...rest } = details as Record<string, unknown>;
		return {
			hint: limitsHint(available, need),
			details: Object.keys(rest).length ? rest : undefined,
		};
	}
	return { hint: info.hint ?? hintFor(info.surface, info.code, info.message), details };
}

/**
 * What n8n's error panel shows as "Error code": the service's own code, or the HTTP status when
 * that status was the refusal (429, 503...). Never the HTTP 200 that carried an error body.
 */
function shownCode(info: ServiceErrorInfo): string | undefined {
	if (info.code !== undefined) return String(info.code);
	return info.httpCode && info.httpCode !== '200' ? info.httpCode : undefined;
}

/** A NodeApiError built only from what is safe to show: the service's code, message and a hint. */
export function serviceError(node: INode, info: ServiceErrorInfo): NodeApiError {
	const secrets = info.secrets ?? [];
	// No code from the service, no "(code …)": a message is not a code
	// (docs/service/errors.md#project-api-codes, robots.txt).
	const codeText = info.code === undefined ? '' : ` (code ${info.code})`;
	const aboutText = info.about ? ` — ${info.about}` : '';
	const message = redact(
		`${SURFACE_NAMES[info.surface]}: ${info.message}${codeText}${aboutText}`,
		secrets,
	);
	const { hint, details } = hintAndDetails(info);
	const detailsText = details === undefined ? '' : `Details: ${describeDetails(details)}`;
	const description = redact([detailsText, hint].filter(Boolean).join(' — '), secrets) || undefined;
	const errorResponse: JsonObject = {
		surface: info.surface,
		serviceCode: info.code === undefined ? null : String(info.code),
		serviceMessage: redact(info.message, secrets),
	};
	const error = new NodeApiError(node, errorResponse, {
		message,
		description,
		httpCode: shownCode(info),
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

/**
 * Whether a call that is never repeated failed without an answer that says what happened (lost,
 * timed out, a 5xx, a 429 carrying a result): the service may have carried it out.
 */
export const mayHaveRun = (error: unknown): boolean =>
	error instanceof NodeApiError && error.context.mayHaveRun === true;
