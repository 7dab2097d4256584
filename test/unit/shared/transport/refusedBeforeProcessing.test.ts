import { refusedBeforeProcessing } from '../../../../nodes/shared/transport/refusedBeforeProcessing';

/**
 * RFC 6585: an HTTP 429 refuses the request for its rate, whatever body the rate limiter put in
 * it; only a body that carries a result of the work says the method may have run.
 */
describe('refusedBeforeProcessing: an HTTP 429 is a refusal unless it carries a result of the work', () => {
	it.each([
		['an empty body', ''],
		['an HTML page', '<html><body>429 Too Many Requests</body></html>'],
		['plain text', 'Too Many Requests'],
		['a rate limiter’s JSON with an error text', '{"error":"Too Many Requests","retry_in":1}'],
		['JSON with the HTTP code and a message', '{"code":429,"message":"Too Many Requests"}'],
		['JSON with an error status', '{"status":"error","error":"rate limited"}'],
		['the project API’s error form', '{"status":"error","code":50,"msg":"x","result":{}}'],
		['a REST error wrapper', '{"status":"error","code":429,"message":"slow down","data":null}'],
		['a tools API error', '{"error":"MAX_PARALLEL_TASKS_FAIL","code":-60}'],
		['a bare message', '{"message":"Too many requests, try later"}'],
		['an empty report_id', '{"report_id":null,"error":"rate limited"}'],
		['an empty array', '[]'],
		['a JSON string', '"Too Many Requests"'],
		['a JSON-RPC error', '{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"rate"}}'],
		['an event stream without a result', 'event: message\ndata: {"jsonrpc":"2.0","error":{}}\n\n'],
	])('%s: refused, so the call may be sent again', (_name, body) => {
		expect(refusedBeforeProcessing(body)).toBe(true);
		expect(refusedBeforeProcessing(Buffer.from(body))).toBe(true);
	});

	it.each([
		['a queued task', '{"report_id":1234}'],
		['a queued task as a string id', '{"report_id":"1234"}'],
		['a wrapper W with a result', '{"status":"ok","code":1,"msg":"success","result":{}}'],
		['a wrapper W in capitals', '{"status":"OK","result":["queued"]}'],
		['a REST success wrapper', '{"status":"success","message":"ok","code":200,"data":{}}'],
		['a task id inside a wrapper', '{"status":"error","result":{"report_id":7}}'],
		['a bare array of rows', '[{"id":"1"}]'],
		['a JSON-RPC result', '{"jsonrpc":"2.0","id":1,"result":{"content":[]}}'],
		[
			'a JSON-RPC result in an event stream',
			'event: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\n',
		],
	])('%s: may have been carried out, so a charging call is not repeated', (_name, body) => {
		expect(refusedBeforeProcessing(body)).toBe(false);
	});
});
