/**
 * `npm run demo`: the package in a real n8n, against the simulator.
 *
 * Builds and packs the package, installs n8n (once, cached in .n8n-demo/), installs the tarball
 * as a community package, imports the credentials and the examples, runs the examples headlessly
 * (`n8n execute`; the SEO assistant's AI Agent talks to the simulator's scripted chat model), then proves the two trigger examples under `n8n start`. Leaves nothing running.
 *
 * Flags: --no-build (use dist/ as it is), --no-triggers (skip the `n8n start` part),
 *        --install-only (`npm run demo:install`: install n8n into .n8n-demo and stop).
 */
import { SEED, startSimulator, type Simulator } from '../simulator';
import { networkFromArgs } from '../simulator/core/network';
import { ensureN8nInstalled, killAllStarted } from '../dev/n8n/install';
import { OUTPUT_DIR } from '../dev/n8n/paths';
import type { N8nInstance } from '../dev/n8n/runtime';
import { runSeoAssistant } from './demo/assistant';
import { prepareN8n, runQueryImport, runUptimeReport, runVideoQueue, type ExampleOutcome } from '../dev/n8n/scenario';
import { proveTriggers } from '../dev/n8n/triggers';

const log = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function printOutcome(outcome: ExampleOutcome): void {
	log(`\n${outcome.ok ? 'OK  ' : 'FAIL'}  ${outcome.name}  (${seconds(outcome.ms)})`);
	for (const line of outcome.lines) log(`      ${line}`);
	if (outcome.error) log(`      error: ${outcome.error}`);
}

async function main(): Promise<number> {
	const args = new Set(process.argv.slice(2));
	if (args.has('--install-only')) {
		const { installed, ms } = await ensureN8nInstalled(log);
		log(installed ? `n8n installed in ${seconds(ms)}.` : 'n8n is already installed (.n8n-demo/n8n/installed.json).');
		return 0;
	}
	const started = Date.now();
	let sim: Simulator | undefined;
	let n8n: N8nInstance | undefined;
	const outcomes: ExampleOutcome[] = [];
	// Ctrl+C or a CI timeout: n8n runs in its own process group, so stop it explicitly.
	const interrupt = (signal: NodeJS.Signals) => {
		log(`\n${signal}: stopping n8n and the simulator...`);
		killAllStarted();
		void Promise.allSettled([n8n?.stop(), sim?.close()]).then(() => process.exit(130));
	};
	process.once('SIGINT', interrupt);
	process.once('SIGTERM', interrupt);
	try {
		sim = await startSimulator({ network: networkFromArgs(process.argv) });
		log(`Simulator running at ${sim.baseUrl} (seeded paid account ${SEED.paid.email}).`);
		const prepared = await prepareN8n({ name: 'demo', sim, account: SEED.paid, filesDir: OUTPUT_DIR, build: !args.has('--no-build'), log });
		n8n = prepared.n8n;
		log(`Prepared in ${seconds(Date.now() - started)} (n8n install ${seconds(prepared.timings.install)}, build+pack ${seconds(prepared.timings.pack)}, imports ${seconds(prepared.timings.import)}).`);

		log('\nRunning the examples with `n8n execute` (Manual Trigger)...');
		outcomes.push(await runUptimeReport(n8n, OUTPUT_DIR));
		printOutcome(outcomes[outcomes.length - 1]);
		outcomes.push(await runQueryImport(n8n));
		printOutcome(outcomes[outcomes.length - 1]);
		const queued = await runVideoQueue(n8n);
		outcomes.push(queued);
		printOutcome(queued);
		// The OpenAI credential points at the simulator's scripted chat model: no key, no network.
		outcomes.push(await runSeoAssistant(n8n, sim));
		printOutcome(outcomes[outcomes.length - 1]);

		if (!args.has('--no-triggers')) {
			log('\nTrigger examples under `n8n start`...');
			const { robots, video } = await proveTriggers({ n8n, sim, reportId: queued.reportId, filesDir: OUTPUT_DIR, log });
			outcomes.push(robots, video);
			printOutcome(robots);
			printOutcome(video);
		}
	} catch (error) {
		log(`\nDemo stopped: ${(error as Error).message}`);
		if (n8n?.serverLog) log(`\nLast n8n log lines:\n${n8n.serverLog.split('\n').slice(-30).join('\n')}`);
		outcomes.push({ name: 'demo', ok: false, lines: [], ms: 0, error: (error as Error).message });
	} finally {
		await n8n?.stop();
		await sim?.close();
	}
	const failed = outcomes.filter((o) => !o.ok);
	log(`\n${outcomes.length - failed.length} of ${outcomes.length} example runs OK in ${seconds(Date.now() - started)}. Output files are in ${OUTPUT_DIR}.`);
	return failed.length ? 1 : 0;
}

main().then(
	(code) => process.exit(code),
	(error: Error) => {
		process.stderr.write(`${error.stack ?? error.message}\n`);
		process.exit(1);
	},
);
