import { isRecord } from '../../utils/isRecord';

/**
 * What an answer of a tool that takes report_id says about its task
 * (docs/service/agent-interface.md#long-tools: a long tool queues a task, returns report_id, and is
 * called again with it until the result is ready). The service's documentation shows no answer shapes, so every
 * plausible form is read: the status words of both documents' state tables, the tools API's answers
 * (`{report_id}` at queueing, `{error: 'In progress', code: 50}` while running, negative codes when
 * it ends badly), and the same JSON inside a text block (the transport parses those). Code -32
 * (another task of the tool runs) never reaches here: the transport turns it into an error
 * (transport/agentTaskRunning.ts), since its report_id is not this call's task.
 */
export type AgentTaskState =
	| { kind: 'final' }
	| { kind: 'pending'; reportId?: string | number; progress?: number }
	| { kind: 'failed'; message: string; code?: string | number };

/**
 * Not finished yet: docs/service/agent-interface.md#states (semantics steps),
 * docs/service/tools-api.md#task-life-cycle, common queue words.
 */
const PENDING_STATUS =
	/^(queued|pending|in[ _-]?progress|running|processing|not[ _-]?started|waiting|started|accepted)$/i;
/**
 * Ended without a result: docs/service/agent-interface.md#states (`error`, `no_limits`),
 * docs/service/tools-api.md#task-life-cycle.
 */
const FAILED_STATUS =
	/^(failed|failure|error|canceled|cancelled|stopped|no[ _-]?limits|rejected)$/i;
/** The tools API's codes of a task that ended badly (docs/service/errors.md#tools-api-codes). */
const FAILED_CODES: ReadonlySet<string> = new Set(['-104', '-105', '-106', '-107', '-125']);

/**
 * Fields that describe a task rather than hold its result: an answer made only of these and a
 * report_id is a receipt (the task is queued), not a result.
 */
const TASK_FIELDS: ReadonlySet<string> = new Set([
	'report_id',
	'status',
	'state',
	'progress',
	'code',
	'error',
	'message',
	'text',
	'time',
	'queued',
	'queued_at',
	'created',
	'created_at',
	'limits_charged',
	'charged',
	'cost',
	'success',
]);

export const reportIdOf = (value: unknown): string | number | undefined =>
	typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')
		? value
		: undefined;

const words = (answer: Record<string, unknown>, keys: string[]): string[] =>
	keys.map((key) => answer[key]).filter((v): v is string => typeof v === 'string');

/** Reads one answer. `reportId` is the task's id known from an earlier answer, if any. */
export function agentTaskState(answer: unknown, reportId?: string | number): AgentTaskState {
	if (typeof answer === 'string') {
		return /^\s*in[ _-]?progress\b/i.test(answer)
			? { kind: 'pending', reportId }
			: { kind: 'final' };
	}
	if (!isRecord(answer)) return { kind: 'final' };
	const id = reportIdOf(answer.report_id) ?? reportId;
	const progress = typeof answer.progress === 'number' ? answer.progress : undefined;
	const code = answer.code === undefined ? undefined : String(answer.code);
	const statuses = words(answer, ['status', 'state']);
	const texts = words(answer, ['error', 'text', 'message']);

	if (
		statuses.some((s) => FAILED_STATUS.test(s)) ||
		(code !== undefined && FAILED_CODES.has(code)) ||
		// docs/service/tools-api.md#task-life-cycle: a failed generation answers success false with
		// empty data.
		(answer.success === false && id !== undefined)
	) {
		return {
			kind: 'failed',
			message: texts[0] ?? statuses[0] ?? 'the task ended without a result',
			code: answer.code as string | number | undefined,
		};
	}
	if (
		statuses.some((s) => PENDING_STATUS.test(s)) ||
		texts.some((t) => /^in[ _-]?progress$/i.test(t.trim()))
	)
		return { kind: 'pending', reportId: id, progress };
	// `{report_id}` alone (or with only bookkeeping beside it) is the receipt of a queued task.
	const receipt =
		reportIdOf(answer.report_id) !== undefined &&
		statuses.length === 0 &&
		Object.keys(answer).every((key) => TASK_FIELDS.has(key));
	return receipt ? { kind: 'pending', reportId: id, progress } : { kind: 'final' };
}

/** The report_id an answer names of itself, if any. */
export const reportIdNamed = (answer: unknown): string | number | undefined =>
	isRecord(answer) ? reportIdOf(answer.report_id) : undefined;

/** Keys a finished task's payload may sit under, beside the task's own fields. */
const PAYLOAD = /^(result|results|data)$/;

/**
 * A finished task's result: the payload of an envelope (`{report_id, status: 'done', result}`),
 * so that every server's answer gives the same items; anything else as it came.
 */
export function finalResult(answer: unknown): unknown {
	if (!isRecord(answer) || reportIdOf(answer.report_id) === undefined) return answer;
	const payloadKeys = Object.keys(answer).filter((key) => PAYLOAD.test(key));
	const onlyTask = Object.keys(answer).every((key) => TASK_FIELDS.has(key) || PAYLOAD.test(key));
	return payloadKeys.length === 1 && onlyTask ? answer[payloadKeys[0]] : answer;
}
