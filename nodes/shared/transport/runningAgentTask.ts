import type { IDataObject } from 'n8n-workflow';
import { isRecord } from '../utils/isRecord';

/**
 * Code -32 (docs/service/tools-api.md#task-life-cycle, docs/service/errors.md#tools-api-codes; the
 * agent interface's long tools follow the same task rules): the tool refused to queue a new task
 * because one of its tasks runs, and it names that task's report_id. That report_id is someone
 * else's task, never this call's result (docs/decisions/agent-interface.md#long-tools, "Long agent tools and code -32").
 *
 * The service's documentation shows no result shapes, so the code is looked for wherever a tool result can
 * carry it: structured content, JSON in a text block, or a plain text such as "code -32,
 * report_id 6001", with `isError` true or not. It is read from the code, never from wording.
 */
export const TASK_RUNNING_CODE = '-32';

export interface RunningAgentTask {
	/** The running task's report_id, when the answer names it. */
	reportId?: string | number;
}

/** "code -32", "code: -32", "error -32", or a text that starts with the code. */
const CODE_IN_TEXT = /(?:\b(?:code|error)\b["']?\s*[:=#]?\s*["']?-32(?!\d))|^\s*-32(?!\d)/i;
/** A report_id written in a text: digits, sent back as the number the schemas declare. */
const REPORT_ID_IN_TEXT = /\breport[_ ]?id\b["']?\s*[:=#]?\s*["']?(\d+)/i;

const reportIdOf = (value: unknown): string | number | undefined =>
	typeof value === 'number' || (typeof value === 'string' && /^\s*\S+\s*$/.test(value))
		? value
		: undefined;

/** The report_id a record names: its own field, a nested object's, or one written in its texts. */
function reportIdIn(record: IDataObject): string | number | undefined {
	const own = reportIdOf(record.report_id);
	if (own !== undefined) return own;
	for (const value of Object.values(record)) {
		if (isRecord(value)) {
			const nested = reportIdOf(value.report_id);
			if (nested !== undefined) return nested;
		}
		if (typeof value === 'string') {
			const match = REPORT_ID_IN_TEXT.exec(value);
			if (match) return Number(match[1]);
		}
	}
	return undefined;
}

function runningIn(value: unknown): RunningAgentTask | undefined {
	if (typeof value === 'string') {
		if (!CODE_IN_TEXT.test(value)) return undefined;
		const match = REPORT_ID_IN_TEXT.exec(value);
		return { reportId: match ? Number(match[1]) : undefined };
	}
	if (!isRecord(value)) return undefined;
	const codes = [value.code, isRecord(value.error) ? value.error.code : undefined];
	if (!codes.some((code) => code !== undefined && String(code).trim() === TASK_RUNNING_CODE))
		return undefined;
	return { reportId: reportIdIn(value) };
}

/**
 * The text blocks that may hold the code, each as JSON when it is JSON: a text without "-32"
 * holds it neither as JSON nor as words (CODE_IN_TEXT needs it), so it is neither parsed nor
 * searched (the result's data is parsed once, by toolData, for every call).
 */
function textsWithCode(result: IDataObject): unknown[] {
	const blocks = Array.isArray(result.content) ? (result.content as unknown[]) : [];
	const texts: unknown[] = [];
	for (const block of blocks) {
		if (!isRecord(block) || block.type !== 'text' || typeof block.text !== 'string') continue;
		if (!block.text.includes(TASK_RUNNING_CODE)) continue;
		try {
			texts.push(JSON.parse(block.text));
		} catch {
			texts.push(block.text);
		}
	}
	return texts;
}

/** The running task a tools/call result names with code -32, if it is such a refusal. */
export function runningTaskIn(result: IDataObject): RunningAgentTask | undefined {
	const texts = textsWithCode(result);
	// Most results: no text may hold the code, and only the structured content is looked at.
	if (!texts.length) return runningIn(result.structuredContent);
	const found = [result.structuredContent, ...texts]
		.map(runningIn)
		.filter((task): task is RunningAgentTask => task !== undefined);
	if (!found.length) return undefined;
	return found.find((task) => task.reportId !== undefined) ?? found[0];
}

/** Marks an error as the -32 refusal, so callers can tell it from other failures. */
const RUNNING = 'agentTaskRunning';

export function markRunning<E extends object>(error: E, task: RunningAgentTask): E {
	Object.defineProperty(error, RUNNING, { value: task, enumerable: false });
	return error;
}

/** The running task named by a -32 refusal error, or undefined for any other error. */
export function runningTaskOf(error: unknown): RunningAgentTask | undefined {
	if (typeof error !== 'object' || error === null) return undefined;
	return (error as Record<string, RunningAgentTask | undefined>)[RUNNING];
}
