import { readdirSync, readFileSync } from 'node:fs';
import type { N8nInstance } from '../../dev/n8n/runtime';
import {
	executionItems,
	getExecution,
	listExecutions,
	waitFor,
	type ExecutionDetail,
} from '../../dev/n8n/scenario';

/** What the run reads back from n8n and from the processes it started. */

export async function callWebhooks(main: N8nInstance, path: string, count: number): Promise<void> {
	const answers = await Promise.all(
		Array.from({ length: count }, async () => {
			const res = await fetch(`${main.url}/webhook/${path}`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: '{}',
			});
			return `${res.status} ${await res.text()}`;
		}),
	);
	const failed = answers.filter((a) => !a.startsWith('200'));
	if (failed.length)
		throw new Error(`${failed.length} of ${count} calls of /webhook/${path} failed: ${failed[0]}`);
}

const finishedStatus = (status: string) =>
	status !== 'running' && status !== 'new' && status !== 'waiting';

/** Waits until `count` executions of a workflow started from `mode` have finished. */
export async function waitExecutions(
	main: N8nInstance,
	workflowId: string,
	mode: string,
	count: number,
	timeoutMs: number,
): Promise<void> {
	await waitFor(`${count} finished ${mode} execution(s) of ${workflowId}`, timeoutMs, async () => {
		const done = (await listExecutions(main, workflowId)).filter(
			(e) => e.mode === mode && finishedStatus(e.status),
		);
		return done.length >= count ? true : undefined;
	});
}

/** Trigger executions and the ids their events carried (execution details are cached: they never change once finished). */
const details = new Map<string, ExecutionDetail>();
export async function firedIds(
	main: N8nInstance,
	workflowId: string,
	triggerNode: string,
	key: string,
): Promise<string[]> {
	const ids: string[] = [];
	for (const summary of await listExecutions(main, workflowId)) {
		if (summary.mode !== 'trigger' || !finishedStatus(summary.status)) continue;
		if (!details.has(summary.id)) details.set(summary.id, await getExecution(main, summary.id));
		for (const item of executionItems(details.get(summary.id)!, triggerNode))
			ids.push(String(item.json[key]));
	}
	return ids;
}

export async function waitFired(
	main: N8nInstance,
	workflowId: string,
	triggerNode: string,
	key: string,
	id: string,
	timeoutMs: number,
): Promise<void> {
	await waitFor(`${triggerNode} to fire for ${id}`, timeoutMs, async () =>
		(await firedIds(main, workflowId, triggerNode, key)).includes(id) ? true : undefined,
	);
}

/** Execution ids a worker's log says it started ("Worker started execution <id> (job <n>)", level info). */
export function startedByWorker(worker: N8nInstance): string[] {
	return [...worker.serverLog.matchAll(/Worker started execution (\d+)/g)].map((m) => m[1]);
}

/** Whether any process of a group is still running (zombies do not count), from /proc. */
export function groupAlive(pgid: number): boolean {
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
