import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Simulator } from '../../simulator';
import { killAllStarted } from '../../dev/n8n/install';
import { PACK_DIR } from '../../dev/n8n/paths';
import type { N8nInstance } from '../../dev/n8n/runtime';
import { startedByWorker } from './executions';
import type { ProcessRecord, QueueReport } from './report';
import type { Postgres, Redis } from './services';
import { WORKERS } from './settings';

/** Everything one queue-mode run started or recorded, so every phase can add to it and the cleanup can stop it all. */
export interface QueueRun {
	noBuild: boolean;
	sim?: Simulator;
	redis?: Redis;
	pg?: Postgres;
	main?: N8nInstance;
	workers: N8nInstance[];
	processes: ProcessRecord[];
	/** Where the examples write their files (uptime reports, videos). */
	filesDir: string;
	/** Worker labels, by slot; a restarted worker gets a new label so its executions count apart. */
	labels: string[];
	/** Execution ids each labelled worker process said it started. */
	startedOn: Map<string, Set<string>>;
	/** Server logs of main processes that were stopped (n8n's warnings about the set-up are read from them). */
	startLogs: string[];
	checks: QueueReport['checks'];
	cleaned?: Promise<void>;
}

export function newRun(noBuild: boolean): QueueRun {
	return {
		noBuild,
		workers: [],
		processes: [],
		filesDir: mkdtempSync(join(tmpdir(), 'seo-tools-queue-files-')),
		labels: Array.from({ length: WORKERS }, (_, i) => `worker ${i + 1}`),
		startedOn: new Map(),
		startLogs: [],
		checks: [],
	};
}

export function check(run: QueueRun, ok: boolean, what: string): void {
	run.checks.push({ ok, what });
}

/** A restart empties a worker's log buffer: keep what each worker process said it started. */
export function harvest(run: QueueRun): void {
	run.workers.forEach((w, i) => {
		const ids = run.startedOn.get(run.labels[i]) ?? new Set<string>();
		for (const id of startedByWorker(w)) ids.add(id);
		run.startedOn.set(run.labels[i], ids);
	});
}

/** Stops every process the run started, by its id, and removes its folders; runs once however often it is called. */
export function cleanup(run: QueueRun): Promise<void> {
	return (run.cleaned ??= (async () => {
		killAllStarted();
		// n8n first (it holds connections to Redis and PostgreSQL), then the services.
		await Promise.allSettled([run.main?.stop(), ...run.workers.map((w) => w.stop())]);
		await Promise.allSettled([run.redis?.stop(), run.pg?.stopAndRemove()]);
		await run.sim?.close();
		const stoppedAt = new Date().toISOString();
		for (const p of run.processes) p.stoppedAt = stoppedAt;
		for (const n8n of [run.main, ...run.workers])
			if (n8n) rmSync(n8n.userFolder, { recursive: true, force: true });
		rmSync(join(PACK_DIR, 'queue-main'), { recursive: true, force: true });
		rmSync(run.filesDir, { recursive: true, force: true });
	})());
}
