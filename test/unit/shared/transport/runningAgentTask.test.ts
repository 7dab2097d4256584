/**
 * How the node finds the running task of a code -32 answer, in the forms a server may plausibly
 * send. The expectations come from the documents and MCP's Streamable HTTP, not from the simulator.
 */
import { runningTaskIn } from '../../../../nodes/shared/transport/runningAgentTask';

const textBlock = (text: string) => ({ content: [{ type: 'text', text }] });

// docs/service/tools-api.md#task-life-cycle, docs/service/errors.md#tools-api-codes
describe('code -32: a tool that already runs a task', () => {
	it.each([
		['structured content', { structuredContent: { code: -32, report_id: 12 } }, 12],
		[
			'the code as text, isError',
			{ ...textBlock('{"code":"-32","report_id":"12"}'), isError: true },
			'12',
		],
		['JSON text with the code under error', textBlock('{"error":{"code":-32,"report_id":12}}'), 12],
		[
			'the report_id in a message beside the code',
			textBlock('{"code":-32,"message":"busy: report_id 12"}'),
			12,
		],
		['plain text', textBlock('code -32: the previous task (report_id 12) still runs'), 12],
		['plain text starting with the code', textBlock('-32 report_id=12'), 12],
		['no report_id given', textBlock('Error -32: busy'), undefined],
	])('%s is a refusal naming the running task', (_, result, reportId) => {
		expect(runningTaskIn(result)).toEqual({ reportId });
	});

	it.each([
		['a result with another code', { structuredContent: { code: -320, report_id: 12 } }],
		['a positive 32', { structuredContent: { code: 32 } }],
		['a number in text that is not a code', textBlock('It was -32 degrees; report_id 12')],
		['a receipt', textBlock('{"report_id":12}')],
		['the running answer', textBlock('{"error":"In progress","code":50}')],
	])('%s is not', (_, result) => {
		expect(runningTaskIn(result)).toBeUndefined();
	});
});
