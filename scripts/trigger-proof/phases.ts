import { join } from 'node:path';
import { SEED, startSimulator, type Simulator } from '../../simulator';
import type { N8nInstance } from '../../dev/n8n/runtime';
import {
	executionItems,
	getExecution,
	listExecutions,
	prepareN8n,
	simControl,
	waitFor,
} from '../../dev/n8n/scenario';
import { publish } from '../../dev/n8n/triggers';
import {
	cancelStrays,
	cliQueue,
	firedIds,
	manualQueue,
	readsOf,
	staticTasks,
	waitPolls,
} from './observe';
import { proofWorkflow, WORKFLOW_ID } from './workflow';

/** The proof, phase by phase: each note is printed and kept for demo-output/trigger-proof.json. */

export const log = (line: string) => process.stdout.write(`${line}\n`);
const clock = (t0: number) => `+${String(Math.round((Date.now() - t0) / 1000)).padStart(3)} s`;

export interface Observation {
	at: string;
	what: string;
	data?: unknown;
}

export interface Proof {
	t0: number;
	observations: Observation[];
	sim?: Simulator;
	n8n?: N8nInstance;
}

function note(proof: Proof, what: string, data?: unknown): void {
	proof.observations.push({ at: clock(proof.t0), what, data });
	log(`${clock(proof.t0)}  ${what}${data === undefined ? '' : `: ${JSON.stringify(data)}`}`);
}

/** The simulator and a real n8n (not started yet) with the proof workflow published. */
export async function setUp(proof: Proof): Promise<{ sim: Simulator; n8n: N8nInstance }> {
	const sim = (proof.sim = await startSimulator());
	const n8n = (proof.n8n = (
		await prepareN8n({
			name: 'proof',
			sim,
			account: SEED.paid,
			build: false,
			log,
		})
	).n8n);
	await n8n.importWorkflow(proofWorkflow(join(n8n.userFolder, 'import')));
	await publish(n8n, WORKFLOW_ID);
	return { sim, n8n };
}

/** Two tasks queued with `n8n execute` before n8n starts; the first (the probe) never ends, so its reads mark the polls. */
export async function queueBeforeStart(
	proof: Proof,
	n8n: N8nInstance,
): Promise<{ probe: string; before: string }> {
	// A probe task that never ends: every poll reads it, so its reads mark the polls.
	const probe = await cliQueue(n8n);
	const before = await cliQueue(n8n);
	note(
		proof,
		`queued ${probe} (probe, never completed) and ${before} with \`n8n execute\` (another process, mode cli) before n8n starts`,
	);
	return { probe, before };
}

/** Starts n8n and records what the activation poll read and what static data then held. */
export async function startAndObserveActivation(
	proof: Proof,
	sim: Simulator,
	n8n: N8nInstance,
	probe: string,
): Promise<void> {
	const started = sim.clock.now();
	await n8n.start();
	await n8n.login();
	note(proof, 'n8n start is ready; the workflow is active');
	await waitFor('the activation poll', 30_000, () =>
		readsOf(sim, started).includes(probe) ? true : undefined,
	);
	await new Promise((r) => setTimeout(r, 1500));
	note(proof, 'activation poll (trigger mode, baseline) read report ids', [
		...new Set(readsOf(sim, started)),
	]);
	note(proof, 'static data seoToolsVideoTasks after activation', await staticTasks(n8n));
}

/** Queues a task in each way open while n8n runs (manual run, `n8n execute`, the schedule) and watches the next poll. */
export async function queueWhileRunning(
	proof: Proof,
	sim: Simulator,
	n8n: N8nInstance,
	probe: string,
): Promise<{ manual: string; cli: string; scheduled: string }> {
	const manual = await manualQueue(n8n);
	note(
		proof,
		`queued ${manual} with a manual run in the running n8n (POST /rest/workflows/:id/run, mode manual, same process)`,
	);
	note(proof, 'static data after the manual run', await staticTasks(n8n));

	const cli = await cliQueue(n8n);
	note(proof, `queued ${cli} with \`n8n execute\` while n8n runs (another process, mode cli)`);
	note(proof, 'static data after n8n execute', await staticTasks(n8n));

	const scheduled = await waitFor('a run of the Every Minute schedule', 75_000, async () => {
		const list = await listExecutions(n8n, WORKFLOW_ID);
		for (const e of list.filter((x) => x.mode === 'trigger' && x.status === 'success')) {
			const execution = await getExecution(n8n, e.id);
			const id = executionItems(execution, 'Generate Video')[0]?.json.report_id;
			if (id !== undefined) return String(id);
		}
		return undefined;
	});
	note(
		proof,
		`queued ${scheduled} with the Schedule Trigger of the active workflow (mode trigger, same process)`,
	);
	note(proof, 'static data after the scheduled run', await staticTasks(n8n));

	const watchedFrom = sim.clock.now();
	await waitPolls(sim, probe, 1);
	note(proof, 'the next poll read report ids', [...new Set(readsOf(sim, watchedFrom))]);
	note(proof, 'static data after that poll', await staticTasks(n8n));
	return { manual, cli, scheduled };
}

/** Completes every candidate task in the simulator and records which of them the trigger fired for. */
export async function completeAndObserveFiring(
	proof: Proof,
	sim: Simulator,
	n8n: N8nInstance,
	probe: string,
	candidates: Record<string, string>,
): Promise<void> {
	for (const id of Object.values(candidates)) await simControl(sim, `/__sim/video/${id}/complete`);
	const completedAt = sim.clock.now();
	note(proof, 'completed in the simulator', candidates);
	await waitPolls(sim, probe, 2);
	const fired = await firedIds(n8n);
	note(proof, 'reads after completion', [...new Set(readsOf(sim, completedAt))]);
	const results: Record<string, string> = {};
	for (const [how, id] of Object.entries(candidates))
		results[`${how} (${id})`] = fired.get(id) ?? 'did not fire';
	note(proof, 'fired', results);
	note(proof, 'static data before restart', await staticTasks(n8n));
}

/** Restart: memory is gone, only static data (from the database) survives. Two tasks left running across it. */
export async function restartAndObserveFiring(
	proof: Proof,
	sim: Simulator,
	n8n: N8nInstance,
	probe: string,
): Promise<void> {
	note(
		proof,
		"canceled the schedule's other tasks (the simulator runs 5 at most)",
		await cancelStrays(sim, [probe]),
	);
	const manualPending = await manualQueue(n8n);
	const cliPending = await cliQueue(n8n);
	note(
		proof,
		`queued ${manualPending} (manual run) and ${cliPending} (n8n execute), left running; restarting n8n`,
	);
	await n8n.stop();
	const restarted = sim.clock.now();
	await n8n.start();
	await n8n.login();
	await waitFor('the activation poll after restart', 30_000, () =>
		readsOf(sim, restarted).includes(probe) ? true : undefined,
	);
	await new Promise((r) => setTimeout(r, 1500));
	note(proof, 'activation poll after restart read report ids', [
		...new Set(readsOf(sim, restarted)),
	]);
	note(proof, 'static data after restart', await staticTasks(n8n));
	for (const id of [manualPending, cliPending])
		await simControl(sim, `/__sim/video/${id}/complete`);
	await waitPolls(sim, probe, 1);
	await new Promise((r) => setTimeout(r, 5000));
	const firedAfter = await firedIds(n8n);
	note(proof, 'fired after restart', {
		[`manual run (${manualPending})`]: firedAfter.get(manualPending) ?? 'did not fire',
		[`n8n execute (${cliPending})`]: firedAfter.get(cliPending) ?? 'did not fire',
	});
}
