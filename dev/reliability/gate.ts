/**
 * The rule `npm run reliability` publishes by: docs/reliability.md is written only from a run in
 * which every test and every row passed. Kept here so its test
 * (test/tooling/reliabilityPage.test.ts) and the script (scripts/reliability/) share it without
 * importing each other.
 */
import { join, relative } from 'node:path';
import { RELIABILITY_SUITE, type Figures, type Judged } from './figures';

const ROOT = join(__dirname, '..', '..');

/** The part of jest's `--json` output the rule reads. */
export interface JestResults {
	success: boolean;
	numTotalTests: number;
	numPassedTests: number;
	numFailedTests: number;
	numPendingTests: number;
	numTodoTests: number;
	numRuntimeErrorTestSuites: number;
	testResults: Array<{
		name: string;
		status: string;
		message: string;
		assertionResults: Array<{ fullName: string; status: string; duration?: number | null }>;
	}>;
}

/** Why the run may not be published; empty when every test and every row passed. */
export function problems(results: JestResults | undefined, figures: Figures | undefined): string[] {
	if (!results) return ['jest wrote no results'];
	const found: string[] = [];
	if (!results.success) found.push('jest reports the run as failed');
	if (results.numFailedTests || results.numRuntimeErrorTestSuites)
		found.push(
			`${results.numFailedTests} failed tests, ${results.numRuntimeErrorTestSuites} suites that could not run`,
		);
	if (results.numPendingTests || results.numTodoTests)
		found.push(
			`${results.numPendingTests + results.numTodoTests} tests skipped or to do: the page needs every test`,
		);
	if (!results.numTotalTests || results.numPassedTests !== results.numTotalTests)
		found.push(`${results.numPassedTests} of ${results.numTotalTests} tests passed`);
	const files = results.testResults.map((r) => relative(ROOT, r.name));
	if (files.length !== 1 || files[0] !== RELIABILITY_SUITE)
		found.push(`expected exactly ${RELIABILITY_SUITE}, jest ran: ${files.join(', ') || 'nothing'}`);
	if (!figures) return [...found, 'the suite saved no figures'];
	const rows: Array<[string, Judged[]]> = [
		['fault cells', figures.faults],
		['charge rows', figures.charges],
		['bad-input rows', figures.badInputs],
		['token rows', figures.tokens],
		['leak-search figures', figures.leaks ? [figures.leaks] : []],
		['load figures', figures.load ? [figures.load] : []],
		['redirect rows', figures.redirects ?? []],
		['refusal rows', figures.refusals ?? []],
	];
	for (const [name, list] of rows) {
		if (!list.length) found.push(`no ${name} were measured`);
		const unproven = list.filter((row) => row.pass !== true).length;
		if (unproven) found.push(`${unproven} of ${list.length} ${name} did not pass`);
	}
	return found;
}
