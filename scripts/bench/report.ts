import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './built-package';
import {
	cells,
	END,
	lastRecorded,
	lastRecordedLine,
	recordedRuns,
	RUN_MARK,
	START,
	table,
	type Figure,
	type LastRecorded,
} from '../../dev/bench/figure-table';

export type { Figure } from '../../dev/bench/figure-table';

export const REPRODUCE = 'npm run bench';
const DOC = join(ROOT, 'docs', 'benchmarks.md');
/** How many full runs docs/benchmarks.md keeps. */
export const RUNS_KEPT = 3;

export function notes(figures: Figure[]): string {
	return figures
		.filter((f) => f.compares || f.note)
		.map((f) => {
			const parts = [f.compares && `compares ${f.compares}`, f.note].filter(Boolean);
			return `- ${f.group}, ${f.name}${f.target ? ` (${f.target})` : ''}: ${parts.join('; ')}`;
		})
		.join('\n');
}

/** Rows with a target that counts: every published definition, earlier ones included. */
const counted = (figures: Figure[]) => figures.filter((f) => f.met !== null);

const HEADLINE = (met: number, of: number) =>
	`${met} of ${of} targets met (every published definition, earlier ones included).`;

/** The headline: how many targets were met, and which were missed or not measured, by name. */
export function verdict(figures: Figure[]): string {
	const judged = counted(figures);
	const label = (f: Figure) => `${f.group}: ${f.name} (${f.target})`;
	const met = judged.filter((f) => f.met === true).length;
	const missed = judged.filter((f) => f.met === false).map(label);
	const skipped = judged.filter((f) => f.met === 'skipped').map(label);
	const former = figures.filter((f) => f.formerlyMet !== undefined);
	const lines = [HEADLINE(met, judged.length)];
	if (missed.length) lines.push(`Missed: ${missed.join('; ')}.`);
	if (skipped.length) lines.push(`Not measured: ${skipped.join('; ')}.`);
	if (former.length)
		lines.push(
			`Context rows that were targets: ${former.filter((f) => f.formerlyMet).length} of ${former.length} within their former target.`,
		);
	return lines.join(' ');
}

/** What SEO Tools and the HTTP Request node did under the rate limit, side by side. */
export function throttleTable(figures: Figure[]): string {
	const rows = figures.flatMap((f) => (f.throttle ? [f.throttle] : []));
	if (!rows.length) return '';
	return [
		'| Under a 20 requests/s limit, 200 items, real n8n (median, lowest–highest round) | Items lost | Time taken | Requests refused (HTTP 429) |',
		'|---|---|---|---|',
		...rows.map((r) => cells([r.who, r.lost, r.time, r.refused])),
	].join('\n');
}

export function machine(): string {
	const cpu = cpus()[0]?.model?.trim() ?? 'unknown CPU';
	return `Node ${process.version}, ${availableParallelism()} CPUs (${cpu}), ${process.platform}/${process.arch}`;
}

/** os.loadavg() as printed: "2.31, 1.80, 1.02 (1, 5, 15 min)". */
export function machineLoad(): string {
	return `${loadavg()
		.map((value) => value.toFixed(2))
		.join(', ')} (1, 5, 15 min)`;
}

/** A time as both generated sections state it ("2026-11-23 17:21 UTC"). */
export function runStamp(date = new Date()): string {
	return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export interface RunInfo {
	/** When the run started. */
	stamp: string;
	/** os.loadavg() when it started. */
	load: string;
	seconds: number;
}

/** One run as printed, and as docs/benchmarks.md records it. */
export function runBlock(figures: Figure[], run: RunInfo, last?: LastRecorded): string {
	const throttle = throttleTable(figures);
	return [
		RUN_MARK,
		`### Run of ${run.stamp}`,
		'',
		`Machine: ${machine()}. Load average at start: ${run.load}. Took ${run.seconds} s. Reproduce: \`${REPRODUCE}\`.`,
		'',
		verdict(figures),
		'',
		lastRecordedLine(last),
		'',
		...(throttle ? [throttle, ''] : []),
		table(figures),
		'',
		notes(figures),
	].join('\n');
}

/** The last run docs/benchmarks.md records (read before this run is appended), for the Last recorded column. */
export function readLastRecorded(): LastRecorded | undefined {
	return lastRecorded(readFileSync(DOC, 'utf8'));
}

/** Puts `section` (markers included) in place of the one between `start` and `end` in `file`, or appends it. */
function replaceSection(file: string, start: string, end: string, section: string): void {
	const current = readFileSync(file, 'utf8');
	const from = current.indexOf(start);
	const to = current.indexOf(end);
	const next =
		from >= 0 && to > from
			? current.slice(0, from) + section + current.slice(to + end.length)
			: `${current.trimEnd()}\n\n${section}\n`;
	writeFileSync(file, next);
}

/** Appends this run to docs/benchmarks.md, which keeps the last RUNS_KEPT (the hand-written text around them stays). */
export function appendRun(block: string): void {
	const current = readFileSync(DOC, 'utf8');
	const from = current.indexOf(START);
	const to = current.indexOf(END);
	const runs = from >= 0 && to > from ? recordedRuns(current.slice(from + START.length, to)) : [];
	const kept = [...runs, block.trim()].slice(-RUNS_KEPT);
	replaceSection(DOC, START, END, [START, kept.join('\n\n'), END].join('\n'));
}

const README = join(ROOT, 'README.md');
const README_START =
	'<!-- bench:readme:start (generated by npm run bench; do not edit by hand) -->';
const README_END = '<!-- bench:readme:end -->';

/** "SEO Tools (default settings) lost 0 of 200 (0–0) in 10.5 s (10.4 s–10.8 s)": one throttle row in words. */
const throttleWords = (row: NonNullable<Figure['throttle']>) =>
	`${row.who} lost ${row.lost} in ${row.time}`;

/**
 * Rewrites README's speed summary from the same run as docs/benchmarks.md, which keeps the full
 * table: three lines for users (the run and its headline, what SEO Tools and the HTTP Request
 * node do under a rate limit, the link). test/tooling/readmeFigures.test.ts checks them against the
 * run in docs/benchmarks.md.
 */
export function writeReadme(figures: Figure[], run: RunInfo): void {
	const judged = counted(figures);
	const throttle = figures.flatMap((f) => (f.throttle ? [f.throttle] : []));
	const section = [
		README_START,
		`Measured by \`${REPRODUCE}\`, run of ${run.stamp}: ${HEADLINE(judged.filter((f) => f.met === true).length, judged.length)}`,
		throttle.length
			? `Under a 20 requests/s limit, 200 items in a real n8n: ${throttle.map(throttleWords).join('; ')}.`
			: '',
		'Every figure, its target, the load on the machine and how each is taken: [`docs/benchmarks.md`](docs/benchmarks.md).',
		README_END,
	]
		.filter((line) => line !== '')
		.join('\n');
	replaceSection(README, README_START, README_END, section);
}
