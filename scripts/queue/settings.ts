import { SEED } from '../../simulator';

export const WORKERS = 2;
/**
 * Fails the run when more logins than this are measured. The pre-authentication signs in at
 * most once per process (executions starting together share it), and the processes started
 * later read the stored pair: at most one login per worker of the cold start.
 */
export const MAX_LOGINS: number | undefined = WORKERS;
export const UPTIME_RUNS = 20;
export const IMPORT_RUNS = 4;
/**
 * Video generations with Wait for Completion, called together after the other webhooks: more than
 * the 5 tasks the service runs at once (one place is taken by the watched task), over more than
 * one worker's concurrency, so both workers queue and the service refuses some (-60).
 */
export const GENERATE_RUNS = 8;
export const UPTIME_RUNS_AFTER_RESTART = 6;
/** The simulator's access-token lifetime for this run: stale (60 s before its end) by the second round of uptime runs. */
export const ACCESS_TTL_MS = 120_000;
export const PROJECT = SEED.projects.shop;
export const ROBOTS_PATH = '/projects/api/v1/audit/robots';
export const WEBHOOK = {
	uptime: 'seo-tools-queue-uptime',
	queries: 'seo-tools-queue-import',
	video: 'seo-tools-queue-video',
} as const;
/** How every worker process is started. */
export const WORKER_START: { command: 'worker'; args: string[] } = {
	command: 'worker',
	args: ['--concurrency=5'],
};

const t0 = Date.now();
export const log = (line: string) => process.stdout.write(`${line}\n`);
export const step = (line: string) =>
	log(`[${String(Math.round((Date.now() - t0) / 1000)).padStart(4)} s] ${line}`);
export const secondsSinceStart = () => Math.round((Date.now() - t0) / 1000);
