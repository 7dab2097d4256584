/**
 * What \`npm run e2e:queue\` (scripts/queue/) reports, and its figures as the Markdown table of
 * docs/scaling.md: here, so that the test that holds the doc to its recorded run
 * (test/structure/scalingFigures.test.ts) reads the same table the script writes.
 */
export interface ProcessRecord {
	role: string;
	pid: number;
	stoppedAt?: string;
}

export interface QueueReport {
	date: string;
	n8n: string;
	runtimeSeconds: number;
	setup: string[];
	/** Executions each worker's log says it started, by workflow. */
	executionsPerWorker: Record<string, Record<string, number>>;
	executionsTotal: number;
	executionsByStatus: Record<string, number>;
	executionsOnMain: number;
	logins: {
		total: number;
		beforeRestart: number;
		afterRestart: number;
		refreshes: number;
		refreshesAfterRestart: number;
		accessTokenLifetimeSeconds: number;
		jwtExecutions: number;
	};
	events: {
		robots: {
			created: number;
			fired: number;
			lost: number;
			duplicates: number;
			firedAcrossRestart: number;
		};
		video: { watched: number; fired: number; lost: number; duplicates: number };
	};
	/** Video → Generate executions against the service's cap of 5 running tasks, across the workers. */
	videoCap: {
		generations: number;
		/** Tasks the service created for them (each charged once when it equals `generations`). */
		tasksCreated: number;
		/** Queueing requests the service refused as one task too many (-60): nothing created. */
		refusedTooMany: number;
		/** Worker processes that ran video generations. */
		workers: number;
	};
	files: { uptimeReports: number; videos: number };
	mainRestart: {
		stoppedPid: number;
		startedPid: number;
		workerStoppedPid: number;
		workerStartedPid: number;
		readyMs: number;
	};
	processes: ProcessRecord[];
	leftRunning: number[];
	notes: string[];
	checks: Array<{ ok: boolean; what: string }>;
}

/** The figures as a Markdown table (docs/scaling.md shows the recorded run's, docs/scaling-run.json). */
export function markdown(report: QueueReport): string {
	const workers = Object.keys(report.executionsPerWorker);
	const workflows = [
		...new Set(workers.flatMap((w) => Object.keys(report.executionsPerWorker[w]))),
	].sort();
	const perWorker = (w: string) =>
		Object.values(report.executionsPerWorker[w]).reduce((a, b) => a + b, 0);
	const rows: string[][] = [
		[
			'Executions (all successful)',
			`${report.executionsTotal} (${Object.entries(report.executionsByStatus)
				.map(([s, n]) => `${s} ${n}`)
				.join(', ')})`,
		],
		...workers.map((w) => [
			`Executions on ${w}`,
			`${perWorker(w)}: ${workflows.map((wf) => `${wf} ${report.executionsPerWorker[w][wf] ?? 0}`).join(', ')}`,
		]),
		['Executions on the main process', String(report.executionsOnMain)],
		[
			'Logins (`POST /api-rest/user/auth`)',
			`${report.logins.total} (${report.logins.beforeRestart} before the restart, ${report.logins.afterRestart} after) for ${report.logins.jwtExecutions} executions that use the account credential`,
		],
		[
			'Token refreshes (`user/refresh-token`)',
			`${report.logins.refreshes} (${report.logins.refreshesAfterRestart} after the restart), access tokens living ${report.logins.accessTokenLifetimeSeconds} s`,
		],
		[
			'Robots.txt versions saved / fired / lost / fired twice',
			`${report.events.robots.created} / ${report.events.robots.fired} / ${report.events.robots.lost} / ${report.events.robots.duplicates}`,
		],
		[
			'Robots.txt versions saved while the main process was down, fired after its restart',
			String(report.events.robots.firedAcrossRestart),
		],
		[
			'Watched video tasks / fired / lost / fired twice',
			`${report.events.video.watched} / ${report.events.video.fired} / ${report.events.video.lost} / ${report.events.video.duplicates}`,
		],
		[
			'Video generations / tasks created / refused as too many (-60) / workers that ran them',
			`${report.videoCap.generations} / ${report.videoCap.tasksCreated} / ${report.videoCap.refusedTooMany} / ${report.videoCap.workers}`,
		],
		[
			'Files written (uptime reports, videos)',
			`${report.files.uptimeReports}, ${report.files.videos}`,
		],
		[
			'Restart of the main process and worker 1',
			`main pid ${report.mainRestart.stoppedPid} → ${report.mainRestart.startedPid}, worker 1 pid ${report.mainRestart.workerStoppedPid} → ${report.mainRestart.workerStartedPid}, ready in ${(report.mainRestart.readyMs / 1000).toFixed(1)} s`,
		],
		[
			'Processes started / left running',
			`${report.processes.length} (${report.processes.map((p) => p.role).join(', ')}) / ${report.leftRunning.length}`,
		],
		['Runtime', `${report.runtimeSeconds} s`],
	];
	return ['| Figure | Value |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
}
