import type { IDataObject, IHttpRequestMethods } from 'n8n-workflow';
import { apiKeyCredential, apiKeyRequestFields } from './credentials';
import { serviceError } from './errors';
import { sendJson, type RequestContext, type RetryPolicy } from './http';
import { isRecord } from '../shared/isRecord';

/**
 * Response forms of the project API (spec 4.1): `wrapped` {status:'ok', code:1, msg, result},
 * `bare` (array or object), `robots` (service-robotstxt's own format).
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
}

export async function projectApiRequest(
	ctx: RequestContext,
	call: ProjectApiCall,
): Promise<unknown> {
	const credential = await apiKeyCredential(ctx, call.itemIndex);
	const method = call.method ?? 'GET';
	const options = {
		surface: 'project' as const,
		method,
		url: `${credential.baseUrl}/projects/api/v1/${call.path}`,
		qs: call.qs,
		body: call.body,
		headers: call.body ? { 'Content-Type': 'application/json' } : undefined,
		...apiKeyRequestFields(credential, {
			...call,
			retry: call.retry ?? (method === 'GET' ? 'safe' : 'never'),
		}),
	};
	if (call.body) options.body = JSON.stringify(call.body) as unknown as IDataObject;
	const body = await sendJson(ctx, options);

	if (isRecord(body) && body.status === 'error') {
		const result = isRecord(body.result) ? body.result : {};
		const detail = typeof result.message === 'string' ? result.message : undefined;
		const code = body.code ?? (typeof body.message === 'string' ? body.message : undefined);
		const headline =
			typeof body.msg === 'string'
				? body.msg
				: typeof body.message === 'string'
					? body.message
					: 'error';
		const extra = Object.fromEntries(Object.entries(result).filter(([key]) => key !== 'message'));
		throw serviceError(ctx.getNode(), {
			surface: 'project',
			code: code as string | number | undefined,
			message: detail && detail !== headline ? `${headline}: ${detail}` : headline,
			details: Object.keys(extra).length ? extra : undefined,
			itemIndex: call.itemIndex,
			secrets: [credential.apiKey],
		});
	}
	// Tolerate a wrapper where a bare answer was documented and vice versa.
	if (call.form === 'wrapped' || (isRecord(body) && body.status === 'ok' && 'result' in body)) {
		return isRecord(body) && 'result' in body ? body.result : body;
	}
	return body;
}
