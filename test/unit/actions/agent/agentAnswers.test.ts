/**
 * How the node reads the agent interface's answers, in the forms a server may plausibly send.
 * The expectations come from the documents (docs/service/agent-interface.md#long-tools and
 * #transport, docs/service/tools-api.md#task-life-cycle, docs/service/errors.md#tools-api-codes)
 * and MCP's Streamable HTTP, not from the simulator.
 */
import { finalResult, taskState } from '../../../../nodes/SeoTools/actions/agent/longTask';
import { resultItems } from '../../../../nodes/SeoTools/actions/agent/result';
import { listIn } from '../../../../nodes/SeoTools/shared/listIn';
import {
	DOCUMENT_SECTIONS,
	OTHER_SECTION,
	sectionOf,
} from '../../../../nodes/SeoTools/actions/agent/sections';
import { toolData } from '../../../../nodes/SeoTools/transport/agentApi';
import { readRpcAnswer } from '../../../../nodes/SeoTools/transport/rpcBody';
import { runningTaskIn } from '../../../../nodes/SeoTools/transport/runningTask';

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

describe('a long tool’s answer (rule 4)', () => {
	it.each([
		['a receipt of the tools API', { report_id: 71 }, 71],
		['a receipt with bookkeeping', { report_id: '71', limits_charged: 4, queued: 'now' }, '71'],
		[
			"a status word of the tools API's task life cycle",
			{ report_id: 71, status: 'In progress' },
			71,
		],
		['a status word of the agent document', { report_id: 71, status: 'not_started' }, 71],
		['a queue word', { report_id: 71, status: 'queued', progress: 0 }, 71],
		['the tools API’s running answer', { error: 'In progress', code: 50, progress: 40 }, 9],
		['the running answer as text', { text: 'In progress' }, 9],
	])('%s is pending', (_, answer, reportId) => {
		expect(taskState(answer, 9)).toMatchObject({ kind: 'pending', reportId });
	});

	it.each([
		['a result with its report_id', { report_id: 71, status: 'done', result: { rows: [] } }],
		['a bare result', { rows: [1, 2] }],
		['a list', [{ query: 'a' }]],
		['a report that names its id among data', { report_id: 71, period: 'week', blocks: {} }],
		['text that is not a status', 'a report about progress'],
	])('%s is final', (_, answer) => {
		expect(taskState(answer)).toEqual({ kind: 'final' });
	});

	it.each([
		['a failed status', { report_id: 71, status: 'failed', message: 'no data' }, 'no data'],
		['an error step status', { report_id: 71, status: 'no_limits' }, 'no_limits'],
		['a tools API end code', { error: 'Limits run out', code: -105 }, 'Limits run out'],
		['a failed generation', { report_id: 71, success: false, data: [] }, 'the task ended'],
	])('%s has failed, with the service’s message', (_, answer, message) => {
		const state = taskState(answer, 71);
		expect(state.kind).toBe('failed');
		expect(state.kind === 'failed' && state.message).toContain(message);
	});

	it('the final result is the payload of a task envelope, anything else as it came', () => {
		expect(finalResult({ report_id: 3, status: 'done', result: [{ a: 1 }] })).toEqual([{ a: 1 }]);
		expect(finalResult({ report_id: 3, progress: 100, data: { b: 2 } })).toEqual({ b: 2 });
		const own = { report_id: 3, blocks: {}, period: 'week' };
		expect(finalResult(own)).toBe(own);
		expect(finalResult([1])).toEqual([1]);
	});
});

describe('lists in a result (no result shape is documented)', () => {
	it.each([
		['a bare array', [{ id: 1 }, { id: 2 }]],
		['one array under any key', { projects: [{ id: 1 }, { id: 2 }] }],
		['an array beside paging figures', { items: [{ id: 1 }, { id: 2 }], total: 9, offset: 0 }],
		['a wrapped list', { result: { data: [{ id: 1 }, { id: 2 }], has_more: false } }],
	])('%s is a list', (_, answer) => {
		expect(listIn(answer)).toEqual([{ id: 1 }, { id: 2 }]);
		expect(resultItems(answer)).toHaveLength(2);
	});

	it('a record that holds an array among its fields stays one item', () => {
		const record = { project_id: 5, name: 'Shop', mirrors: ['a.test', 'b.test'] };
		expect(listIn(record)).toBeUndefined();
		expect(resultItems(record)).toEqual([{ json: record }]);
		expect(listIn({ a: [1], b: [2] })).toBeUndefined();
	});
});

describe('tool result content', () => {
	it('prefers structured content, then JSON in text, then the text itself', () => {
		expect(toolData({ structuredContent: { a: 1 }, content: [] })).toEqual({ a: 1 });
		expect(toolData({ content: [{ type: 'text', text: '{"b": 2}' }] })).toEqual({ b: 2 });
		expect(
			toolData({
				content: [
					{ type: 'text', text: '{"c": 1}' },
					{ type: 'text', text: '{"c": 2}' },
				],
			}),
		).toEqual([{ c: 1 }, { c: 2 }]);
		expect(toolData({ content: [{ type: 'text', text: 'In progress' }] })).toEqual({
			text: 'In progress',
		});
	});
});

describe('JSON-RPC answers over Streamable HTTP', () => {
	it('reads JSON, batches and event streams, matching the request id', () => {
		expect(readRpcAnswer('{"jsonrpc":"2.0","id":4,"result":{"x":1}}', 4)).toMatchObject({
			result: { x: 1 },
		});
		expect(
			readRpcAnswer('[{"jsonrpc":"2.0","id":3,"result":1},{"jsonrpc":"2.0","id":4,"result":2}]', 4),
		).toMatchObject({ result: 2 });
		const stream = [
			'event: message',
			'data: {"jsonrpc":"2.0","method":"notifications/progress","params":{}}',
			'',
			'event: message',
			'data: {"jsonrpc":"2.0","id":4,',
			'data: "result":{"y":2}}',
			'',
		].join('\n');
		expect(readRpcAnswer(Buffer.from(stream), 4)).toMatchObject({ result: { y: 2 } });
		expect(readRpcAnswer('<html>busy</html>', 4)).toBeUndefined();
	});
});

describe('catalog sections as the document names them', () => {
	it('names every tool of the document’s tables and puts others under Other', () => {
		expect(DOCUMENT_SECTIONS.flatMap((s) => s.tools)).toHaveLength(165);
		expect(sectionOf('delete_queries')).toMatchObject({ id: '4.4' });
		expect(sectionOf('serp_top10')).toMatchObject({
			id: '4.10',
			title: 'SERP, positions, indexing',
		});
		expect(sectionOf('a_tool_the_document_does_not_name')).toBe(OTHER_SECTION);
	});
});
