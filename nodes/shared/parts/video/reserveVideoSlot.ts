import { NodeOperationError, type IExecuteFunctions, type IPollFunctions } from 'n8n-workflow';
import { apiKeyCredential, readVideoTask } from '../../transport';
import { processMap } from '../../utils/processMap';

/** The node's or the trigger's context: both read video tasks. */
type TaskReader = IExecuteFunctions | IPollFunctions;

/**
 * The video tool runs at most 5 tasks per account at once (docs/service/errors.md#tools-api-codes
 * -60, docs/service/limits.md#tools-api). With items in parallel, this node must not be the one
 * that queues a sixth: it counts, per account and in this process, the tasks it queued whose end it
 * has not seen yet.
 * - An item that waits for completion holds its task's place until the task ends; further items
 *   that would wait too queue behind it (within their own Wait Timeout).
 * - An item that does not wait leaves its task counted until a result fetch sees it end (Get
 *   Result, the trigger, or the free re-check below). When 5 such tasks still run, the next item
 *   stops with a clear message before anything is sent or charged.
 * A courtesy, not the guarantee: tasks queued by other processes (queue-mode workers, other
 * clients) are not counted here, and the service's own refusal (-60) is handled where the task is
 * queued (actions/video/queue.ts).
 */
export const MAX_RUNNING_VIDEO_TASKS = 5;
/**
 * docs/service/limits.md#tools-api: a task's result is read no more often than every 10 seconds.
 */
const RECHECK_MS = 10_000;
/**
 * docs/service/tools-api.md#task-life-cycle: a task running over 6 hours is cancelled by the
 * service.
 */
const LONGEST_TASK_MS = 6 * 3600_000;

interface RunningAgentTask {
	queuedAt: number;
	checkedAt: number;
	/** An item of this process is waiting for this task's end. */
	watched: boolean;
}

interface Account {
	running: Map<string, RunningAgentTask>;
	/** Items whose queueing request is on its way. */
	reserved: number;
	wakeUps: Set<() => void>;
}

/**
 * By service address and API key: report ids are only unique within one service.
 * Process-wide: the service's limit counts the account's running tasks, whichever execution
 * queued them, and a task queued without waiting runs on after its execution has ended.
 */
const accounts = processMap<string, Account>();

async function accountKey(ctx: TaskReader, itemIndex?: number): Promise<string> {
	const { baseUrl, apiKey } = await apiKeyCredential(ctx, itemIndex);
	return `${baseUrl}|${apiKey}`;
}

/** The context's account, if this process has counted tasks for it. */
async function countedAccount(ctx: TaskReader, itemIndex?: number): Promise<Account | undefined> {
	return accounts.get(await accountKey(ctx, itemIndex));
}

function wake(account: Account): void {
	for (const wakeUp of [...account.wakeUps]) wakeUp();
	account.wakeUps.clear();
}

function endTask(account: Account, reportId: string): void {
	if (account.running.delete(reportId)) wake(account);
}

/** A fetch (result, trigger) of the context's account saw the task end: its place is free. */
export async function videoTaskEnded(
	ctx: TaskReader,
	reportId: string,
	itemIndex?: number,
): Promise<void> {
	const account = await countedAccount(ctx, itemIndex);
	if (account) endTask(account, reportId);
}

/** An item starts or stops waiting for a task's end. */
export async function watchVideoTask(
	ctx: TaskReader,
	reportId: string,
	watched: boolean,
	itemIndex?: number,
): Promise<void> {
	const account = await countedAccount(ctx, itemIndex);
	const task = account?.running.get(reportId);
	if (!account || !task) return;
	task.watched = watched;
	if (!watched) wake(account);
}

/** One free result fetch per unwatched task not read in the last 10 s; ended tasks leave the count. */
async function recheck(ctx: IExecuteFunctions, itemIndex: number, account: Account): Promise<void> {
	const now = Date.now();
	const due = [...account.running].filter(
		([, task]) => !task.watched && now - task.checkedAt >= RECHECK_MS,
	);
	for (const [reportId, task] of due) {
		task.checkedAt = now;
		if (now - task.queuedAt > LONGEST_TASK_MS) {
			endTask(account, reportId);
			continue;
		}
		try {
			const answer = await readVideoTask(ctx, reportId, { itemIndex, returnErrors: true });
			if (answer.state === 'done' || answer.state === 'error') endTask(account, reportId);
		} catch {
			// Unreadable now: it still counts as running.
		}
	}
}

export interface VideoSlot {
	/** The service queued the task: it now counts as running. */
	queued(reportId: string): void;
	/** Nothing was queued (refused, failed): the place is free again. */
	abandon(): void;
}

/**
 * Waits for (or refuses) a place for one more video task of the node's account. `waitUntil`: the
 * latest time the item may wait (now for an item that does not wait for completion; the caller
 * reads Wait for Completion and its Timeout once, for this wait and the service's -60 alike).
 */
export async function reserveVideoSlot(
	ctx: IExecuteFunctions,
	itemIndex: number,
	waitUntil: number,
): Promise<VideoSlot> {
	const key = await accountKey(ctx, itemIndex);
	let account = accounts.get(key);
	if (!account) {
		account = { running: new Map(), reserved: 0, wakeUps: new Set() };
		accounts.set(key, account);
	}
	const full = () => account.running.size + account.reserved >= MAX_RUNNING_VIDEO_TASKS;
	while (full()) {
		await recheck(ctx, itemIndex, account);
		if (!full()) break;
		// Only a place that this process will free (an item waiting for its task, or a queueing
		// request on its way) is worth waiting for; and only as long as the item may wait.
		const freeing =
			account.reserved > 0 || [...account.running.values()].some((task) => task.watched);
		if (!freeing || Date.now() >= waitUntil) {
			const ids = [...account.running.keys()].join(', ');
			throw new NodeOperationError(
				ctx.getNode(),
				`Not queued: ${MAX_RUNNING_VIDEO_TASKS} video tasks queued by this node are still running`,
				{
					itemIndex,
					description: `The video tool runs at most ${MAX_RUNNING_VIDEO_TASKS} tasks per account at once, and the tasks ${ids || '(being queued)'} have not ended yet. Nothing was sent and nothing was charged. Run this item again once one has ended (Video → Get Result shows it), or turn on Wait for Completion: items then wait for a free place.`,
				},
			);
		}
		await new Promise<void>((resolve) => account.wakeUps.add(resolve));
	}
	account.reserved += 1;
	let settled = false;
	const settle = () => {
		if (settled) return false;
		settled = true;
		account.reserved -= 1;
		return true;
	};
	return {
		queued(reportId) {
			if (!settle()) return;
			const now = Date.now();
			account.running.set(reportId, { queuedAt: now, checkedAt: now, watched: false });
			wake(account);
		},
		abandon() {
			if (settle()) wake(account);
		},
	};
}
