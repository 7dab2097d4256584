/**
 * What a long tool's answer says about its task, in the forms a server may plausibly send. The
 * expectations come from the documents and MCP's Streamable HTTP, not from the simulator.
 */
import {
	finalResult,
	agentTaskState,
} from '../../../../../nodes/shared/parts/agent/agentTaskState';

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
		expect(agentTaskState(answer, 9)).toMatchObject({ kind: 'pending', reportId });
	});

	it.each([
		['a result with its report_id', { report_id: 71, status: 'done', result: { rows: [] } }],
		['a bare result', { rows: [1, 2] }],
		['a list', [{ query: 'a' }]],
		['a report that names its id among data', { report_id: 71, period: 'week', blocks: {} }],
		['text that is not a status', 'a report about progress'],
	])('%s is final', (_, answer) => {
		expect(agentTaskState(answer)).toEqual({ kind: 'final' });
	});

	it.each([
		['a failed status', { report_id: 71, status: 'failed', message: 'no data' }, 'no data'],
		['an error step status', { report_id: 71, status: 'no_limits' }, 'no_limits'],
		['a tools API end code', { error: 'Limits run out', code: -105 }, 'Limits run out'],
		['a failed generation', { report_id: 71, success: false, data: [] }, 'the task ended'],
	])('%s has failed, with the service’s message', (_, answer, message) => {
		const state = agentTaskState(answer, 71);
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
