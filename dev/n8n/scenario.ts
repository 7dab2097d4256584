import { mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEED, type Simulator } from '../../simulator';
import {
	EXAMPLES,
	prepareExample,
	writeCredentials,
	type Account,
	type ExampleName,
	type WorkflowJson,
} from './examples';
import { ensureN8nInstalled, type Log } from './install';
import { PACK_DIR } from './paths';
import { buildAndPack, N8nInstance, nodeItems, runError, sleep, type RunJson } from './runtime';

export type Item = {
	json: Record<string, unknown>;
	binary?: Record<string, { fileName?: string; mimeType?: string; fileSize?: string }>;
};

export interface ExampleOutcome {
	name: string;
	ok: boolean;
	/** Human-readable lines for the summary. */
	lines: string[];
	error?: string;
	ms: number;
	run?: RunJson;
	/** The text the example produced: the uptime report's HTML, the robots.txt alert's text. */
	output?: string;
}

/**
 * A fresh n8n user folder with the packed package installed as a community package, the two
 * credentials (fixed ids, pointing at the simulator) and every example imported.
 */
export async function prepareN8n(options: {
	name: string;
	/** The simulator in this process, or the packaged one in its own (only its address is used). */
	sim: Pick<Simulator, 'baseUrl'>;
	account: Account;
	build: boolean;
	log: Log;
	/** More environment for every n8n command of this instance (queue mode: database, Redis). */
	extraEnv?: NodeJS.ProcessEnv;
	/** The project to pick where an example leaves *Project → From List* empty (default: the seeded shop). */
	project?: number;
	/** Changes an example's workflow before it is imported (queue mode adds webhooks). */
	adapt?: (name: ExampleName, workflow: WorkflowJson) => void;
}): Promise<{ n8n: N8nInstance; tarball: string; timings: Record<string, number> }> {
	const timings: Record<string, number> = {};
	// Video tasks end when the demo or the test completes them, not after the simulator's 3 minutes.
	await simControl(options.sim, '/__sim/video/settings', { durationMs: 24 * 3600_000 });
	let t = Date.now();
	await ensureN8nInstalled(options.log);
	timings.install = Date.now() - t;
	t = Date.now();
	const tarball = await buildAndPack({
		build: options.build,
		log: options.log,
		name: options.name,
	});
	timings.pack = Date.now() - t;
	// n8n's default file access: the examples run as a fresh n8n gets them.
	const n8n = new N8nInstance(options.name, { extraEnv: options.extraEnv });
	n8n.reset();
	t = Date.now();
	options.log(
		`Installing ${tarball.split('/').pop()} into ${n8n.userFolder}/.n8n/nodes (npm install <tarball>)...`,
	);
	await n8n.installPackage(tarball);
	timings.installPackage = Date.now() - t;
	t = Date.now();
	const importDir = join(n8n.userFolder, 'import');
	options.log('Importing the credentials and the example workflows...');
	await n8n.importCredentials(writeCredentials(importDir, options.sim.baseUrl, options.account));
	const workflowDir = join(importDir, 'workflows');
	for (const name of Object.keys(EXAMPLES) as ExampleName[]) {
		const { file, workflow } = prepareExample(name, workflowDir, {
			everyMinute: true,
			serviceUrl: options.sim.baseUrl,
			project: String(options.project ?? SEED.projects.shop),
			// The onboarding example's client: another registered user of the service.
			memberEmail: SEED.colleague.email,
		});
		if (options.adapt) {
			options.adapt(name, workflow);
			writeFileSync(file, `${JSON.stringify(workflow, null, 2)}\n`);
		}
	}
	const imported = await n8n.cli(['import:workflow', '--separate', `--input=${workflowDir}`], {
		env: { N8N_LOG_LEVEL: 'info' },
	});
	const count = Object.keys(EXAMPLES).length;
	if (
		imported.code !== 0 ||
		!new RegExp(`Successfully imported ${count} workflows`, 'i').test(
			imported.stdout + imported.stderr,
		)
	) {
		throw new Error(`n8n import:workflow failed:\n${imported.stdout}\n${imported.stderr}`);
	}
	timings.import = Date.now() - t;
	return { n8n, tarball, timings };
}

