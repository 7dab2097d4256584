import { SEED, startSimulator } from '../../simulator';
import { EXAMPLES, MANUAL_ONLY_EXAMPLES, type ExampleName } from '../../dev/n8n/examples';
import { ensureN8nInstalled } from '../../dev/n8n/install';
import { N8nInstance } from '../../dev/n8n/runtime';
import { fileAccessTo, prepareN8n, simControl, waitFor } from '../../dev/n8n/scenario';
import { polls, publish, simNow, toolCalls } from '../../dev/n8n/triggers';
import type { QueueRun } from './context';
import { Postgres, Redis, ensureDebianPackages } from './services';
import { queueVideoTask } from './service-actions';
import { ACCESS_TTL_MS, log, ROBOTS_PATH, step, WORKER_START, WORKERS } from './settings';
import { adaptForQueue } from './workflows';

/** The phases that bring up the queue-mode installation, up to both triggers' first polls. */

/** Redis, PostgreSQL, the simulator and n8n's install; returns the environment every n8n process shares. */
export async function startServices(run: QueueRun): Promise<NodeJS.ProcessEnv> {
	step('Checking Redis and PostgreSQL (Debian packages)...');
	await ensureDebianPackages(log);
	run.sim = await startSimulator({ maxLoggedRequests: 500_000 });
	step(`Simulator at ${run.sim.baseUrl}`);
	await ensureN8nInstalled(log);

	const redis = (run.redis = new Redis());
	await redis.start();
	run.processes.push({ role: 'redis-server', pid: redis.pid! });
	step(`Redis on 127.0.0.1:${redis.port} (pid ${redis.pid})`);
	const pg = (run.pg = new Postgres());
	await pg.start(log);
	run.processes.push({ role: 'postgres', pid: pg.pid! });
	return {
		EXECUTIONS_MODE: 'queue',
		QUEUE_BULL_REDIS_HOST: '127.0.0.1',
		QUEUE_BULL_REDIS_PORT: String(redis.port),
		...pg.n8nEnv(),
	};
}

/** Short access tokens and the video task the trigger watches; returns that task's report ID. */
export async function prepareServiceState(run: QueueRun): Promise<string> {
	const sim = run.sim!;
	// Short access tokens: the run then also shows renewals (refresh, not login) on the workers.
	await simControl(sim, '/__sim/rest/settings', { accessTtlMs: ACCESS_TTL_MS });
	// The watched task: queued outside n8n and kept running until the script completes it.
	await simControl(sim, '/__sim/video/settings', { durationMs: 24 * 3600_000 });
	const watched = await queueVideoTask(sim);
	step(
		`Queued video task ${watched} through the tools API (the trigger will watch it by report ID)`,
	);
	return watched;
}

/** The package into the main process's and each worker's user folder; credentials and examples into PostgreSQL, published. */
export async function installN8nProcesses(
	run: QueueRun,
	shared: NodeJS.ProcessEnv,
	watched: string,
): Promise<void> {
	step('Main: package installed, credentials and examples imported into PostgreSQL...');
	const prepared = await prepareN8n({
		name: 'queue-main',
		sim: run.sim!,
		account: SEED.paid,
		build: !run.noBuild,
		log,
		extraEnv: { ...shared, ...fileAccessTo(run.filesDir) },
		adapt: adaptForQueue(run.filesDir, watched),
	});
	run.main = prepared.n8n;
	for (let i = 1; i <= WORKERS; i++) {
		const worker = new N8nInstance(`queue-worker-${i}`, {
			extraEnv: { ...shared, ...fileAccessTo(run.filesDir) },
		});
		worker.reset();
		await worker.installPackage(prepared.tarball);
		run.workers.push(worker);
	}
	step(
		`Workers: the same tarball installed into ${run.workers.map((w) => w.userFolder).join(', ')}`,
	);
	const published = Object.entries(EXAMPLES).filter(
		([name]) => !MANUAL_ONLY_EXAMPLES.includes(name as ExampleName),
	);
	for (const [, example] of published) await publish(run.main, example.id);
	step(`All ${published.length} examples with a trigger published`);
}

/** Starts the main process and the workers, then waits for both triggers' activation (baseline) polls. */
export async function startN8nAndTriggers(run: QueueRun, watched: string): Promise<void> {
	const sim = run.sim!;
	const main = run.main!;
	const startedAt = simNow(sim);
	await Promise.all([main.start(), ...run.workers.map((w) => w.start(WORKER_START))]);
	await main.login();
	run.processes.push(
		{ role: 'n8n main', pid: main.pid! },
		...run.workers.map((w, i) => ({ role: `n8n worker ${i + 1}`, pid: w.pid! })),
	);
	step(
		`n8n main (pid ${main.pid}) at ${main.url}; workers pid ${run.workers.map((w) => w.pid).join(', ')}`,
	);

	// Every published trigger's activation poll, the examples of the newer events included: with
	// only the robots.txt and video polls seen, a run found the webhooks not registered yet (404).
	await waitFor("the triggers' activation polls", 120_000, () =>
		polls(sim, ROBOTS_PATH, startedAt) > 0 &&
		polls(sim, '/api/aivideo', startedAt, (q) => String(q.report_id) === watched) > 0 &&
		toolCalls(sim, 'get_project_updates', startedAt) > 0 &&
		toolCalls(sim, 'get_check_state', startedAt) > 0
			? true
			: undefined,
	);
	step('Every trigger ran its activation (baseline) poll on the main process');
}
