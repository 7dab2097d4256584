/**
 * `npm run demo:proof`: which channel lets the SEO Tools Trigger of an active workflow see a video
 * task queued by an execution of the same workflow (nodes/shared/parts/video/registeredTasks.ts)?
 *
 * One published workflow: Schedule (every minute) / Manual Trigger → Video → Generate, and the
 * SEO Tools Trigger (Video Task Finished, Watch Tasks Queued in This Workflow) polling every
 * minute. Tasks are queued in four ways, then completed in the simulator; the simulator's request
 * log shows which report ids each poll read, the executions show which ids fired, and the
 * workflow's static data (REST) shows what the static-data channel held. Then n8n restarts.
 * Writes demo-output/trigger-proof.json and prints the observations. About 6 minutes.
 * The phases live in the files beside this one.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stopOnSignals } from '../../dev/n8n/install';
import { OUTPUT_DIR } from '../../dev/n8n/paths';
import {
	completeAndObserveFiring,
	log,
	queueBeforeStart,
	queueWhileRunning,
	restartAndObserveFiring,
	setUp,
	startAndObserveActivation,
	type Proof,
} from './phases';

async function stopAll(proof: Proof): Promise<void> {
	await proof.n8n?.stop();
	await proof.sim?.close();
}

function writeObservations(proof: Proof): void {
	mkdirSync(OUTPUT_DIR, { recursive: true });
	writeFileSync(
		join(OUTPUT_DIR, 'trigger-proof.json'),
		`${JSON.stringify(proof.observations, null, 2)}\n`,
	);
	log(
		`\nObservations written to ${join(OUTPUT_DIR, 'trigger-proof.json')} (${Math.round((Date.now() - proof.t0) / 1000)} s).`,
	);
}

async function main(): Promise<number> {
	const proof: Proof = { t0: Date.now(), observations: [] };
	stopOnSignals(() => stopAll(proof));
	try {
		const { sim, n8n } = await setUp(proof);
		const { probe, before } = await queueBeforeStart(proof, n8n);
		await startAndObserveActivation(proof, sim, n8n, probe);
		const { manual, cli, scheduled } = await queueWhileRunning(proof, sim, n8n, probe);
		await completeAndObserveFiring(proof, sim, n8n, probe, {
			beforeStartCli: before,
			manualRun: manual,
			cliWhileRunning: cli,
			schedule: scheduled,
		});
		await restartAndObserveFiring(proof, sim, n8n, probe);
		writeObservations(proof);
		return 0;
	} catch (error) {
		log(`\nProof stopped: ${(error as Error).stack ?? (error as Error).message}`);
		if (proof.n8n?.serverLog) log(proof.n8n.serverLog.split('\n').slice(-40).join('\n'));
		return 1;
	} finally {
		await stopAll(proof);
	}
}

main().then((code) => process.exit(code));
