import type { CatalogTool } from './catalog';
import type { ToolData } from './tools/call';

/**
 * Tool results of the plain profile: the data as JSON in one text content block, without
 * structuredContent (the service's documentation shows no result shapes, and MCP requires structured content only
 * with an outputSchema). Long tools (L) answer as the tools API does
 * (docs/service/tools-api.md#task-life-cycle): the queueing call `{report_id}`, a poll of an
 * unfinished task `{error: 'In progress', code: 50, progress}`, a poll of a finished one the bare
 * result, without a status wrapper.
 */
export const IN_PROGRESS = { error: 'In progress', code: 50 } as const;

/** Bookkeeping of the standard profile's long answers that the bare result leaves out. */
const WRAPPER_KEYS = ['status', 'progress', 'queued', 'limits_charged'];

function withoutWrapper(data: ToolData): unknown {
	if ('result' in data) return data.result;
	return Object.fromEntries(Object.entries(data).filter(([key]) => !WRAPPER_KEYS.includes(key)));
}

function longAnswer(data: ToolData): unknown {
	switch (data.status) {
		case 'queued':
			return { report_id: data.report_id };
		case 'in_progress':
			return { ...IN_PROGRESS, progress: data.progress };
		case 'done':
			return withoutWrapper(data);
		default:
			return data;
	}
}

export const plainSuccess = (tool: CatalogTool, data: ToolData) => ({
	content: [{ type: 'text' as const, text: JSON.stringify(tool.long ? longAnswer(data) : data) }],
	isError: false,
});
