import type { IDataObject, IHttpRequestMethods } from 'n8n-workflow';
import { apiKeyCredential, apiKeyRequestFields } from './apiKeyCredential';
import { serviceError } from './serviceError';
import { buildMultipart, type FilePart } from './buildMultipart';
import { sendJson, type RequestContext, type RetryPolicy } from './send';
import { isRecord } from '../utils/isRecord';

/**
 * What a tools-API call can answer besides an error (docs/service/tools-api.md#task-life-cycle).
 */
export type ToolsAnswer =
	| { state: 'done'; data: IDataObject }
	| { state: 'inProgress'; progress?: number; time?: string }
	| { state: 'alreadyRunning'; reportId: string }
	| { state: 'error'; code: number; message: string; details?: IDataObject };

export interface ToolsCall {
	method: IHttpRequestMethods;
	/** The tool, e.g. `aivideo`. */
	tool: string;
	qs?: IDataObject;
	/** Form fields for POST; sent urlencoded, or multipart when files are given. */
	form?: IDataObject;
	files?: FilePart[];
	retry: RetryPolicy;
	itemIndex?: number;
	timeout?: number;
	/** Return service errors as `{state: 'error'}` instead of throwing (the trigger reads task ends). */
	returnErrors?: boolean;
}

function encodeForm(form: IDataObject): string {
	const params = new URLSearchParams();
	for (const [key, value] of Object.entries(form))
		if (value !== undefined && value !== null) params.set(key, String(value));
	return params.toString();
}

/** A task id the service wrote as a number or digits (`1234`, `"1234"`, `"task 1234 runs"`). */
function taskIdIn(value: unknown): string | undefined {
	if (typeof value === 'number' && Number.isFinite(value)) return String(value);
	if (typeof value === 'string') return /\d+/.exec(value)?.[0];
	if (isRecord(value)) return taskIdIn(value.report_id) ?? taskIdIn(value.id);
	return undefined;
}

/**
 * The running task's id in a -32 answer: docs/service/tools-api.md#task-life-cycle says it is
 * returned, and docs/service/errors.md#tools-api-codes shows it where the error text goes, without
 * naming the field; read from `report_id`, `result`, `data` or `error`. Empty when the answer names
 * none.
 */
function runningTaskId(answer: IDataObject): string {
	for (const field of ['report_id', 'result', 'data', 'error']) {
		const id = taskIdIn(answer[field]);
		if (id !== undefined) return id;
	}
	return '';
}

/**
 * The tools API's error form (docs/service/errors.md#tools-api-codes): a negative code, or an
 * error text without a code.
 */
function isErrorBody(body: unknown): boolean {
	if (!isRecord(body)) return false;
	if (body.code === undefined || body.code === null)
		return typeof body.error === 'string' && body.error.trim() !== '';
	return Number(body.code) < 0;
}

export async function toolsApiRequest(ctx: RequestContext, call: ToolsCall): Promise<ToolsAnswer> {
	// Read once per execution: after the first request it is taken without an await.
	const known = apiKeyCredential(ctx, call.itemIndex);
	const credential = known instanceof Promise ? await known : known;
	let body: string | Buffer | undefined;
	let contentType: string | undefined;
	if (call.files?.length) {
		({ body, contentType } = buildMultipart(call.form ?? {}, call.files));
	} else if (call.form) {
		body = encodeForm(call.form);
		contentType = 'application/x-www-form-urlencoded';
	}
	const answer = await sendJson(ctx, {
		surface: 'tools',
		method: call.method,
		url: `${credential.baseUrl}/api/${call.tool}`,
		qs: call.qs,
		headers: contentType ? { 'Content-Type': contentType } : undefined,
		body,
		ownErrorBody: isErrorBody,
		...apiKeyRequestFields(credential, call, call.retry),
	});
	if (!isRecord(answer)) return { state: 'done', data: { result: answer as IDataObject[] } };
	const numeric = answer.code === undefined || answer.code === null ? NaN : Number(answer.code);
	const code = Number.isFinite(numeric) ? numeric : undefined;
	if (code === 50) {
		return {
			state: 'inProgress',
			progress: answer.progress === undefined ? undefined : Number(answer.progress),
			time: answer.time as string | undefined,
		};
	}
	if (code === -32) return { state: 'alreadyRunning', reportId: runningTaskId(answer) };
	if (code !== undefined && ((answer.error !== undefined && answer.error !== null) || code < 0)) {
		const details: IDataObject = {};
		if (answer.details !== undefined) details.details = answer.details;
		if (answer.available !== undefined) details.available = answer.available;
		if (answer.need !== undefined) details.need = answer.need;
		const message = String(answer.error ?? 'error');
		if (call.returnErrors) return { state: 'error', code, message, details };
		const keys = Object.keys(details);
		throw serviceError(ctx.getNode(), {
			surface: 'tools',
			code,
			message,
			// The reasons alone when they are all there is (-100: a list of texts).
			details:
				keys.length === 1 && keys[0] === 'details'
					? details.details
					: keys.length
						? details
						: undefined,
			itemIndex: call.itemIndex,
			secrets: [credential.apiKey],
		});
	}
	// An error text without a code (docs/service/tools-api.md#task-life-cycle: errors carry both) is
	// still an error, shown without "(code …)"; a finished task's own error lives under `response`,
	// not at the top.
	if (typeof answer.error === 'string' && answer.error.trim()) {
		throw serviceError(ctx.getNode(), {
			surface: 'tools',
			message: answer.error,
			details: answer.details,
			itemIndex: call.itemIndex,
			secrets: [credential.apiKey],
		});
	}
	return { state: 'done', data: answer };
}

/**
 * The free read of one video task's state or result (docs/service/tools-api.md#video-tool): safe to
 * repeat, so it retries. `returnErrors` gives a failed or unknown task back as `{state: 'error'}`
 * instead of throwing.
 */
export async function readVideoTask(
	ctx: RequestContext,
	reportId: string,
	options: { itemIndex?: number; returnErrors?: boolean } = {},
): Promise<ToolsAnswer> {
	return await toolsApiRequest(ctx, {
		method: 'GET',
		tool: 'aivideo',
		qs: { report_id: reportId },
		retry: 'safe',
		...options,
	});
}
