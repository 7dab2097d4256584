/**
 * `npm run demo:proof`: which channel lets the SEO Tools Trigger of an active workflow see a video
 * task queued by an execution of the same workflow (nodes/SeoTools/shared/taskRegistry.ts)?
 *
 * One published workflow: Schedule (every minute) / Manual Trigger → Video → Generate, and the
 * SEO Tools Trigger (Video Task Finished, Watch Tasks Queued in This Workflow) polling every
 * minute. Tasks are queued in four ways, then completed in the simulator; the simulator's request
 * log shows which report ids each poll read, the executions show which ids fired, and the
 * workflow's static data (REST) shows what the static-data channel held. Then n8n restarts.
 * Writes demo-output/trigger-proof.json and prints the observations. About 6 minutes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEED, startSimulator, type Simulator } from '../simulator';
import { videoState } from '../simulator/tools-api/state';
import { prepareExample } from '../dev/n8n/examples';
import { killAllStarted } from '../dev/n8n/install';
import { OUTPUT_DIR } from '../dev/n8n/paths';
import type { N8nInstance } from '../dev/n8n/runtime';
import { executionItems, getExecution, listExecutions, prepareN8n, simControl, waitFor } from '../dev/n8n/scenario';
import { publish } from '../dev/n8n/triggers';

const WORKFLOW_ID = 'seoProofVideo001';
const TRIGGER = 'Video Task Finished';
const log = (line: string) => process.stdout.write(`${line}\n`);
const clock = (t0: number) => `+${String(Math.round((Date.now() - t0) / 1000)).padStart(3)} s`;

interface Observation {
	at: string;
	what: string;
	data?: unknown;
}

/** The video example reduced to the queueing half and the trigger, the schedule set to every minute. */
function proofWorkflow(dir: string): string {
	const { workflow } = prepareExample('video', dir, { filesDir: OUTPUT_DIR, everyMinute: true });
	const keep = new Set(['Every Monday at 9:00', 'Queue Now', 'Generate Video', TRIGGER]);
	workflow.nodes = workflow.nodes.filter((n) => keep.has(n.name));
	const schedule = workflow.nodes.find((n) => n.name === 'Every Monday at 9:00');
	if (schedule) {
		schedule.name = 'Every Minute';
		schedule.parameters = { rule: { interval: [{ field: 'minutes', minutesInterval: 1 }] } };
	}
	workflow.connections = {
		'Every Minute': { main: [[{ node: 'Generate Video', type: 'main', index: 0 }]] },
		'Queue Now': { main: [[{ node: 'Generate Video', type: 'main', index: 0 }]] },
	};
	workflow.id = WORKFLOW_ID;
	workflow.name = 'Proof: video tasks queued in the same workflow';
	const file = join(dir, 'proof.workflow.json');
	writeFileSync(file, JSON.stringify(workflow, null, 2));
	return file;
}

async function staticTasks(n8n: N8nInstance): Promise<string[]> {
	const wf = await n8n.rest<{ staticData?: { global?: { seoToolsVideoTasks?: string[] } } | null }>('GET', `/workflows/${WORKFLOW_ID}`);
	return (wf.staticData?.global?.seoToolsVideoTasks ?? []).map(String);
}

function readsOf(sim: Simulator, since: number): string[] {
	return sim.requests.filter((r) => r.path === '/api/aivideo' && r.method === 'GET' && r.at >= since && r.query.report_id !== undefined).map((r) => String(r.query.report_id));
}

async function queuedBy(n8n: N8nInstance, executionId: string): Promise<{ reportId: string; mode: string }> {
	const execution = await waitFor(`execution ${executionId} to finish`, 60_000, async () => {
		const e = await getExecution(n8n, executionId);
		return e.status === 'running' || e.status === 'new' ? undefined : e;
	});
	const reportId = executionItems(execution, 'Generate Video')[0]?.json.report_id;
	if (reportId === undefined) throw new Error(`execution ${executionId} (${execution.status}) queued nothing: ${execution.error ?? ''}`);
	return { reportId: String(reportId), mode: execution.mode };
}

