import type { IDataObject } from 'n8n-workflow';
import { agentRequest } from '../../transport';
import type { RequestContext } from '../../transport/http';

/** A tool as tools/list describes it (the live catalog of the agent interface). */
export interface AgentTool {
	name: string;
	description?: string;
	inputSchema?: { type?: string; properties?: Record<string, JsonSchema>; required?: string[] };
	annotations?: { readOnlyHint?: boolean; destructiveHint?: boolean; title?: string };
	_meta?: IDataObject;
}

export interface JsonSchema {
	type?: string | string[];
	items?: JsonSchema;
	enum?: Array<string | number>;
	description?: string;
	anyOf?: JsonSchema[];
}

export type ToolKind = 'readOnly' | 'mutating' | 'destructive';

/** The service puts its section, flags and the long flag in `_meta` under this prefix. */
const META = 'seo-tools';

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

/** Catalog section (e.g. `4.5`) from `_meta`, or from the `[4.5 Title]` opening of the description. */
export function toolSection(tool: AgentTool): { id: string; title: string } {
	const id = tool._meta?.[`${META}/section`];
	const title = tool._meta?.[`${META}/sectionTitle`];
	if (typeof id === 'string') return { id, title: typeof title === 'string' ? title : '' };
	const match = /^\[(\d+(?:\.\d+)*)\s*([^\]]*)\]/.exec(tool.description ?? '');
	return { id: match?.[1] ?? '', title: match?.[2]?.trim() ?? '' };
}

/** Long tools (flag L) queue a task and return report_id (agent interface 4.2, rule 4). */
export function isLong(tool: AgentTool): boolean {
	const flag = tool._meta?.[`${META}/long`];
	if (typeof flag === 'boolean') return flag;
	return /\bLong\b/.test(tool.description ?? '') && /report_id/.test(tool.description ?? '');
}

/** One tools/list per node execution (and per editor request): all items share it. */
const cache = new WeakMap<object, Promise<AgentTool[]>>();

export async function listAgentTools(
	ctx: RequestContext,
	itemIndex?: number,
): Promise<AgentTool[]> {
	let pending = cache.get(ctx);
	if (!pending) {
		pending = (async () => {
			const tools: AgentTool[] = [];
			let cursor: string | undefined;
			// The catalog may come in pages; follow nextCursor until the end.
			for (let page = 0; page < 50; page++) {
				const result = await agentRequest(ctx, {
					method: 'tools/list',
					params: cursor ? { cursor } : {},
					retry: 'safe',
					itemIndex,
				});
				tools.push(...((result.tools as unknown as AgentTool[]) ?? []));
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