/** Stops what prepareN8n and the simulator started and removes the run's user folder, files and tarball. */
export async function disposeN8n(run: {
	n8n?: N8nInstance;
	sim?: Simulator;
	name: string;
}): Promise<void> {
	await run.n8n?.stop();
	await run.sim?.close();
	if (run.n8n) rmSync(run.n8n.userFolder, { recursive: true, force: true });
	rmSync(join(PACK_DIR, run.name), { recursive: true, force: true });
}

export function failure(
	name: string,
	ms: number,
	run: RunJson | undefined,
	stdout: string,
): ExampleOutcome {
	const fromLog = /Execution error:\s*\n(?:=+\n)?([^\n]+)/.exec(stdout)?.[1];
	const error = runError(run) ?? fromLog ?? 'n8n printed no run data';
	return { name, ok: false, lines: [], error, ms, run };
}

/**
 * n8n's file access limited to `dirs`, each named as given and as its real path: n8n resolves the
 * file it writes but compares it with the allowed folders as given (a .n8n-demo reached through a
 * symlink). For runs that add their own disk nodes to the examples (queue mode).
 */
export function fileAccessTo(...dirs: string[]): NodeJS.ProcessEnv {
	for (const dir of dirs) mkdirSync(dir, { recursive: true });
	return {
		N8N_RESTRICT_FILE_ACCESS_TO: dirs.flatMap((dir) => [dir, realpathSync(dir)]).join(';'),
	};
}

/** Example 1: Run Now → projects → uptime summary and days → HTML report → file (binary `data`). */
export async function runUptimeReport(n8n: N8nInstance): Promise<ExampleOutcome> {
	const name = 'Daily uptime report';
	const { run, ms, stdout } = await n8n.execute(EXAMPLES.uptime.id);
	if (run?.status !== 'success') return failure(name, ms, run, stdout);
	const summaries = nodeItems(run, 'Uptime Summary (30 Days)') as Item[];
	const built = (nodeItems(run, 'Build HTML Report') as Item[])[0]?.json ?? {};
	const lines = summaries.map((s) => {
		const j = s.json;
		return `project ${String(j.project_id)}: mean ${j.mean_percent === null ? 'no checks' : `${String(j.mean_percent)}%`}, ${String(j.intervals_below_100)} day(s) below 100%, bot blocked ${String(j.bot_blocked_intervals)} day(s)`;
	});
	const html = String(built.html ?? '');
	const file = (nodeItems(run, 'Report to File') as Item[])[0]?.binary?.data;
	const charts = (html.match(/<svg /g) ?? []).length;
	lines.push(
		`report: ${file?.fileName ?? '(no file)'} (${html.length} bytes, ${charts} inline SVG chart(s)), subject "${String(built.subject ?? '')}"`,
	);
	const ok =
		html.length > 0 && file !== undefined && charts === summaries.length && summaries.length > 0;
	return {
		name,
		ok,
		lines,
		ms,
		run,
		output: html,
		error: ok ? undefined : 'the report file is missing or has not one chart per project',
	};
}

/** Example 3: CSV → rows → Query → Add or Update, grouped by the CSV's group column. */
export async function runQueryImport(n8n: N8nInstance): Promise<ExampleOutcome> {
	const name = 'Bulk query import from CSV';
	const { run, ms, stdout } = await n8n.execute(EXAMPLES.queries.id);
	if (run?.status !== 'success') return failure(name, ms, run, stdout);
	const rows = nodeItems(run, 'Extract Rows') as Item[];
	const added = nodeItems(run, 'Add Queries to Groups') as Item[];
	const byGroup = new Map<string, string[]>();
	for (const item of added) {
		const group = String(item.json.group ?? item.json.group_id ?? '(none)');
		byGroup.set(group, [
			...(byGroup.get(group) ?? []),
			String(item.json.query ?? item.json.phrases_sent ?? '?'),
		]);
	}
	const lines = [
		`${rows.length} CSV row(s) → ${added.length} output item(s) in ${byGroup.size} group(s)`,
	];
	for (const [group, queries] of byGroup) lines.push(`group "${group}": ${queries.join(', ')}`);
	const errors = added.filter((i) => i.json.error !== undefined);
	const ok = rows.length > 0 && added.length > 0 && errors.length === 0;
	return {
		name,
		ok,
		lines,
		ms,
		run,
		error: ok
			? undefined
			: `${errors.length} error item(s): ${JSON.stringify(errors[0]?.json ?? {})}`,
	};
}

