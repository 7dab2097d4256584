/**
 * `npm run reliability`: runs the reliability suite (test/reliability/) on its own and writes
 * docs/reliability.md from its figures, only when every test of that run passed and every row
 * says it passed. Otherwise it says why and leaves the page as it is. `npm test` runs the same
 * suite without writing anything, so the working tree stays clean.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIGURES_FILE_ENV, RELIABILITY_SUITE, type Figures } from '../../dev/reliability/figures';
import { problems, type JestResults } from '../../dev/reliability/gate';
import { reliabilityPage, type TestOutcome } from './page';

const ROOT = join(__dirname, '..', '..');
const PAGE = join(ROOT, 'docs', 'reliability.md');

function readJson<T>(file: string): T | undefined {
	return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

interface SuiteRun {
	/** jest's exit code, or the signal that ended it. */
	exit: number | string | null;
	results?: JestResults;
	figures?: Figures;
}

/** Runs the reliability suite alone under jest, which writes its results and the suite its figures into `dir`. */
function runSuite(dir: string): SuiteRun {
	const resultsFile = join(dir, 'results.json');
	const figuresFile = join(dir, 'figures.json');
	const jest = require.resolve('jest/bin/jest');
	const run = spawnSync(
		process.execPath,
		[jest, '--ci', '--json', `--outputFile=${resultsFile}`, RELIABILITY_SUITE],
		{
			cwd: ROOT,
			stdio: 'inherit',
			env: { ...process.env, [FIGURES_FILE_ENV]: figuresFile },
		},
	);
	return {
		exit: run.status ?? run.signal,
		results: readJson<JestResults>(resultsFile),
		figures: readJson<Figures>(figuresFile),
	};
}

/** Why the page may not be written from this run; empty when it may. */
function refusals(run: SuiteRun): string[] {
	const found = problems(run.results, run.figures);
	if (run.exit !== 0) found.unshift(`jest exited with ${run.exit}`);
	return found;
}

function writePage(results: JestResults, figures: Figures): void {
	const tests: TestOutcome[] = results.testResults[0].assertionResults.map((t) => ({
		name: t.fullName,
		status: t.status,
		seconds: (t.duration ?? 0) / 1000,
	}));
	writeFileSync(
		PAGE,
		reliabilityPage(figures, {
			date: new Date().toISOString().slice(0, 10),
			node: process.version,
			tests,
		}),
	);
	process.stdout.write(
		`\ndocs/reliability.md written from a run in which all ${tests.length} tests passed.\n`,
	);
}

function main(): number {
	const dir = mkdtempSync(join(tmpdir(), 'seo-reliability-'));
	try {
		const run = runSuite(dir);
		const found = refusals(run);
		if (found.length) {
			process.stderr.write(
				`\ndocs/reliability.md NOT written:\n${found.map((p) => `  - ${p}`).join('\n')}\n`,
			);
			return 1;
		}
		writePage(run.results!, run.figures!);
		return 0;
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

if (require.main === module) process.exitCode = main();
