import { SEED } from '../../simulator';
import { EXAMPLES } from '../../dev/n8n/examples';
import { sleep } from '../../dev/n8n/runtime';
import { simControl } from '../../dev/n8n/scenario';
import { simNow } from '../../dev/n8n/triggers';
import { harvest, type QueueRun } from './context';
import { callWebhooks, waitExecutions, waitFired } from './executions';
import { changeRobots } from './service-actions';
import {
	GENERATE_RUNS,
	IMPORT_RUNS,
	step,
	UPTIME_RUNS,
	UPTIME_RUNS_AFTER_RESTART,
	WEBHOOK,
	WORKER_START,
} from './settings';

/** The phases of the load itself: webhook executions, trigger events, a restart of the main process and one worker. */

export interface Restart {
	stoppedPid: number;
	stoppedWorkerPid: number;
	/** Simulator time of the stop: logins and refreshes are counted before and after it. */
	restartAt: number;
	readyMs: number;
	/** The robots.txt version saved while the main process was down. */
	savedWhileDown: string;
}

/** Saves a robots.txt version, then runs every webhook workflow many times at once; returns the version. */
export async function runWebhookLoad(run: QueueRun): Promise<string> {
	const sim = run.sim!;
	const main = run.main!;
	const v1 = await changeRobots(sim);
	step(
		`Saved robots.txt version ${v1}; calling the webhooks: ${UPTIME_RUNS} uptime reports, ${IMPORT_RUNS} query imports, then ${GENERATE_RUNS} video generations`,
	);
	await simControl(sim, '/__sim/video/settings', { durationMs: 12_000 });
	await Promise.all([
		callWebhooks(main, WEBHOOK.uptime, UPTIME_RUNS),
		callWebhooks(main, WEBHOOK.queries, IMPORT_RUNS),
	]);
	await Promise.all([
		waitExecutions(main, EXAMPLES.uptime.id, 'webhook', UPTIME_RUNS, 180_000),
		waitExecutions(main, EXAMPLES.queries.id, 'webhook', IMPORT_RUNS, 180_000),
	]);
	// Alone, so that no worker's slots are taken by other runs: 8 long executions over two
	// workers of concurrency 5 put video runs on both, and more tasks than the service allows.
	step(`Uptime and import executions finished; ${GENERATE_RUNS} video generations at once`);
	await callWebhooks(main, WEBHOOK.video, GENERATE_RUNS);
	await waitExecutions(main, EXAMPLES.video.id, 'webhook', GENERATE_RUNS, 300_000);
	step('Every webhook execution finished');
	return v1;
}

/** Completes the watched video task and waits until both triggers fired (robots.txt for `robotsVersion`). */
export async function waitForBothTriggers(
	run: QueueRun,
	watched: string,
	robotsVersion: string,
): Promise<void> {
	const main = run.main!;
	// Only now: a Generate run still going would save the workflow's static data (loaded at its start) over the trigger's cursor.
	await simControl(run.sim!, `/__sim/video/${watched}/complete`);
	// An audit of the shop that runs two minutes: a once-a-minute Check Finished poll sees it
	// running, the next one after its end fires the audit example (on a worker).
	await simControl(run.sim!, `/__sim/projects/${SEED.projects.shop}/start-check`, {
		kind: 'audit',
		minutes: 2,
	});
	step(
		`Completed video task ${watched} and started an audit; waiting for the three triggers to fire (next once-a-minute polls)...`,
	);
	await Promise.all([
		waitFired(main, EXAMPLES.robots.id, 'Robots.txt Changed', 'version_id', robotsVersion, 150_000),
		waitFired(main, EXAMPLES.video.id, 'Video Task Finished', 'report_id', watched, 150_000),
		waitFired(main, EXAMPLES.audit.id, 'On Audit Finished', 'kind', 'audit', 240_000),
	]);
	step(
		`Robots.txt Changed fired for ${robotsVersion}; Video Task Finished fired for ${watched}; Check Finished fired for the audit`,
	);
}

/** Main and worker 1 restart together, a robots.txt version saved while they are down: the new processes have only the database and Redis. */
export async function restartMainAndFirstWorker(run: QueueRun): Promise<Restart> {
	const sim = run.sim!;
	const main = run.main!;
	const worker = run.workers[0];
	run.startLogs.push(main.serverLog);
	const stoppedPid = main.pid!;
	const stoppedWorkerPid = worker.pid!;
	harvest(run);
	await Promise.all([main.stop(), worker.stop()]);
	run.labels[0] = 'worker 1 (restarted)';
	const restartAt = simNow(sim);
	const savedWhileDown = await changeRobots(sim);
	step(
		`Main process (pid ${stoppedPid}) and worker 1 (pid ${stoppedWorkerPid}) stopped; saved robots.txt version ${savedWhileDown} while they were down`,
	);
	const restartStarted = Date.now();
	await Promise.all([main.start(), worker.start(WORKER_START)]);
	const readyMs = Date.now() - restartStarted;
	await main.login();
	run.processes.push(
		{ role: 'n8n main (restarted)', pid: main.pid! },
		{ role: 'n8n worker 1 (restarted)', pid: worker.pid! },
	);
	step(
		`Restarted: main pid ${main.pid}, worker 1 pid ${worker.pid} (ready in ${(readyMs / 1000).toFixed(1)} s); the main's activation polls read the cursors from the database`,
	);
	return { stoppedPid, stoppedWorkerPid, restartAt, readyMs, savedWhileDown };
}

/** The version saved while down fires; one more version and more uptime runs after the restart. Returns that last version. */
export async function runAfterRestart(run: QueueRun, restart: Restart): Promise<string> {
	const main = run.main!;
	await waitFired(
		main,
		EXAMPLES.robots.id,
		'Robots.txt Changed',
		'version_id',
		restart.savedWhileDown,
		120_000,
	);
	const v3 = await changeRobots(run.sim!);
	step(
		`Robots.txt Changed fired for ${restart.savedWhileDown}; saved version ${v3}; ${UPTIME_RUNS_AFTER_RESTART} more uptime reports`,
	);
	await callWebhooks(main, WEBHOOK.uptime, UPTIME_RUNS_AFTER_RESTART);
	await Promise.all([
		waitExecutions(
			main,
			EXAMPLES.uptime.id,
			'webhook',
			UPTIME_RUNS + UPTIME_RUNS_AFTER_RESTART,
			180_000,
		),
		waitFired(main, EXAMPLES.robots.id, 'Robots.txt Changed', 'version_id', v3, 150_000),
	]);
	step(`Robots.txt Changed fired for ${v3}`);
	// Executions that the last polls enqueued (a replay would be one) get time to finish before counting.
	await sleep(5000);
	return v3;
}