async function manualQueue(n8n: N8nInstance): Promise<string> {
	const { executionId } = await n8n.rest<{ executionId: string }>('POST', `/workflows/${WORKFLOW_ID}/run`, { triggerToStartFrom: { name: 'Queue Now' } });
	return (await queuedBy(n8n, String(executionId))).reportId;
}

async function cliQueue(n8n: N8nInstance): Promise<string> {
	const { run, stdout } = await n8n.execute(WORKFLOW_ID);
	const reportId = run?.data?.resultData?.runData?.['Generate Video']?.[0]?.data?.main?.[0]?.[0]?.json.report_id;
	if (run?.status !== 'success' || reportId === undefined) throw new Error(`n8n execute queued nothing:\n${stdout.slice(-1500)}`);
	return String(reportId);
}

/** Report ids carried by the trigger's executions (each execution's first node is the trigger). */
async function firedIds(n8n: N8nInstance): Promise<Map<string, string>> {
	const fired = new Map<string, string>();
	for (const summary of await listExecutions(n8n, WORKFLOW_ID)) {
		if (summary.status === 'running' || summary.status === 'new') continue;
		const execution = await getExecution(n8n, summary.id);
		for (const item of executionItems(execution, TRIGGER)) fired.set(String(item.json.report_id), `execution ${summary.id} (${summary.mode})`);
	}
	return fired;
}

/** Waits until the trigger has polled at least `cycles` more times (a poll reads every watched id; `probe` is always watched). */
async function waitPolls(sim: Simulator, probe: string, cycles: number): Promise<void> {
	const since = sim.clock.now();
	await waitFor(`${cycles} poll(s)`, cycles * 62_000 + 15_000, () => {
		const times = new Set(sim.requests.filter((r) => r.path === '/api/aivideo' && r.at >= since && String(r.query.report_id) === probe).map((r) => Math.floor(r.at / 10_000)));
		return times.size >= cycles ? true : undefined;
	});
	// The probe is read first among the ids the trigger found in static data: let the poll finish.
	await new Promise((r) => setTimeout(r, 3000));
}

/** The simulator runs at most 5 tasks per account: cancel the schedule's extra tasks (not `keep`). */
async function cancelStrays(sim: Simulator, keep: string[]): Promise<string[]> {
	const strays = videoState(sim.state).tasks.filter((t) => t.outcome === undefined && !keep.includes(String(t.id))).map((t) => String(t.id));
	for (const id of strays) await simControl(sim, `/__sim/video/${id}/cancel`);
	return strays;
}