/** Example 4, first half: Queue Now → Video → Generate. Returns the queued report id. */
export async function runVideoQueue(
	n8n: N8nInstance,
): Promise<ExampleOutcome & { reportId?: string }> {
	const name = 'Video pipeline: queue';
	const { run, ms, stdout } = await n8n.execute(EXAMPLES.video.id);
	if (run?.status !== 'success') return failure(name, ms, run, stdout);
	const queued = (nodeItems(run, 'Generate Video') as Item[])[0]?.json ?? {};
	const reportId = queued.report_id === undefined ? undefined : String(queued.report_id);
	const lines = [
		`queued report_id ${reportId ?? '?'} (model ${String(queued.model ?? '?')}, duration ${queued.duration_requested === null ? 'model default' : `${String(queued.duration_requested ?? '?')} s`}, status ${String(queued.status ?? '?')})`,
	];
	return {
		name,
		ok: reportId !== undefined,
		lines,
		ms,
		run,
		reportId,
		error: reportId ? undefined : 'Generate returned no report_id',
	};
}

export interface ExecutionSummary {
	id: string;
	workflowId: string;
	mode: string;
	status: string;
	startedAt: string;
}

export interface ExecutionDetail extends ExecutionSummary {
	runData: Record<
		string,
		Array<{ data?: { main?: Array<Item[] | null> }; error?: { message?: string } }>
	>;
	error?: string;
}

/** Executions of a workflow, newest first (REST, as the editor lists them). */
export async function listExecutions(
	n8n: N8nInstance,
	workflowId: string,
): Promise<ExecutionSummary[]> {
	const filter = encodeURIComponent(JSON.stringify({ workflowId }));
	const page = await n8n.rest<{ results: ExecutionSummary[] }>(
		'GET',
		`/executions?filter=${filter}&limit=50`,
	);
	return (page.results ?? []).map((e) => ({ ...e, id: String(e.id) }));
}

/** One execution with its run data. n8n stores it "flatted"; the REST answer's `data` is that string. */
export async function getExecution(n8n: N8nInstance, id: string): Promise<ExecutionDetail> {
	const raw = await n8n.rest<ExecutionSummary & { data: string | Record<string, unknown> }>(
		'GET',
		`/executions/${id}`,
	);
	const data = typeof raw.data === 'string' ? unflatten(raw.data) : raw.data;
	const resultData = ((data as { resultData?: Record<string, unknown> })?.resultData ?? {}) as {
		runData?: ExecutionDetail['runData'];
		error?: { message?: string };
	};
	return {
		...raw,
		id: String(raw.id),
		runData: resultData.runData ?? {},
		error: resultData.error?.message,
	};
}

/** Minimal reader of the `flatted` format n8n stores execution data in. */
export function unflatten(text: string): unknown {
	const table = JSON.parse(text) as unknown[];
	const seen = new Map<number, unknown>();
	const revive = (index: number): unknown => {
		if (seen.has(index)) return seen.get(index);
		const value = table[index];
		if (value === null || typeof value !== 'object') {
			seen.set(index, value);
			return value;
		}
		const out: Record<string, unknown> | unknown[] = Array.isArray(value) ? [] : {};
		seen.set(index, out);
		for (const [key, ref] of Object.entries(value as Record<string, unknown>)) {
			(out as Record<string, unknown>)[key] =
				typeof ref === 'string' && /^\d+$/.test(ref) ? revive(Number(ref)) : ref;
		}
		return out;
	};
	// Every string value inside an object or array is the index of its entry in the table.
	return revive(0);
}

export function executionItems(execution: ExecutionDetail, node: string, output = 0): Item[] {
	return execution.runData[node]?.[0]?.data?.main?.[output] ?? [];
}

/** Waits until `check` returns a value (polling every second). */
export async function waitFor<T>(
	what: string,
	timeoutMs: number,
	check: () => Promise<T | undefined> | T | undefined,
): Promise<T> {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const value = await check();
		if (value !== undefined) return value;
		if (Date.now() > deadline)
			throw new Error(`Timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what}`);
		await sleep(1000);
	}
}

export async function simControl(
	sim: Pick<Simulator, 'baseUrl'>,
	path: string,
	body: unknown = {},
): Promise<Record<string, unknown>> {
	const res = await fetch(`${sim.baseUrl}${path}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify(body),
	});
	const text = await res.text();
	if (!res.ok) throw new Error(`POST ${path}: HTTP ${res.status} ${text}`);
	return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}
