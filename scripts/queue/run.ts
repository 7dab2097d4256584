/**
 * `npm run e2e:queue`: the packed package in n8n's queue mode: Redis, a private PostgreSQL, one
 * main process and two workers, each with the package installed in its own user folder, against
 * the simulator. See docs/scaling.md for what it shows and the figures of the latest run.
 *
 * Production executions (webhooks) go through Redis to the workers; the two polling triggers run
 * on the main process and their executions on the workers; the main process is restarted between
 * two robots.txt changes. Every process is started here and stopped here by its id.
 * Flags: --no-build (use dist/ as it is). About 5 minutes once n8n is installed.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogProfile, SEED, startSimulator, type Simulator } from '../../simulator';
import { EXAMPLES, type ExampleName, type WorkflowJson } from '../../dev/n8n/examples';
import { ensureN8nInstalled, killAllStarted } from '../../dev/n8n/install';
import { EXAMPLES_DIR, N8N_VERSION, PACK_DIR } from '../../dev/n8n/paths';
import { N8nInstance, sleep } from '../../dev/n8n/runtime';
import { executionItems, getExecution, listExecutions, prepareN8n, simControl, waitFor, type ExecutionDetail } from '../../dev/n8n/scenario';
import { NEW_ROBOTS, polls, publish, simNow } from '../../dev/n8n/triggers';
import { markdown, printReport, writeReport, type ProcessRecord, type QueueReport } from './report';
import { ensureDebianPackages, Postgres, Redis } from './services';

const WORKERS = 2;
/**
 * Fails the run when more logins than this are measured. The pre-authentication signs in at
 * most once per process (executions starting together share it), and the processes started
 * later read the stored pair: at most one login per worker of the cold start.
 */
const MAX_LOGINS: number | undefined = WORKERS;
const UPTIME_RUNS = 20;
const IMPORT_RUNS = 4;
const GENERATE_RUNS = 2;
const UPTIME_RUNS_AFTER_RESTART = 6;
/** The simulator's access-token lifetime for this run: stale (60 s before its end) by the second round of uptime runs. */
const ACCESS_TTL_MS = 120_000;
const PROJECT = SEED.projects.shop;
const ROBOTS_PATH = '/projects/api/v1/audit/robots';
const WEBHOOK = { uptime: 'seo-tools-queue-uptime', queries: 'seo-tools-queue-import', video: 'seo-tools-queue-video' } as const;

const t0 = Date.now();
const log = (line: string) => process.stdout.write(`${line}\n`);
const step = (line: string) => log(`[${String(Math.round((Date.now() - t0) / 1000)).padStart(4)} s] ${line}`);

type Connections = Record<string, { main: Array<Array<{ node: string; type: string; index: number }>> }>;

/** A production entry point the script can call at will: webhooks are how queue mode scales out. */
function addWebhook(workflow: WorkflowJson, path: string, target: string): void {
	workflow.nodes.push({
		id: randomUUID(),
		name: 'Queue Webhook',
		type: 'n8n-nodes-base.webhook',
		typeVersion: 2,
		position: [-240, 400],
		webhookId: randomUUID(),
		parameters: { httpMethod: 'POST', path, responseMode: 'onReceived', options: {} },
	} as WorkflowJson['nodes'][number]);
	(workflow.connections as Connections)['Queue Webhook'] = { main: [[{ node: target, type: 'main', index: 0 }]] };
}

function node(workflow: WorkflowJson, name: string) {
	const found = workflow.nodes.find((n) => n.name === name);
	if (!found) throw new Error(`The example "${workflow.name}" has no node "${name}"`);
	return found;
}

/**
 * The queue-mode form of the examples. The video trigger watches the explicit report ID (its
 * "queued in this workflow" registry is process memory, which a worker cannot share with the
 * main process), and Generate waits for its own task on the worker and saves the video.
 */
