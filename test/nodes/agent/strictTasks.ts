/**
 * The long tools of the strict test server (strictServer.ts), written from the documents' task
 * rules (docs/service/tools-api.md#task-life-cycle, docs/service/agent-interface.md#long-tools) and
 * nothing of the simulator: a task is queued by a call without report_id and polled by calls with
 * it; while one task of a tool runs, a new one is refused with code -32 and the running task's
 * report_id, in one of the forms a server may choose.
 */

/** How a -32 refusal comes: structured content, JSON in a text block, plain text, or an isError result. */
export type RefusalForm = 'structured' | 'jsonText' | 'plainText' | 'isError';

export interface Task {
	id: number;
	tool: string;
	args: Record<string, unknown>;
	polls: number;
	/** Started by someone else (another workflow, the service's interface), not by a test's item. */
	foreign: boolean;
}

type ToolResult = Record<string, unknown>;

const text = (value: string): ToolResult => ({ content: [{ type: 'text', text: value }] });

export class TaskBook {
	readonly tasks: Task[] = [];
	/** Polls a task needs before it is done. */
	pollsToFinish = 2;
	refusalForm: RefusalForm = 'structured';
	private nextId = 900;

	/** Starts a task as another client would; returns its report_id. */
	startForeign(tool: string, args: Record<string, unknown> = {}): number {
		return this.queue(tool, args, true).id;
	}

	/** Tasks queued by the clients under test (not foreign ones). */
	queuedByClients(tool: string): Task[] {
		return this.tasks.filter((t) => t.tool === tool && !t.foreign);
	}

	queue(tool: string, args: Record<string, unknown>, foreign = false): Task {
		const task = { id: this.nextId++, tool, args, polls: 0, foreign };
		this.tasks.push(task);
		return task;
	}

	done(task: Task): boolean {
		return task.polls >= this.pollsToFinish;
	}
}

function refusal(form: RefusalForm, running: number): ToolResult {
	const body = { code: -32, message: 'Task already running', report_id: running };
	switch (form) {
		case 'structured':
			return { structuredContent: body, content: [{ type: 'text', text: JSON.stringify(body) }] };
		case 'jsonText':
			return text(JSON.stringify({ error: { code: -32, report_id: running } }));
		case 'plainText':
			return text(`code -32: the previous task (report_id ${running}) is still being processed`);
		case 'isError':
			return { ...text(JSON.stringify(body)), isError: true };
	}
}

/**
 * A long tool: `long_job` answers its own input back once done; `wrong_poll` answers its polls
 * about another report_id.
 */
export function longTool(book: TaskBook, tool: string, args: Record<string, unknown>): ToolResult {
	if (args.report_id !== undefined) {
		const task = book.tasks.find((t) => t.id === Number(args.report_id) && t.tool === tool);
		if (!task) return { ...text(`no task ${String(args.report_id)}`), isError: true };
		task.polls += 1;
		const about = tool === 'wrong_poll' ? task.id + 1000 : task.id;
		if (!book.done(task)) return text(JSON.stringify({ report_id: about, state: 'processing' }));
		return {
			structuredContent: { report_id: about, status: 'done', result: { for: task.args.input } },
		};
	}
	const running = book.tasks.find((t) => t.tool === tool && !book.done(t));
	if (running) return refusal(book.refusalForm, running.id);
	const task = book.queue(tool, args);
	return text(JSON.stringify({ report_id: task.id }));
}
