/**
 * docs/scaling.md's figures are those of a recorded `npm run e2e:queue` run: the table is the one
 * dev/n8n/queueReport.ts (the script's own) writes from the run's report (kept in docs/scaling-run.json), and that
 * run passed every check the script makes (a run that fails one is no figure to show).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { markdown, type QueueReport } from '../../dev/n8n/queueReport';
import { ROOT } from './imports';

const doc = readFileSync(join(ROOT, 'docs', 'scaling.md'), 'utf8');
const report = JSON.parse(
	readFileSync(join(ROOT, 'docs', 'scaling-run.json'), 'utf8'),
) as QueueReport;

describe('docs/scaling.md: the figures of the recorded queue-mode run', () => {
	it('the recorded run passed every check and left no process running', () => {
		expect(report.checks.length).toBeGreaterThan(0);
		expect(report.checks.filter((check) => !check.ok)).toEqual([]);
		expect(report.leftRunning).toEqual([]);
	});

	it('the table under "Figures of the latest run" is the recorded run’s, figure for figure', () => {
		const section = doc.slice(doc.indexOf('## Figures of the latest run'));
		expect(section).toContain(markdown(report).trim());
		expect(section).toContain(`run on ${report.date.slice(0, 10)}`);
		expect(section).toContain(`n8n ${report.n8n}`);
	});

	it('the table counts the audit trigger’s execution (Check Finished)', () => {
		const audit = Object.values(report.executionsPerWorker).reduce(
			(sum, workflows) => sum + (workflows.audit ?? 0),
			0,
		);
		expect(audit).toBe(1);
	});
});
