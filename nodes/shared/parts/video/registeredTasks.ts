import type { IDataObject } from 'n8n-workflow';
import { processMap } from '../../utils/processMap';

/**
 * Video tasks queued by SEO Tools nodes, so that the SEO Tools Trigger of the same workflow can
 * watch them without the user copying report IDs. Two channels, read together by the trigger:
 * - this process's memory, keyed by workflow id (an active workflow's trigger and its executions
 *   run in the same n8n process in the default, single-process setup);
 * - the workflow's static data (`seoToolsVideoTasks`), which n8n saves after each execution.
 * See docs/decisions/video-tasks.md#video-tasks-queued-in-the-same-workflow for how this was proven in a real n8n.
 * Process-wide: the execution that queues a task and the trigger poll that watches it are
 * different executions, and static data reaches an active trigger only when it is activated.
 */
const pending = processMap<string, Set<string>>();

export const STATIC_KEY = 'seoToolsVideoTasks';

export function registerTask(
	workflowId: string | undefined,
	staticData: IDataObject | undefined,
	reportId: string,
): void {
	if (workflowId) {
		const set = pending.get(workflowId) ?? new Set<string>();
		set.add(reportId);
		pending.set(workflowId, set);
	}
	if (staticData) {
		const list = Array.isArray(staticData[STATIC_KEY]) ? (staticData[STATIC_KEY] as string[]) : [];
		if (!list.includes(reportId)) staticData[STATIC_KEY] = [...list, reportId].slice(-500);
	}
}

export function registeredTasks(
	workflowId: string | undefined,
	staticData: IDataObject | undefined,
): string[] {
	const fromMemory = workflowId ? [...(pending.get(workflowId) ?? [])] : [];
	const fromStatic =
		staticData && Array.isArray(staticData[STATIC_KEY]) ? (staticData[STATIC_KEY] as string[]) : [];
	return [...new Set([...fromMemory, ...fromStatic].map(String))];
}

/** A task that fired is no longer pending in memory (static data keeps its own record). */
export function settleTask(workflowId: string | undefined, reportId: string): void {
	if (workflowId) pending.get(workflowId)?.delete(reportId);
}
