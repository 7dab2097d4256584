/**
 * `npm run reliability`: runs the reliability suite (test/reliability/) on its own and writes
 * docs/reliability.md from its figures, only when every test of that run passed and every row
 * says it passed. Otherwise it says why and leaves the page as it is. `npm test` runs the same
 * suite without writing anything, so the working tree stays clean.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { FIGURES_FILE_ENV, type Figures, type Judged } from '../../test/reliability/report';
import { reliabilityPage, type TestOutcome } from './page';

const ROOT = join(__dirname, '..', '..');
const PAGE = join(ROOT, 'docs', 'reliability.md');
const SUITE = 'test/reliability/reliability.test.ts';

interface JestResults {
	success: boolean;
	numTotalTests: number;
	numPassedTests: number;
	numFailedTests: number;
	numPendingTests: number;
	numTodoTests: number;
	numRuntimeErrorTestSuites: number;
	testResults: Array<{ name: string; status: string; message: string; assertionResults: Array<{ fullName: string; status: string; duration?: number | null }> }>;
}

/** Why the run may not be published; empty when every test and every row passed. */
export function problems(results: JestResults | undefined, figures: Figures | undefined): string[] {
	if (!results) return ['jest wrote no results'];
	const found: string[] = [];
	if (!results.success) found.push('jest reports the run as failed');
	if (results.numFailedTests || results.numRuntimeErrorTestSuites) found.push(`${results.numFailedTests} failed tests, ${results.numRuntimeErrorTestSuites} suites that could not run`);
	if (results.numPendingTests || results.numTodoTests) found.push(`${results.numPendingTests + results.numTodoTests} tests skipped or to do: the page needs every test`);
	if (!results.numTotalTests || results.numPassedTests !== results.numTotalTests) found.push(`${results.numPassedTests} of ${results.numTotalTests} tests passed`);
	const files = results.testResults.map((r) => relative(ROOT, r.name));
	if (files.length !== 1 || files[0] !== SUITE) found.push(`expected exactly ${SUITE}, jest ran: ${files.join(', ') || 'nothing'}`);
	if (!figures) return [...found, 'the suite saved no figures'];
	const rows: Array<[string, Judged[]]> = [
		['fault cells', figures.faults],
		['charge rows', figures.charges],
		['bad-input rows', figures.badInputs],
		['token rows', figures.tokens],
		['leak-search figures', figures.leaks ? [figures.leaks] : []],
		['load figures', figures.load ? [figures.load] : []],
	];
	for (const [name, list] of rows) {
		if (!list.length) found.push(`no ${name} were measured`);
		const unproven = list.filter((row) => row.pass !== true).length;
		if (unproven) found.push(`${unproven} of ${list.length} ${name} did not pass`);
	}
	return found;
}

function readJson<T>(file: string): T | undefined {
	return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

function main(): number {
	const dir = mkdtempSync(join(tmpdir(), 'seo-reliability-'));
	try {
		const resultsFile = join(dir, 'results.json');
		const figuresFile = join(dir, 'figures.json');
		const jest = require.resolve('jest/bin/jest');
		const run = spawnSync(process.execPath, [jest, '--ci', '--json', `--outputFile=${resultsFile}`, SUITE], {
			cwd: ROOT,
			stdio: 'inherit',
			env: { ...process.env, [FIGURES_FILE_ENV]: figuresFile },
		});
		const results = readJson<JestResults>(resultsFile);
		const figures = readJson<Figures>(figuresFile);
		const found = problems(results, figures);
		if (run.status !== 0) found.unshift(`jest exited with ${run.status ?? run.signal}`);
		if (found.length) {
			process.stderr.write(`\ndocs/reliability.md NOT written:\n${found.map((p) => `  - ${p}`).join('\n')}\n`);
			return 1;
		}
		const tests: TestOutcome[] = results!.testResults[0].assertionResults.map((t) => ({ name: t.fullName, status: t.status, seconds: (t.duration ?? 0) / 1000 }));
		writeFileSync(PAGE, reliabilityPage(figures!, { date: new Date().toISOString().slice(0, 10), node: process.version, tests }));
		process.stdout.write(`\ndocs/reliability.md written from a run in which all ${tests.length} tests passed.\n`);
		return 0;
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

if (require.main === module) process.exitCode = main();
