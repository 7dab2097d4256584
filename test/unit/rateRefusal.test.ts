import { refusedBeforeProcessing } from '../../nodes/SeoTools/transport/rateRefusal';

describe('refusedBeforeProcessing: an HTTP 429 body that holds no answer of the service', () => {
	it.each([
		['an empty body', ''],
		['an HTML page', '<html><body>429 Too Many Requests</body></html>'],
		['plain text', 'Too Many Requests'],
		['a rate limiter’s JSON', '{"error":"Too Many Requests","retry_in":1}'],
		['an empty array', '[]'],
	])('%s: refused before anything was done', (_name, body) => {
		expect(refusedBeforeProcessing(body)).toBe(true);
		expect(refusedBeforeProcessing(Buffer.from(body))).toBe(true);
	});

	it.each([
		['a wrapper W', '{"status":"ok","code":1,"msg":"success","result":{}}'],
		['a REST wrapper', '{"status":"success","message":"ok","code":200,"data":{}}'],
		['a queued task', '{"report_id":1234}'],
		['a tools API error', '{"error":"MAX_PARALLEL_TASKS_FAIL","code":-60}'],
		['a bare array of rows', '[{"id":"1"}]'],
	])('%s: may have been carried out', (_name, body) => {
		expect(refusedBeforeProcessing(body)).toBe(false);
	});
});
