/**
 * `npm run e2e:queue`: the packed package in n8n's queue mode: Redis, a private PostgreSQL, one
 * main process and two workers, each with the package installed in its own user folder, against
 * the simulator. See docs/scaling.md for what it shows and the figures of the latest run.
 *
 * Production executions (webhooks) go through Redis to the workers; the polling triggers run on
 * the main process and the executions of the three that fire (Robots.txt Changed, Video Task
 * Finished, Check Finished) on the workers; the main process is restarted between two robots.txt
 * changes. Every process is started here and stopped here by its id.
 * Flags: --no-build (use dist/ as it is). About 5 minutes once n8n is installed.
 */
import type { N8nInstance } from '../../dev/n8n/runtime';
import { stopOnSignals } from '../../dev/n8n/install';
import { cleanup, newRun, type QueueRun } from './context';
import { checkOutcome, measure, stopAndReport } from './figures';
import {
	restartMainAndFirstWorker,
	runAfterRestart,
	runWebhookLoad,
	waitForBothTriggers,
} from './scenario';
import {
	installN8nProcesses,
	prepareServiceState,
	startN8nAndTriggers,
	startServices,
} from './setup';
import { log } from './settings';

async function main(): Promise<number> {
	const run = newRun(process.argv.includes('--no-build'));
	stopOnSignals(() => cleanup(run), log);
	try {
		const sharedEnv = await startServices(run);
		const watched = await prepareServiceState(run);
		await installN8nProcesses(run, sharedEnv, watched);
		await startN8nAndTriggers(run, watched);
		const beforeRestart = await runWebhookLoad(run);
		await waitForBothTriggers(run, watched, beforeRestart);
		const restart = await restartMainAndFirstWorker(run);
		const afterRestart = await runAfterRestart(run, restart);
		const report = await measure(run, {
			watched,
			versions: [beforeRestart, restart.savedWhileDown, afterRestart],
			restart,
		});
		checkOutcome(run, report, watched);
		return await stopAndReport(run, report);
	} catch (error) {
		printFailure(run, error as Error);
		return 1;
	} finally {
		await cleanup(run);
	}
}

function printFailure(run: QueueRun, error: Error): void {
	log(`\nQueue-mode run stopped: ${error.stack ?? error.message}`);
	const processes: Array<[string, N8nInstance | undefined]> = [
		['main', run.main],
		...run.workers.map((w, i) => [`worker ${i + 1}`, w] as [string, N8nInstance]),
	];
	for (const [name, n8n] of processes) {
		if (n8n?.serverLog)
			log(`\nLast lines of the ${name}'s log:\n${n8n.serverLog.split('\n').slice(-25).join('\n')}`);
	}
}

main().then(
	(code) => process.exit(code),
	(error: Error) => {
		process.stderr.write(`${error.stack ?? error.message}\n`);
		process.exit(1);
	},
);
