import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEED, startSimulator, type Simulator } from '../../simulator';
import type { NetworkProfile } from '../../simulator';
import { ensureN8nInstalled } from '../../dev/n8n/install';
import { OUTPUT_DIR } from '../../dev/n8n/paths';
import type { N8nInstance } from '../../dev/n8n/runtime';
import {
	prepareN8n,
	runQueryImport,
	runUptimeReport,
	runVideoQueue,
	type ExampleOutcome,
} from '../../dev/n8n/scenario';
import { proveTriggers } from '../../dev/n8n/triggers';
import {
	runClientOnboarding,
	runKeywordResearch,
	runSerpSnapshot,
} from '../../dev/n8n/agentExamples';
import { runSeoAssistant } from './assistant';

/** The demo's phases: each example's outcome is printed as it ends and kept for the summary. */

export const log = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export interface Demo {
	started: number;
	outcomes: ExampleOutcome[];
	sim?: Simulator;
	n8n?: N8nInstance;
}

function record(demo: Demo, ...outcomes: ExampleOutcome[]): void {
	for (const outcome of outcomes) {
		demo.outcomes.push(outcome);
		log(`\n${outcome.ok ? 'OK  ' : 'FAIL'}  ${outcome.name}  (${seconds(outcome.ms)})`);
		for (const line of outcome.lines) log(`      ${line}`);
		if (outcome.error) log(`      error: ${outcome.error}`);
	}
}

/** `npm run demo:install`: n8n into .n8n-demo, nothing else. */
export async function installOnly(): Promise<number> {
	const { installed, ms } = await ensureN8nInstalled(log);
	log(
		installed
			? `n8n installed in ${seconds(ms)}.`
			: 'n8n is already installed (.n8n-demo/n8n/installed.json).',
	);
	return 0;
}

/** The simulator, then n8n with the packed package, the credentials and the examples imported. */
export async function prepareDemo(
	demo: Demo,
	build: boolean,
	network: NetworkProfile,
): Promise<{ sim: Simulator; n8n: N8nInstance }> {
	const sim = (demo.sim = await startSimulator({ network }));
	log(`Simulator running at ${sim.baseUrl} (seeded paid account ${SEED.paid.email}).`);
	const prepared = await prepareN8n({
		name: 'demo',
		sim,
		account: SEED.paid,
		build,
		log,
	});
	const n8n = (demo.n8n = prepared.n8n);
	log(
		`Prepared in ${seconds(Date.now() - demo.started)} (n8n install ${seconds(prepared.timings.install)}, build+pack ${seconds(prepared.timings.pack)}, imports ${seconds(prepared.timings.import)}).`,
	);
	return { sim, n8n };
}

/** The examples headlessly (`n8n execute`); returns the report ID of the video task the video example queued. */
export async function runExamples(
	demo: Demo,
	sim: Simulator,
	n8n: N8nInstance,
): Promise<string | undefined> {
	log('\nRunning the examples with `n8n execute` (Manual Trigger)...');
	const report = await runUptimeReport(n8n);
	record(demo, report);
	// The example hands its report on as a binary item; the demo keeps a copy to open.
	if (report.output) {
		// A fresh checkout has no demo-output/ yet.
		mkdirSync(OUTPUT_DIR, { recursive: true });
		writeFileSync(join(OUTPUT_DIR, 'uptime-report.html'), report.output);
	}
	record(demo, await runQueryImport(n8n));
	const queued = await runVideoQueue(n8n);
	record(demo, queued);
	// The OpenAI credential points at the simulator's scripted chat model: no key, no network.
	record(demo, await runSeoAssistant(n8n, sim));
	return queued.reportId;
}

/** The trigger examples under `n8n start`. */
export async function runTriggerExamples(
	demo: Demo,
	sim: Simulator,
	n8n: N8nInstance,
	reportId: string | undefined,
): Promise<void> {
	log('\nTrigger examples under `n8n start`...');
	const { robots, video, drops, digest, audit } = await proveTriggers({ n8n, sim, reportId, log });
	record(demo, robots, video, drops, digest, audit);
}

/** The examples on the agent operations (`n8n execute`), after the triggers: they change the account. */
export async function runAgentExamples(demo: Demo, n8n: N8nInstance): Promise<void> {
	log('\nExamples on the agent operations with `n8n execute` (Manual Trigger)...');
	record(demo, await runKeywordResearch(n8n));
	record(demo, await runClientOnboarding(n8n));
	record(demo, await runSerpSnapshot(n8n));
}

export function recordFailure(demo: Demo, error: Error): void {
	log(`\nDemo stopped: ${error.message}`);
	if (demo.n8n?.serverLog)
		log(`\nLast n8n log lines:\n${demo.n8n.serverLog.split('\n').slice(-30).join('\n')}`);
	demo.outcomes.push({ name: 'demo', ok: false, lines: [], ms: 0, error: error.message });
}

/** The closing line; the exit code is 1 when any example run failed. */
export function summary(demo: Demo): number {
	const failed = demo.outcomes.filter((o) => !o.ok);
	log(
		`\n${demo.outcomes.length - failed.length} of ${demo.outcomes.length} example runs OK in ${seconds(Date.now() - demo.started)}. Output files are in ${OUTPUT_DIR}.`,
	);
	return failed.length ? 1 : 0;
}
