import { parseJsonBody } from './jsonBody';

/**
 * Fields by which the service's own answers carry a result or an outcome (the wrappers of spec 2
 * and 7: `status`, `code`, `result`, `data`; a queued task's `report_id`).
 */
const ANSWER_FIELDS = ['status', 'code', 'result', 'data', 'report_id'];

/**
 * An HTTP 429 that refused the request before the service carried it out: its body holds no
 * answer of the service (an empty or HTML page, or JSON without any answer field). The service
 * answers every documented outcome, success or failure, in the body of an HTTP 200 (spec 7), so a
 * 429 is the rate limit in front of the methods (RFC 6585 §4), not a method's answer; a 429 that
 * does carry an answer may have done the work and is treated as any other failure
 * (docs/decisions.md, "Charging calls under a rate limit").
 */
export function refusedBeforeProcessing(body: string | Buffer): boolean {
	const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
	let parsed: unknown;
	try {
		parsed = parseJsonBody(bytes);
	} catch {
		return true;
	}
	if (typeof parsed !== 'object' || parsed === null) return true;
	if (Array.isArray(parsed)) return parsed.length === 0;
	return !ANSWER_FIELDS.some((field) => field in parsed);
}
