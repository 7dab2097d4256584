import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { EXAMPLES } from '../../dev/n8n/examples';
import { N8N_VERSION } from '../../dev/n8n/paths';
import { listExecutions } from '../../dev/n8n/scenario';
import { videoState } from '../../simulator/tools-api/state';
import { check, cleanup, harvest, type QueueRun } from './context';
import { firedIds, groupAlive } from './executions';
import { markdown, printReport, writeReport, type QueueReport } from './report';
import type { Restart } from './scenario';
import {
	ACCESS_TTL_MS,
	GENERATE_RUNS,
	IMPORT_RUNS,
	log,
	MAX_LOGINS,
	PROJECT,
	secondsSinceStart,
	UPTIME_RUNS,
	UPTIME_RUNS_AFTER_RESTART,
	WORKERS,
} from './settings';

/** The closing phases: count what happened, check it, stop everything, report. */

export interface Happened {
	/** The video task the trigger watched by report ID. */
	watched: string;
	/** The three robots.txt versions saved: before, during and after the restart. */
	versions: [string, string, string];
	restart: Restart;
}

/** Reads the figures from n8n, the worker logs, the simulator's request log and the files the examples wrote. */
export async function measure(run: QueueRun, happened: Happened): Promise<QueueReport> {
	const sim = run.sim!;
	const main = run.main!;
	const { watched, versions, restart } = happened;
	const [, v2] = versions;
	const all = (
		await Promise.all(Object.values(EXAMPLES).map((e) => listExecutions(main, e.id)))
	).flat();
	const workflowOf = new Map(
		all.map((e) => [
			e.id,
			Object.entries(EXAMPLES).find(([, x]) => x.id === e.workflowId)?.[0] ?? e.workflowId,
		]),
	);
	const perWorker: QueueReport['executionsPerWorker'] = {};
	const onWorkers = new Set<string>();
	harvest(run);
	for (const [label, ids] of run.startedOn) {
		const counts: Record<string, number> = {};
		for (const id of ids) {
			onWorkers.add(id);
			const wf = workflowOf.get(id) ?? 'other';
			counts[wf] = (counts[wf] ?? 0) + 1;
		}
		perWorker[label] = counts;
	}
	const byStatus: Record<string, number> = {};
	for (const e of all) byStatus[e.status] = (byStatus[e.status] ?? 0) + 1;
	const auth = sim.requests.filter((r) => r.method === 'POST' && r.path === '/api-rest/user/auth');
	const refreshes = sim.requests.filter((r) => r.path === '/api-rest/user/refresh-token');
	const created = sim.state
		.project(PROJECT)!
		.robotsVersions.filter((v) => versions.includes(String(v.id))).length;
	const robotsFired = await firedIds(main, EXAMPLES.robots.id, 'Robots.txt Changed', 'version_id');
	const videoFired = await firedIds(main, EXAMPLES.video.id, 'Video Task Finished', 'report_id');
	const files = readdirSync(run.filesDir);
	const tasks = videoState(sim.state).tasks;
	const queueings = sim.requests.filter((r) => r.method === 'POST' && r.path === '/api/aivideo');
	return {
		date: new Date().toISOString(),
		n8n: N8N_VERSION,
		runtimeSeconds: 0,
		setup: [
			`${WORKERS} workers (--concurrency=5)`,
			'PostgreSQL (private cluster)',
			'Redis (no persistence)',
		],
		executionsPerWorker: perWorker,
		executionsTotal: all.length,
		executionsByStatus: byStatus,
		executionsOnMain: all.filter((e) => !onWorkers.has(e.id)).length,
		logins: {
			total: auth.length,
			beforeRestart: auth.filter((r) => r.at < restart.restartAt).length,
			afterRestart: auth.filter((r) => r.at >= restart.restartAt).length,
			refreshes: refreshes.length,
			refreshesAfterRestart: refreshes.filter((r) => r.at >= restart.restartAt).length,
			accessTokenLifetimeSeconds: ACCESS_TTL_MS / 1000,
			jwtExecutions: all.filter((e) => e.workflowId === EXAMPLES.uptime.id).length,
		},
		events: {
			robots: {
				created,
				fired: robotsFired.length,
				lost: versions.filter((v) => !robotsFired.includes(v)).length,
				duplicates: robotsFired.length - new Set(robotsFired).size,
				firedAcrossRestart: robotsFired.filter((v) => v === v2).length,
			},
			video: {
				watched: 1,
				fired: videoFired.length,
				lost: videoFired.includes(watched) ? 0 : 1,
				duplicates: videoFired.length - new Set(videoFired).size,
			},
		},
		videoCap: {
			generations: all.filter((e) => e.workflowId === EXAMPLES.video.id && e.mode === 'webhook')
				.length,
			tasksCreated: tasks.filter((t) => String(t.id) !== watched).length,
			// Every queueing request that created no task: the service's -60 (no other refusal occurs here).
			refusedTooMany: queueings.length - tasks.length,
			workers: Object.values(perWorker).filter((counts) => (counts.video ?? 0) > 0).length,
		},
		files: {
			uptimeReports: files.filter((f) => /^uptime-report-\d+\.html$/.test(f)).length,
			videos: files.filter((f) => f.endsWith('.mp4')).length,
		},
		mainRestart: {
			stoppedPid: restart.stoppedPid,
			startedPid: main.pid!,
			workerStoppedPid: restart.stoppedWorkerPid,
			workerStartedPid: run.workers[0].pid!,
			readyMs: restart.readyMs,
		},
		processes: run.processes,
		leftRunning: [],
		// n8n's own warnings about this set-up, as the main process logged them (informational).
		notes: [
			...new Set(
				run.startLogs
					.join('\n')
					.match(
						/^.*(?:Postgres \d+ is (?:not supported|outside the supported range)|not officially supported).*$/gm,
					) ?? [],
			),
		],
		checks: run.checks,
	};
}

