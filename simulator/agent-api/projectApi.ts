import type { SimRequest } from '../core/request';
import type { Router, SimContext } from '../core/router';
import { PROJECT_ERRORS, type ProjectErrorCode } from '../project-api/respond';
import type { ProjectApi, Scalar } from './projectApiTypes';
import { ToolFailure } from './tools/call';

/** A project-API error as tool error text: `<message> (<msg>, code <code>)` and any extra fields. */
export function failureText(
	message: string,
	code?: number,
	extra: Record<string, unknown> = {},
): string {
	const label =
		code === undefined
			? ''
			: ` (${PROJECT_ERRORS[code as ProjectErrorCode] ?? 'error'}, code ${code})`;
	return `${message}${label}${Object.keys(extra).length ? ` ${JSON.stringify(extra)}` : ''}`;
}

function queryParams(query: Record<string, Scalar | Scalar[]>): SimRequest['query'] {
	const out: SimRequest['query'] = {};
	for (const [key, value] of Object.entries(query)) {
		if (value === undefined) continue;
		out[key] = Array.isArray(value)
			? value.filter((v) => v !== undefined).map(String)
			: String(value);
	}
	return out;
}

/**
 * Tools that mirror a project API method run that method's own handler (the one the
 * project-api surface registered), so validation, rights, state changes and error texts are
 * the HTTP API's, not a second copy. The call is internal: it is not logged as a received
 * request and faults do not apply.
 */
export function projectApi(router: Router, ctx: SimContext): ProjectApi {
	return {
		async call(account, project, request) {
			const path = `/projects/api/v1/${request.path}`;
			const handler = router.resolve(request.method, path);
			if (!handler)
				throw new ToolFailure(
					`this tool is not simulated: the project API method ${request.path} it runs on is not simulated yet`,
				);
			const body = request.body ? { project_id: project.id, ...request.body } : undefined;
			const req: SimRequest = {
				method: request.method,
				path,
				query: queryParams({
					token: account.apiKey ?? '',
					...(body ? {} : { project_id: project.id }),
					...(request.query ?? {}),
				}),
				json: body,
				form: {},
				files: [],
				headers: body ? { 'content-type': 'application/json' } : {},
				contentType: body ? 'application/json' : '',
				rawBody: Buffer.from(body ? JSON.stringify(body) : ''),
			};
			const response = await handler(req, ctx);
			const answer = (response.json ?? {}) as Record<string, unknown>;
			if (answer.status === 'error') {
				const result = answer.result as Record<string, unknown> | undefined;
				const { message, ...extra } = result ?? {};
				throw new ToolFailure(
					failureText(
						String(message ?? answer.message ?? answer.msg ?? 'error'),
						answer.code as number | undefined,
						extra,
					),
				);
			}
			return answer.status === 'ok' && answer.code === 1 && 'result' in answer
				? answer.result
				: response.json;
		},
	};
}