async function main(): Promise<number> {
	const t0 = Date.now();
	const observations: Observation[] = [];
	const note = (what: string, data?: unknown) => {
		observations.push({ at: clock(t0), what, data });
		log(`${clock(t0)}  ${what}${data === undefined ? '' : `: ${JSON.stringify(data)}`}`);
	};
	let sim: Simulator | undefined;
	let n8n: N8nInstance | undefined;
	const stopAll = async () => {
		await n8n?.stop();
		await sim?.close();
	};
	const interrupt = () => {
		killAllStarted();
		void stopAll().then(() => process.exit(130));
	};
	process.once('SIGINT', interrupt);
	process.once('SIGTERM', interrupt);
	try {
		sim = await startSimulator();
		n8n = (await prepareN8n({ name: 'proof', sim, account: SEED.paid, filesDir: OUTPUT_DIR, build: false, log })).n8n;
		await n8n.importWorkflow(proofWorkflow(join(n8n.userFolder, 'import')));
		await publish(n8n, WORKFLOW_ID);

		// A probe task that never ends: every poll reads it, so its reads mark the polls.
		const probe = await cliQueue(n8n);
		const before = await cliQueue(n8n);
		note(`queued ${probe} (probe, never completed) and ${before} with \`n8n execute\` (another process, mode cli) before n8n starts`);

		const started = sim.clock.now();
		await n8n.start();
		await n8n.login();
		note('n8n start is ready; the workflow is active');
		await waitFor('the activation poll', 30_000, () => (readsOf(sim!, started).includes(probe) ? true : undefined));
		await new Promise((r) => setTimeout(r, 1500));
		note('activation poll (trigger mode, baseline) read report ids', [...new Set(readsOf(sim, started))]);
		note('static data seoToolsVideoTasks after activation', await staticTasks(n8n));

		const manual = await manualQueue(n8n);
		note(`queued ${manual} with a manual run in the running n8n (POST /rest/workflows/:id/run, mode manual, same process)`);
		note('static data after the manual run', await staticTasks(n8n));

		const cli = await cliQueue(n8n);
		note(`queued ${cli} with \`n8n execute\` while n8n runs (another process, mode cli)`);
		note('static data after n8n execute', await staticTasks(n8n));

		const scheduled = await waitFor('a run of the Every Minute schedule', 75_000, async () => {
			const list = await listExecutions(n8n!, WORKFLOW_ID);
			for (const e of list.filter((x) => x.mode === 'trigger' && x.status === 'success')) {
				const execution = await getExecution(n8n!, e.id);
				const id = executionItems(execution, 'Generate Video')[0]?.json.report_id;
				if (id !== undefined) return String(id);
			}
			return undefined;
		});
		note(`queued ${scheduled} with the Schedule Trigger of the active workflow (mode trigger, same process)`);
		note('static data after the scheduled run', await staticTasks(n8n));

		const watchedFrom = sim.clock.now();
		await waitPolls(sim, probe, 1);
		note('the next poll read report ids', [...new Set(readsOf(sim, watchedFrom))]);
		note('static data after that poll', await staticTasks(n8n));

		const candidates = { beforeStartCli: before, manualRun: manual, cliWhileRunning: cli, schedule: scheduled };
		for (const id of Object.values(candidates)) await simControl(sim, `/__sim/video/${id}/complete`);
		const completedAt = sim.clock.now();
		note('completed in the simulator', candidates);
		await waitPolls(sim, probe, 2);
		const fired = await firedIds(n8n);
		note('reads after completion', [...new Set(readsOf(sim, completedAt))]);
		const results: Record<string, string> = {};
		for (const [how, id] of Object.entries(candidates)) results[`${how} (${id})`] = fired.get(id) ?? 'did not fire';
		note('fired', results);
		note('static data before restart', await staticTasks(n8n));

		// Restart: memory is gone, only static data (from the database) survives.
		note('canceled the schedule\'s other tasks (the simulator runs 5 at most)', await cancelStrays(sim, [probe]));
		const manualPending = await manualQueue(n8n);
		const cliPending = await cliQueue(n8n);
		note(`queued ${manualPending} (manual run) and ${cliPending} (n8n execute), left running; restarting n8n`);
		await n8n.stop();
		const restarted = sim.clock.now();
		await n8n.start();
		await n8n.login();
		await waitFor('the activation poll after restart', 30_000, () => (readsOf(sim!, restarted).includes(probe) ? true : undefined));
		await new Promise((r) => setTimeout(r, 1500));
		note('activation poll after restart read report ids', [...new Set(readsOf(sim, restarted))]);
		note('static data after restart', await staticTasks(n8n));
		for (const id of [manualPending, cliPending]) await simControl(sim, `/__sim/video/${id}/complete`);
		await waitPolls(sim, probe, 1);
		await new Promise((r) => setTimeout(r, 5000));
		const firedAfter = await firedIds(n8n);
		note('fired after restart', {
			[`manual run (${manualPending})`]: firedAfter.get(manualPending) ?? 'did not fire',
			[`n8n execute (${cliPending})`]: firedAfter.get(cliPending) ?? 'did not fire',
		});
		mkdirSync(OUTPUT_DIR, { recursive: true });
		writeFileSync(join(OUTPUT_DIR, 'trigger-proof.json'), `${JSON.stringify(observations, null, 2)}\n`);
		log(`\nObservations written to ${join(OUTPUT_DIR, 'trigger-proof.json')} (${Math.round((Date.now() - t0) / 1000)} s).`);
		return 0;
	} catch (error) {
		log(`\nProof stopped: ${(error as Error).stack ?? (error as Error).message}`);
		if (n8n?.serverLog) log(n8n.serverLog.split('\n').slice(-40).join('\n'));
		return 1;
	} finally {
		await stopAll();
	}
}

main().then((code) => process.exit(code));
