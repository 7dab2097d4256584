import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { N8N_VERSION, OUTPUT_DIR } from '../../dev/n8n/paths';
import { markdown, type QueueReport } from '../../dev/n8n/queueReport';

export { markdown, type ProcessRecord, type QueueReport } from '../../dev/n8n/queueReport';

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - text.length));

export function printReport(report: QueueReport, log: (line: string) => void): void {
	log(`\nQueue mode, n8n ${report.n8n}: figures`);
	const table = markdown(report)
		.split('\n')
		.slice(2)
		.map((row) => row.slice(2, -2).split(' | '));
	const width = Math.max(...table.map(([k]) => k.length));
	for (const [k, v] of table) log(`  ${pad(k, width)}  ${v}`);
	if (report.notes.length)
		log(`\nn8n said about this set-up:\n${report.notes.map((n) => `  ${n.trim()}`).join('\n')}`);
	log('\nChecks:');
	for (const check of report.checks) log(`  ${check.ok ? 'OK  ' : 'FAIL'}  ${check.what}`);
}

/** demo-output/queue-report.json and .md: the figures of the latest run. */
export function writeReport(report: QueueReport): string {
	mkdirSync(OUTPUT_DIR, { recursive: true });
	writeFileSync(join(OUTPUT_DIR, 'queue-report.json'), `${JSON.stringify(report, null, 2)}\n`);
	writeFileSync(
		join(OUTPUT_DIR, 'queue-report.md'),
		`Queue mode, n8n ${N8N_VERSION}, ${report.date}\n\n${markdown(report)}\n`,
	);
	return join(OUTPUT_DIR, 'queue-report.json');
}
