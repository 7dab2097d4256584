import { agentRequest, type RequestContext } from '../../transport';

/**
 * A tool as tools/list describes it. The document promises names, descriptions, parameters
 * and the annotations of 4.1, nothing more, so the node reads nothing else (no server metadata,
 * no description wording) to decide what a tool is.
 */
export interface AgentTool {
	name: string;
	description?: string;
	inputSchema?: { type?: string; properties?: Record<string, JsonSchema>; required?: string[] };
	annotations?: { readOnlyHint?: boolean; destructiveHint?: boolean; title?: string };
}

export interface JsonSchema {
	type?: string | string[];
	items?: JsonSchema;
	enum?: Array<string | number>;
	description?: string;
	anyOf?: JsonSchema[];
}

export type ToolKind = 'readOnly' | 'mutating' | 'destructive';

/**
 * MCP annotations: destructiveHint true is destructive, readOnlyHint false is mutating,
 * anything else only reads (agent interface 4.1).
 */
export function toolKind(tool: AgentTool): ToolKind {
	if (tool.annotations?.destructiveHint === true) return 'destructive';
	if (tool.annotations?.readOnlyHint === false) return 'mutating';
	return 'readOnly';
}

export const KIND_NAMES: Record<ToolKind, string> = {
	readOnly: 'read-only',
	mutating: 'mutating',
	destructive: 'destructive',
};

/**
 * The tool's schema lists report_id: a long tool by the document's rule 4, the only kind the node
 * ever calls a second time (a poll). A tool whose schema does not declare it is called once,
 * whatever its answer looks like (docs/decisions.md, "Long agent tools and code -32").
 */
export const declaresReportId = (tool: AgentTool): boolean =>
	Object.prototype.hasOwnProperty.call(tool.inputSchema?.properties ?? {}, 'report_id');

/** One tools/list per node execution (and per editor request): all items share it. */
const cache = new WeakMap<object, Promise<AgentTool[]>>();

/** The catalog may come in pages; nextCursor is followed, at most this many pages. */
const MAX_PAGES = 50;

const isTool = (value: unknown): value is AgentTool =>
	typeof value === 'object' &&
	value !== null &&
	typeof (value as { name?: unknown }).name === 'string';

export async function listAgentTools(
	ctx: RequestContext,
	itemIndex?: number,
): Promise<AgentTool[]> {
	let pending = cache.get(ctx);
	if (!pending) {
		pending = (async () => {
			const tools: AgentTool[] = [];
			let cursor: string | undefined;
			for (let page = 0; page < MAX_PAGES; page++) {
				const result = await agentRequest(ctx, {
					method: 'tools/list',
					params: cursor ? { cursor } : {},
					retry: 'safe',
					itemIndex,
				});
				const listed: unknown = result.tools;
				if (Array.isArray(listed)) tools.push(...listed.filter(isTool));
				cursor =
					typeof result.nextCursor === 'string' && result.nextCursor
						? result.nextCursor
						: undefined;
				if (!cursor) break;
			}
			return tools;
		})();
		cache.set(ctx, pending);
		pending.catch(() => cache.delete(ctx));
	}
	return await pending;
}

export async function findAgentTool(
	ctx: RequestContext,
	name: string,
	itemIndex?: number,
): Promise<AgentTool | undefined> {
	return (await listAgentTools(ctx, itemIndex)).find((tool) => tool.name === name);
}
