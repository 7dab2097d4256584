import type { IDataObject, IHttpRequestMethods } from 'n8n-workflow';
import { apiKeyCredential, apiKeyRequestFields } from './apiKeyCredential';
import { serviceError } from './serviceError';
import { sendJson, type RequestContext, type RetryPolicy } from './send';
import { isRecord } from '../utils/isRecord';

/**
 * Response forms of the project API (docs/service/responses.md#project-api): `wrapped`
 * {status:'ok', code:1, msg, result}, `bare` (array or object), `robots` (service-robotstxt's own
 * format).
 */
export type ProjectResponseForm = 'wrapped' | 'bare' | 'robots';

export interface ProjectApiCall {
	method?: IHttpRequestMethods;
	/** Path after /projects/api/v1/, e.g. `project/get`. */
	path: string;
	qs?: IDataObject;
	body?: IDataObject;
	form: ProjectResponseForm;
	/** Defaults to `safe` for GET and `never` otherwise. */
	retry?: RetryPolicy;
	itemIndex?: number;
	timeout?: number;
	/**
	 * A page of up to this many rows (the page size asked for), so possibly large: the answer is
	 * read and parsed as it arrives instead of gathered whole first, into an array of that size
	 * (readJsonStream.ts).
	 */
	pageRows?: number;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/**
 * The code, message and details of a project-API error body, in either documented shape
 * (docs/service/errors.md#project-api-codes): `{status: 'error', code, msg, result: {message,
 * ...}}`, or service-robotstxt/get's `{status: 'error', message, name: null, domain: null}`, which
 * has no code: its message is not one.
 */
function projectErrorOf(body: Record<string, unknown>): {
	code?: string | number;
	message: string;
	details?: unknown;
} {
	const result = body.result;
	const detail = isRecord(result) ? text(result.message) : text(result);
	const headline = text(body.msg) ?? text(body.message) ?? detail ?? 'error';
	const extra = isRecord(result)
		? Object.fromEntries(Object.entries(result).filter(([key]) => key !== 'message'))
		: Array.isArray(result)
			? { result }
			: {};
	const code = body.code;
	return {
		code: typeof code === 'number' || text(code) ? (code as string | number) : undefined,
		message: detail && detail !== headline ? `${headline}: ${detail}` : headline,
		details: Object.keys(extra).length ? extra : undefined,
	};
}

/** The project API's error form: `{status: 'error', …}` (docs/service/errors.md#project-api-codes). */
const isErrorBody = (body: unknown) => isRecord(body) && body.status === 'error';

export async function projectApiRequest(
	ctx: RequestContext,
	call: ProjectApiCall,
): Promise<unknown> {
	// Read once per execution: after the first request it is taken without an await.
	const known = apiKeyCredential(ctx, call.itemIndex);
	const credential = known instanceof Promise ? await known : known;
	const method = call.method ?? 'GET';
	const options = {
		surface: 'project' as const,
		method,
		url: `${credential.baseUrl}/projects/api/v1/${call.path}`,
		qs: call.qs,
		body: call.body,
		headers: call.body ? { 'Content-Type': 'application/json' } : undefined,
		...(call.pageRows ? { encoding: 'stream' as const, pageRows: call.pageRows } : {}),
		ownErrorBody: isErrorBody,
		...apiKeyRequestFields(credential, call, call.retry ?? (method === 'GET' ? 'safe' : 'never')),
	};
	if (call.body) options.body = JSON.stringify(call.body) as unknown as IDataObject;
	const body = await sendJson(ctx, options);

	if (isRecord(body) && isErrorBody(body)) {
		throw serviceError(ctx.getNode(), {
			surface: 'project',
			...projectErrorOf(body),
			itemIndex: call.itemIndex,
			secrets: credential.secrets,
		});
	}
	// Tolerate a wrapper where a bare answer was documented and vice versa.
	if (call.form === 'wrapped' || (isRecord(body) && body.status === 'ok' && 'result' in body)) {
		return isRecord(body) && 'result' in body ? body.result : body;
	}
	return body;
}