function adaptForQueue(filesDir: string, watchedReportId: string) {
	return (name: ExampleName, workflow: WorkflowJson): void => {
		if (name === 'uptime') {
			addWebhook(workflow, WEBHOOK.uptime, 'Get Projects');
			// One file per execution: two workers writing one path would hide a missing run.
			node(workflow, 'Save Report').parameters.fileName = `=${filesDir}/uptime-report-{{ $execution.id }}.html`;
		}
		if (name === 'queries') addWebhook(workflow, WEBHOOK.queries, 'Read CSV File');
		if (name === 'video') {
			Object.assign(node(workflow, 'Video Task Finished').parameters, { watchQueued: false, reportIds: watchedReportId });
			Object.assign(node(workflow, 'Generate Video').parameters, { waitForCompletion: true, pollInterval: 10, waitTimeout: 5, download: true, binaryPropertyName: 'data' });
			(workflow.connections as Connections)['Generate Video'] = { main: [[{ node: 'Save Video', type: 'main', index: 0 }]] };
			addWebhook(workflow, WEBHOOK.video, 'Generate Video');
		}
	};
}

/** Queues a video task the way any API client does (tools API, form fields), not through n8n. */
async function queueVideoTask(sim: Simulator): Promise<string> {
	const res = await fetch(`${sim.baseUrl}/api/aivideo?key=${SEED.paid.apiKey}`, {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams({ prompt: 'A lighthouse at dusk, waves rolling in', model: catalogProfile().default, quality: '720p' }).toString(),
	});
	const body = (await res.json()) as { report_id?: number; error?: string };
	if (body.report_id === undefined) throw new Error(`Queueing a video task failed: ${JSON.stringify(body)}`);
	return String(body.report_id);
}