/** What queue mode must have done: every execution on a worker, every event once, at most one login per worker. */
export function checkOutcome(run: QueueRun, report: QueueReport, watched: string): void {
	const perWorker = report.executionsPerWorker;
	const byStatus = report.executionsByStatus;
	// Trigger executions: three robots.txt versions, the video task, and the audit's Check Finished.
	const triggered = 3 + 1 + 1;
	const expected =
		UPTIME_RUNS + UPTIME_RUNS_AFTER_RESTART + IMPORT_RUNS + GENERATE_RUNS + triggered;
	check(
		run,
		report.executionsTotal === expected && byStatus.success === expected,
		`${expected} executions, all successful (got ${report.executionsTotal}: ${JSON.stringify(byStatus)})`,
	);
	check(
		run,
		run.workers.every((_, i) =>
			Object.keys(perWorker).some(
				(label) => label.startsWith(`worker ${i + 1}`) && Object.keys(perWorker[label]).length > 0,
			),
		),
		'every worker ran executions',
	);
	check(run, report.executionsOnMain === 0, 'no execution ran on the main process');
	check(
		run,
		report.events.robots.lost === 0 &&
			report.events.robots.duplicates === 0 &&
			report.events.robots.created === 3,
		'robots.txt: 3 versions saved, each fired once (none lost, none twice)',
	);
	check(
		run,
		report.events.robots.firedAcrossRestart === 1,
		'the version saved while the main process was down fired once after the restart',
	);
	check(
		run,
		report.events.video.fired === 1 && report.events.video.duplicates === 0,
		`video task ${watched} (watched by report ID) fired once, also across the restart`,
	);
	check(
		run,
		existsSync(join(run.filesDir, `video-${watched}.mp4`)) &&
			report.files.videos === GENERATE_RUNS + 1,
		`${GENERATE_RUNS} videos generated with Wait for Completion on the workers, and ${watched} downloaded by the trigger path, saved`,
	);
	const cap = report.videoCap;
	check(
		run,
		cap.generations === GENERATE_RUNS && cap.tasksCreated === GENERATE_RUNS,
		`${GENERATE_RUNS} video generations queued ${GENERATE_RUNS} tasks: none queued or charged twice (got ${cap.generations} generations, ${cap.tasksCreated} tasks)`,
	);
	check(
		run,
		cap.workers >= 2 && cap.refusedTooMany > 0,
		`both workers queued video tasks and the service refused ${cap.refusedTooMany} as one too many (-60): the items waited for a place instead of failing`,
	);
	check(
		run,
		report.files.uptimeReports === UPTIME_RUNS + UPTIME_RUNS_AFTER_RESTART,
		'one uptime report file per uptime execution',
	);
	if (MAX_LOGINS !== undefined)
		check(
			run,
			report.logins.total <= MAX_LOGINS,
			`at most ${MAX_LOGINS} login(s) for ${report.logins.jwtExecutions} executions with the account credential`,
		);
}

/** Stops every process, checks none is left, prints and writes the report; returns the exit code. */
export async function stopAndReport(run: QueueRun, report: QueueReport): Promise<number> {
	await cleanup(run);
	report.leftRunning = run.processes.filter((p) => groupAlive(p.pid)).map((p) => p.pid);
	check(
		run,
		report.leftRunning.length === 0,
		`every process started here was stopped by its id (${run.processes.map((p) => `${p.role} ${p.pid}`).join(', ')})`,
	);
	report.runtimeSeconds = secondsSinceStart();
	printReport(report, log);
	log(`\nWritten to ${writeReport(report)} (and queue-report.md)`);
	if (process.env.SEO_QUEUE_PRINT_MD) log(`\n${markdown(report)}`);
	const failed = run.checks.filter((c) => !c.ok).length;
	log(
		failed
			? `\n${failed} check(s) failed.`
			: `\nQueue mode: all checks passed in ${report.runtimeSeconds} s.`,
	);
	return failed ? 1 : 0;
}
