import type { Simulator } from '../../simulator';
import { videoState } from '../../simulator/tools-api/state';
import type { N8nInstance } from '../../dev/n8n/runtime';
import {
	executionItems,
	getExecution,
	listExecutions,
	simControl,
	waitFor,
} from '../../dev/n8n/scenario';
import { TRIGGER, WORKFLOW_ID } from './workflow';

/** How the proof queues tasks and reads what happened: static data, the simulator's request log, executions. */

export async function staticTasks(n8n: N8nInstance): Promise<string[]> {
	const wf = await n8n.rest<{ staticData?: { global?: { seoToolsVideoTasks?: string[] } } | null }>(
		'GET',
		`/workflows/${WORKFLOW_ID}`,
	);
	return (wf.staticData?.global?.seoToolsVideoTasks ?? []).map(String);
}

export function readsOf(sim: Simulator, since: number): string[] {
	return sim.requests
		.filter(
			(r) =>
				r.path === '/api/aivideo' &&
				r.method === 'GET' &&
				r.at >= since &&
				r.query.report_id !== undefined,
		)
		.map((r) => String(r.query.report_id));
}

async function queuedBy(
	n8n: N8nInstance,
	executionId: string,
): Promise<{ reportId: string; mode: string }> {
	const execution = await waitFor(`execution ${executionId} to finish`, 60_000, async () => {
		const e = await getExecution(n8n, executionId);
		return e.status === 'running' || e.status === 'new' ? undefined : e;
	});
	const reportId = executionItems(execution, 'Generate Video')[0]?.json.report_id;
	if (reportId === undefined)
		throw new Error(
			`execution ${executionId} (${execution.status}) queued nothing: ${execution.error ?? ''}`,
		);
	return { reportId: String(reportId), mode: execution.mode };
}

export async function manualQueue(n8n: N8nInstance): Promise<string> {
	const { executionId } = await n8n.rest<{ executionId: string }>(
		'POST',
		`/workflows/${WORKFLOW_ID}/run`,
		{ triggerToStartFrom: { name: 'Queue Now' } },
	);
	return (await queuedBy(n8n, String(executionId))).reportId;
}

export async function cliQueue(n8n: N8nInstance): Promise<string> {
	const { run, stdout } = await n8n.execute(WORKFLOW_ID);
	const reportId =
		run?.data?.resultData?.runData?.['Generate Video']?.[0]?.data?.main?.[0]?.[0]?.json.report_id;
	if (run?.status !== 'success' || reportId === undefined)
		throw new Error(`n8n execute queued nothing:\n${stdout.slice(-1500)}`);
	return String(reportId);
}

/** Report ids carried by the trigger's executions (each execution's first node is the trigger). */
export async function firedIds(n8n: N8nInstance): Promise<Map<string, string>> {
	const fired = new Map<string, string>();
	for (const summary of await listExecutions(n8n, WORKFLOW_ID)) {
		if (summary.status === 'running' || summary.status === 'new') continue;
		const execution = await getExecution(n8n, summary.id);
		for (const item of executionItems(execution, TRIGGER))
			fired.set(String(item.json.report_id), `execution ${summary.id} (${summary.mode})`);
	}
	return fired;
}

/** Waits until the trigger has polled at least `cycles` more times (a poll reads every watched id; `probe` is always watched). */
export async function waitPolls(sim: Simulator, probe: string, cycles: number): Promise<void> {
	const since = sim.clock.now();
	await waitFor(`${cycles} poll(s)`, cycles * 62_000 + 15_000, () => {
		const times = new Set(
			sim.requests
				.filter(
					(r) => r.path === '/api/aivideo' && r.at >= since && String(r.query.report_id) === probe,
				)
				.map((r) => Math.floor(r.at / 10_000)),
		);
		return times.size >= cycles ? true : undefined;
	});
	// The probe is read first among the ids the trigger found in static data: let the poll finish.
	await new Promise((r) => setTimeout(r, 3000));
}

/** The simulator runs at most 5 tasks per account: cancel the schedule's extra tasks (not `keep`). */
export async function cancelStrays(sim: Simulator, keep: string[]): Promise<string[]> {
	const strays = videoState(sim.state)
		.tasks.filter((t) => t.outcome === undefined && !keep.includes(String(t.id)))
		.map((t) => String(t.id));
	for (const id of strays) await simControl(sim, `/__sim/video/${id}/cancel`);
	return strays;
}