async function callWebhooks(main: N8nInstance, path: string, count: number): Promise<void> {
	const answers = await Promise.all(
		Array.from({ length: count }, async () => {
			const res = await fetch(`${main.url}/webhook/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
			return `${res.status} ${await res.text()}`;
		}),
	);
	const failed = answers.filter((a) => !a.startsWith('200'));
	if (failed.length) throw new Error(`${failed.length} of ${count} calls of /webhook/${path} failed: ${failed[0]}`);
}

const finishedStatus = (status: string) => status !== 'running' && status !== 'new' && status !== 'waiting';

/** Waits until `count` executions of a workflow started from `mode` have finished. */
async function waitExecutions(main: N8nInstance, workflowId: string, mode: string, count: number, timeoutMs: number): Promise<void> {
	await waitFor(`${count} finished ${mode} execution(s) of ${workflowId}`, timeoutMs, async () => {
		const done = (await listExecutions(main, workflowId)).filter((e) => e.mode === mode && finishedStatus(e.status));
		return done.length >= count ? true : undefined;
	});
}

/** Trigger executions and the ids their events carried (execution details are cached: they never change once finished). */
const details = new Map<string, ExecutionDetail>();
async function firedIds(main: N8nInstance, workflowId: string, triggerNode: string, key: string): Promise<string[]> {
	const ids: string[] = [];
	for (const summary of await listExecutions(main, workflowId)) {
		if (summary.mode !== 'trigger' || !finishedStatus(summary.status)) continue;
		if (!details.has(summary.id)) details.set(summary.id, await getExecution(main, summary.id));
		for (const item of executionItems(details.get(summary.id)!, triggerNode)) ids.push(String(item.json[key]));
	}
	return ids;
}

async function waitFired(main: N8nInstance, workflowId: string, triggerNode: string, key: string, id: string, timeoutMs: number): Promise<void> {
	await waitFor(`${triggerNode} to fire for ${id}`, timeoutMs, async () => ((await firedIds(main, workflowId, triggerNode, key)).includes(id) ? true : undefined));
}

let robotsChanges = 0;
async function changeRobots(sim: Simulator): Promise<string> {
	robotsChanges += 1;
	await simControl(sim, `/__sim/projects/${PROJECT}/robots`, { robots: `${NEW_ROBOTS}Disallow: /queue-change-${robotsChanges}\n` });
	const versions = sim.state.project(PROJECT)!.robotsVersions;
	return String([...versions].sort((a, b) => b.dt - a.dt || b.id - a.id)[0].id);
}

/** Execution ids a worker's log says it started ("Worker started execution <id> (job <n>)", level info). */
function startedByWorker(worker: N8nInstance): string[] {
	return [...worker.serverLog.matchAll(/Worker started execution (\d+)/g)].map((m) => m[1]);
}

/** Whether any process of a group is still running (zombies do not count), from /proc. */
function groupAlive(pgid: number): boolean {
	for (const entry of readdirSync('/proc')) {
		if (!/^\d+$/.test(entry)) continue;
		try {
			const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
			const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
			if (Number(fields[2]) === pgid && fields[0] !== 'Z') return true;
		} catch {
			// ended while reading
		}
	}
	return false;
}

async function main(): Promise<number> {
	const noBuild = process.argv.includes('--no-build');
	let sim: Simulator | undefined;
	let redis: Redis | undefined;
	let pg: Postgres | undefined;
	let mainN8n: N8nInstance | undefined;
	const workers: N8nInstance[] = [];
	const processes: ProcessRecord[] = [];
	const filesDir = mkdtempSync(join(tmpdir(), 'seo-tools-queue-files-'));
	let cleaned: Promise<void> | undefined;
	const cleanup = () =>
		(cleaned ??= (async () => {
			killAllStarted();
			// n8n first (it holds connections to Redis and PostgreSQL), then the services.
			await Promise.allSettled([mainN8n?.stop(), ...workers.map((w) => w.stop())]);
			await Promise.allSettled([redis?.stop(), pg?.stopAndRemove()]);
			await sim?.close();
			const stoppedAt = new Date().toISOString();
			for (const p of processes) p.stoppedAt = stoppedAt;
			for (const n8n of [mainN8n, ...workers]) if (n8n) rmSync(n8n.userFolder, { recursive: true, force: true });
			rmSync(join(PACK_DIR, 'queue-main'), { recursive: true, force: true });
			rmSync(filesDir, { recursive: true, force: true });
		})());
	const interrupt = (signal: NodeJS.Signals) => {
		log(`\n${signal}: stopping every process this script started...`);
		void cleanup().then(() => process.exit(130));
	};
	process.once('SIGINT', interrupt);
	process.once('SIGTERM', interrupt);

	// A restart empties a worker's log buffer: keep what each worker process said it started.
	const labels = Array.from({ length: WORKERS }, (_, i) => `worker ${i + 1}`);
	const startedOn = new Map<string, Set<string>>();
	const harvest = () =>
		workers.forEach((w, i) => {
			const ids = startedOn.get(labels[i]) ?? new Set<string>();
			for (const id of startedByWorker(w)) ids.add(id);
			startedOn.set(labels[i], ids);
		});
	const startLogs: string[] = [];
	const checks: QueueReport['checks'] = [];
	const check = (ok: boolean, what: string) => checks.push({ ok, what });
	try {
		step('Checking Redis and PostgreSQL (Debian packages)...');
		await ensureDebianPackages(log);
		sim = await startSimulator({ maxLoggedRequests: 500_000 });
		step(`Simulator at ${sim.baseUrl}`);
		await ensureN8nInstalled(log);

		redis = new Redis();
		await redis.start();
		processes.push({ role: 'redis-server', pid: redis.pid! });
		step(`Redis on 127.0.0.1:${redis.port} (pid ${redis.pid})`);
		pg = new Postgres();
		await pg.start(log);
		processes.push({ role: 'postgres', pid: pg.pid! });
		const shared: NodeJS.ProcessEnv = {
			EXECUTIONS_MODE: 'queue',
			QUEUE_BULL_REDIS_HOST: '127.0.0.1',
			QUEUE_BULL_REDIS_PORT: String(redis.port),
			...pg.n8nEnv(),
		};

		// Short access tokens: the run then also shows renewals (refresh, not login) on the workers.
		await simControl(sim, '/__sim/rest/settings', { accessTtlMs: ACCESS_TTL_MS });
		// The watched task: queued outside n8n and kept running until the script completes it.
		await simControl(sim, '/__sim/video/settings', { durationMs: 24 * 3600_000 });
		const watched = await queueVideoTask(sim);
		step(`Queued video task ${watched} through the tools API (the trigger will watch it by report ID)`);

		step('Main: package installed, credentials and examples imported into PostgreSQL...');
		const prepared = await prepareN8n({ name: 'queue-main', sim, account: SEED.paid, filesDir, build: !noBuild, log, extraEnv: shared, adapt: adaptForQueue(filesDir, watched) });
		mainN8n = prepared.n8n;
		for (let i = 1; i <= WORKERS; i++) {
			const worker = new N8nInstance(`queue-worker-${i}`, { extraEnv: { ...shared, N8N_RESTRICT_FILE_ACCESS_TO: `${filesDir};${EXAMPLES_DIR}` } });
			worker.reset();
			await worker.installPackage(prepared.tarball);
			workers.push(worker);
		}
		step(`Workers: the same tarball installed into ${workers.map((w) => w.userFolder).join(', ')}`);
		for (const example of Object.values(EXAMPLES)) await publish(mainN8n, example.id);
		step('All four examples published');

		const startedAt = simNow(sim);
		await Promise.all([mainN8n.start(), ...workers.map((w) => w.start({ command: 'worker', args: ['--concurrency=5'] }))]);
		await mainN8n.login();
		processes.push({ role: 'n8n main', pid: mainN8n.pid! }, ...workers.map((w, i) => ({ role: `n8n worker ${i + 1}`, pid: w.pid! })));
		step(`n8n main (pid ${mainN8n.pid}) at ${mainN8n.url}; workers pid ${workers.map((w) => w.pid).join(', ')}`);

		await waitFor('the triggers\' activation polls', 60_000, () =>
			polls(sim!, ROBOTS_PATH, startedAt) > 0 && polls(sim!, '/api/aivideo', startedAt, (q) => String(q.report_id) === watched) > 0 ? true : undefined,
		);
		step('Both triggers ran their activation (baseline) poll on the main process');

		const v1 = await changeRobots(sim);
		step(`Saved robots.txt version ${v1}; calling the webhooks: ${UPTIME_RUNS} uptime reports, ${IMPORT_RUNS} query imports, ${GENERATE_RUNS} video generations`);
		await simControl(sim, '/__sim/video/settings', { durationMs: 12_000 });
		await Promise.all([
			callWebhooks(mainN8n, WEBHOOK.uptime, UPTIME_RUNS),
			callWebhooks(mainN8n, WEBHOOK.queries, IMPORT_RUNS),
			callWebhooks(mainN8n, WEBHOOK.video, GENERATE_RUNS),
		]);
		await Promise.all([
			waitExecutions(mainN8n, EXAMPLES.uptime.id, 'webhook', UPTIME_RUNS, 180_000),
			waitExecutions(mainN8n, EXAMPLES.queries.id, 'webhook', IMPORT_RUNS, 180_000),
			waitExecutions(mainN8n, EXAMPLES.video.id, 'webhook', GENERATE_RUNS, 180_000),
		]);
		step('Every webhook execution finished');

		// Only now: a Generate run still going would save the workflow's static data (loaded at its start) over the trigger's cursor.
		await simControl(sim, `/__sim/video/${watched}/complete`);
		step(`Completed video task ${watched}; waiting for both triggers to fire (next once-a-minute polls)...`);
		await Promise.all([
			waitFired(mainN8n, EXAMPLES.robots.id, 'Robots.txt Changed', 'version_id', v1, 150_000),
			waitFired(mainN8n, EXAMPLES.video.id, 'Video Task Finished', 'report_id', watched, 150_000),
		]);
		step(`Robots.txt Changed fired for ${v1}; Video Task Finished fired for ${watched}`);

		// Main and worker 1 restart together: the new processes have only the database and Redis.
		startLogs.push(mainN8n.serverLog);
		const stoppedPid = mainN8n.pid!;
		const stoppedWorkerPid = workers[0].pid!;
		harvest();
		await Promise.all([mainN8n.stop(), workers[0].stop()]);
		labels[0] = 'worker 1 (restarted)';
		const restartAt = simNow(sim);
		const v2 = await changeRobots(sim);
		step(`Main process (pid ${stoppedPid}) and worker 1 (pid ${stoppedWorkerPid}) stopped; saved robots.txt version ${v2} while they were down`);
		const restartStarted = Date.now();
		await Promise.all([mainN8n.start(), workers[0].start({ command: 'worker', args: ['--concurrency=5'] })]);
		const readyMs = Date.now() - restartStarted;
		await mainN8n.login();
		processes.push({ role: 'n8n main (restarted)', pid: mainN8n.pid! }, { role: 'n8n worker 1 (restarted)', pid: workers[0].pid! });
		step(`Restarted: main pid ${mainN8n.pid}, worker 1 pid ${workers[0].pid} (ready in ${(readyMs / 1000).toFixed(1)} s); the main's activation polls read the cursors from the database`);
		await waitFired(mainN8n, EXAMPLES.robots.id, 'Robots.txt Changed', 'version_id', v2, 120_000);
		const v3 = await changeRobots(sim);
		step(`Robots.txt Changed fired for ${v2}; saved version ${v3}; ${UPTIME_RUNS_AFTER_RESTART} more uptime reports`);
		await callWebhooks(mainN8n, WEBHOOK.uptime, UPTIME_RUNS_AFTER_RESTART);
		await Promise.all([
			waitExecutions(mainN8n, EXAMPLES.uptime.id, 'webhook', UPTIME_RUNS + UPTIME_RUNS_AFTER_RESTART, 180_000),
			waitFired(mainN8n, EXAMPLES.robots.id, 'Robots.txt Changed', 'version_id', v3, 150_000),
		]);
		step(`Robots.txt Changed fired for ${v3}`);
		// Executions that the last polls enqueued (a replay would be one) get time to finish before counting.
		await sleep(5000);

		// Figures.
		const all = (await Promise.all(Object.values(EXAMPLES).map((e) => listExecutions(mainN8n!, e.id)))).flat();
		const workflowOf = new Map(all.map((e) => [e.id, Object.entries(EXAMPLES).find(([, x]) => x.id === e.workflowId)?.[0] ?? e.workflowId]));
		const perWorker: QueueReport['executionsPerWorker'] = {};
		const onWorkers = new Set<string>();
		harvest();
		for (const [label, ids] of startedOn) {
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
		const created = sim.state.project(PROJECT)!.robotsVersions.filter((v) => [v1, v2, v3].includes(String(v.id))).length;
		const robotsFired = await firedIds(mainN8n, EXAMPLES.robots.id, 'Robots.txt Changed', 'version_id');
		const videoFired = await firedIds(mainN8n, EXAMPLES.video.id, 'Video Task Finished', 'report_id');
		const files = readdirSync(filesDir);
		const report: QueueReport = {
			date: new Date().toISOString(),
			n8n: N8N_VERSION,
			runtimeSeconds: 0,
			setup: [`${WORKERS} workers (--concurrency=5)`, 'PostgreSQL (private cluster)', 'Redis (no persistence)'],
			executionsPerWorker: perWorker,
			executionsTotal: all.length,
			executionsByStatus: byStatus,
			executionsOnMain: all.filter((e) => !onWorkers.has(e.id)).length,
			logins: {
				total: auth.length,
				beforeRestart: auth.filter((r) => r.at < restartAt).length,
				afterRestart: auth.filter((r) => r.at >= restartAt).length,
				refreshes: refreshes.length,
				refreshesAfterRestart: refreshes.filter((r) => r.at >= restartAt).length,
				accessTokenLifetimeSeconds: ACCESS_TTL_MS / 1000,
				jwtExecutions: all.filter((e) => e.workflowId === EXAMPLES.uptime.id).length,
			},
			events: {
				robots: {
					created,
					fired: robotsFired.length,
					lost: [v1, v2, v3].filter((v) => !robotsFired.includes(v)).length,
					duplicates: robotsFired.length - new Set(robotsFired).size,
					firedAcrossRestart: robotsFired.filter((v) => v === v2).length,
				},
				video: { watched: 1, fired: videoFired.length, lost: videoFired.includes(watched) ? 0 : 1, duplicates: videoFired.length - new Set(videoFired).size },
			},
			files: {
				uptimeReports: files.filter((f) => /^uptime-report-\d+\.html$/.test(f)).length,
				videos: files.filter((f) => f.endsWith('.mp4')).length,
				alerts: files.filter((f) => f.startsWith('robots-')).length,
			},
			mainRestart: { stoppedPid, startedPid: mainN8n.pid!, workerStoppedPid: stoppedWorkerPid, workerStartedPid: workers[0].pid!, readyMs },
			processes,
			leftRunning: [],
			// n8n's own warnings about this set-up, as the main process logged them (informational).
			notes: [...new Set(startLogs.join('\n').match(/^.*(?:Postgres \d+ is (?:not supported|outside the supported range)|not officially supported).*$/gm) ?? [])],
			checks,
		};
		const expected = UPTIME_RUNS + UPTIME_RUNS_AFTER_RESTART + IMPORT_RUNS + GENERATE_RUNS + 3 + 1;
		check(all.length === expected && byStatus.success === expected, `${expected} executions, all successful (got ${all.length}: ${JSON.stringify(byStatus)})`);
		check(
			workers.every((_, i) => Object.keys(perWorker).some((label) => label.startsWith(`worker ${i + 1}`) && Object.keys(perWorker[label]).length > 0)),
			'every worker ran executions',
		);
		check(report.executionsOnMain === 0, 'no execution ran on the main process');
		check(report.events.robots.lost === 0 && report.events.robots.duplicates === 0 && report.events.robots.created === 3, 'robots.txt: 3 versions saved, each fired once (none lost, none twice)');
		check(report.events.robots.firedAcrossRestart === 1, 'the version saved while the main process was down fired once after the restart');
		check(report.events.video.fired === 1 && report.events.video.duplicates === 0, `video task ${watched} (watched by report ID) fired once, also across the restart`);
		check(existsSync(join(filesDir, `video-${watched}.mp4`)) && report.files.videos === GENERATE_RUNS + 1, `${GENERATE_RUNS} videos generated with Wait for Completion on the workers, and ${watched} downloaded by the trigger path, saved`);
		check(report.files.uptimeReports === UPTIME_RUNS + UPTIME_RUNS_AFTER_RESTART, 'one uptime report file per uptime execution');
		if (MAX_LOGINS !== undefined) check(report.logins.total <= MAX_LOGINS, `at most ${MAX_LOGINS} login(s) for ${report.logins.jwtExecutions} executions with the account credential`);
		await cleanup();
		report.leftRunning = processes.filter((p) => groupAlive(p.pid)).map((p) => p.pid);
		check(report.leftRunning.length === 0, `every process started here was stopped by its id (${processes.map((p) => `${p.role} ${p.pid}`).join(', ')})`);
		report.runtimeSeconds = Math.round((Date.now() - t0) / 1000);
		printReport(report, log);
		log(`\nWritten to ${writeReport(report)} (and queue-report.md)`);
		if (process.env.SEO_QUEUE_PRINT_MD) log(`\n${markdown(report)}`);
		const failed = checks.filter((c) => !c.ok).length;
		log(failed ? `\n${failed} check(s) failed.` : `\nQueue mode: all checks passed in ${report.runtimeSeconds} s.`);
		return failed ? 1 : 0;
	} catch (error) {
		log(`\nQueue-mode run stopped: ${(error as Error).stack ?? (error as Error).message}`);
		for (const [name, n8n] of [['main', mainN8n], ...workers.map((w, i) => [`worker ${i + 1}`, w] as const)] as Array<[string, N8nInstance | undefined]>) {
			if (n8n?.serverLog) log(`\nLast lines of the ${name}'s log:\n${n8n.serverLog.split('\n').slice(-25).join('\n')}`);
		}
		return 1;
	} finally {
		await cleanup();
	}
}

main().then(
	(code) => process.exit(code),
	(error: Error) => {
		process.stderr.write(`${error.stack ?? error.message}\n`);
		process.exit(1);
	},
);
