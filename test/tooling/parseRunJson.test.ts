import { parseRunJson } from '../../dev/n8n/runtime';

describe('parseRunJson (the run JSON of `n8n execute --rawOutput` among log lines)', () => {
	const run = { data: { resultData: { runData: { Node: [{ executionTime: 3 }] } } } };
	const printed = JSON.stringify(run, null, 2);

	it('takes the object between log lines before and after it', () => {
		const stdout = ['Loading…', printed, 'Execution finished', '{not json', 'bye }', ''].join('\n');
		expect(parseRunJson(stdout)).toEqual(run);
	});

	it('reads an object printed on one line, and gives undefined when there is none', () => {
		expect(parseRunJson(`log\n${JSON.stringify(run)}\n`)).toEqual(run);
		expect(parseRunJson('no run here\n')).toBeUndefined();
		expect(parseRunJson('{ broken\n')).toBeUndefined();
	});
});
