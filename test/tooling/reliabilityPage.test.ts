import { join } from 'node:path';
import { problems } from '../../dev/reliability/gate';
import type { Figures } from '../reliability/report';

const ROOT = join(__dirname, '..', '..');
const passed = (n: number) => ({
	success: true,
	numTotalTests: n,
	numPassedTests: n,
	numFailedTests: 0,
	numPendingTests: 0,
	numTodoTests: 0,
	numRuntimeErrorTestSuites: 0,
	testResults: [
		{
			name: join(ROOT, 'test/reliability/reliability.test.ts'),
			status: 'passed',
			message: '',
			assertionResults: [],
		},
	],
});
const figures = (): Figures => ({
	faults: [
		{
			surface: 'REST API',
			fault: 'HTTP 500',
			clearError: true,
			recovered: true,
			attemptsPerRead: 3,
			secondsPerItem: 1,
			pass: true,
		},
	],
	charges: [
		{
			operation: 'Video → Generate',
			fault: 'HTTP 502',
			node: 'error item: not repeated, check in the service',
			carriedOut: '0 or 1',
			sent: 1,
			expectedSent: 1,
			effects: 0,
			expectedEffects: 0,
			outcome: 'error',
			expectedOutcome: 'error',
			description: '',
			pass: true,
		},
	],
	badInputs: [{ operation: 'Project → Get', input: 'x', message: 'm', requests: 0, pass: true }],
	tokens: [
		{ scenario: 's', items: 1, lost: 0, signIns: 0, refreshes: 0, outcome: 'success', pass: true },
	],
	leaks: { runs: 1, texts: 1, bytes: 1, secrets: 2, found: [], pass: true },
	load: { items: 1, errors: 0, heapMiB: [1], growthPercent: 0, pass: true },
	redirects: [
		{
			surface: 'REST',
			redirect: '307 to the other host',
			elsewhere: 0,
			carriedOut: 0,
			clearError: true,
			pass: true,
		},
	],
	refusals: [
		{ scenario: 'half refused', items: 2, lost: 0, twice: 0, requests: 4, refused: 2, pass: true },
	],
});

describe('npm run reliability writes the page only from a fully passing run', () => {
	it('accepts a run in which every test and every row passed', () => {
		expect(problems(passed(13), figures())).toEqual([]);
	});

	it('refuses a run with a failed or skipped test, or of only some tests', () => {
		expect(
			problems({ ...passed(13), success: false, numFailedTests: 1, numPassedTests: 12 }, figures()),
		).toEqual([
			'jest reports the run as failed',
			'1 failed tests, 0 suites that could not run',
			'12 of 13 tests passed',
		]);
		expect(problems({ ...passed(13), numPendingTests: 2, numPassedTests: 11 }, figures())).toEqual([
			'2 tests skipped or to do: the page needs every test',
			'11 of 13 tests passed',
		]);
		expect(problems({ ...passed(0), numTotalTests: 0 }, figures())).toEqual([
			'0 of 0 tests passed',
		]);
	});

	it('refuses rows that did not pass, were not checked, or sections not measured', () => {
		const f = figures();
		f.charges[0].pass = false;
		delete f.tokens[0].pass;
		f.load = undefined;
		expect(problems(passed(13), f)).toEqual([
			'1 of 1 charge rows did not pass',
			'1 of 1 token rows did not pass',
			'no load figures were measured',
		]);
		expect(problems(passed(13), undefined)).toEqual(['the suite saved no figures']);
		expect(problems(undefined, figures())).toEqual(['jest wrote no results']);
	});
});
