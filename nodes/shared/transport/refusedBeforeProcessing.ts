import { parseJsonBody } from './parseJsonBody';
import { messagesIn } from './readRpcAnswer';
import { isRecord } from '../utils/isRecord';

/** Success statuses of the service's wrappers: the project API's W (`ok`), the REST API's (`success`). */
const SUCCESS_STATUSES: ReadonlySet<string> = new Set(['ok', 'success']);
/** Where a wrapper carries the work's result: W's `result`, the REST wrapper's `data`. */
const RESULT_FIELDS = ['result', 'data'];

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * A queued task's id, at the top or inside a wrapper's result
 * (docs/service/tools-api.md#task-life-cycle: `{report_id}`).
 */
function namesTask(body: Record<string, unknown>): boolean {
	if (present(body.report_id)) return true;
	return RESULT_FIELDS.some((field) => {
		const inner = body[field];
		return isRecord(inner) && present(inner.report_id);
	});
}

/** A success status with the work's result beside it (`{status: 'ok', result}`, `{status: 'success', data}`). */
function reportsSuccess(body: Record<string, unknown>): boolean {
	const status = typeof body.status === 'string' ? body.status.trim().toLowerCase() : '';
	return SUCCESS_STATUSES.has(status) && RESULT_FIELDS.some((field) => field in body);
}

/** A JSON-RPC answer with a `result` (the agent interface): the tool ran. */
const answersRpc = (body: Record<string, unknown>) => 'jsonrpc' in body && 'result' in body;

/** A body that carries a result of the work (see below). */
function carriesResult(parsed: unknown): boolean {
	if (Array.isArray(parsed)) return parsed.length > 0;
	if (!isRecord(parsed)) return false;
	return namesTask(parsed) || reportsSuccess(parsed) || answersRpc(parsed);
}

/**
 * Whether an HTTP 429 refused the request before the service carried it out. RFC 6585 §4 makes
 * 429 the refusal of a request for its rate, whatever body it carries: rate limiters answer it
 * empty, as HTML or text, or with their own JSON (`{"code": 429, "message": ...}`, `{"status":
 * "error", "error": ...}`). The one exception is a body that carries a result of the work (a
 * task's report_id, a success status with its result, a bare list of rows, a JSON-RPC result,
 * also inside an event stream): then the method may have run, and a call that charges must not
 * be sent again (docs/decisions/parallel-requests.md#charging-calls-under-a-rate-limit).
 */
export function refusedBeforeProcessing(body: string | Buffer): boolean {
	const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
	try {
		return !carriesResult(parseJsonBody(bytes));
	} catch {
		// Not JSON: a page or text, or an event stream (an MCP answer can come as one).
	}
	try {
		return !messagesIn(bytes.toString('utf8')).some(carriesResult);
	} catch {
		return true;
	}
}
