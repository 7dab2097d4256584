import { NodeOperationError } from 'n8n-workflow';
import { agentRequest, type RequestContext } from '../../transport';

/**
 * A tool as tools/list describes it. The service's documentation promises names, descriptions, parameters
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
	const?: string | number;
	description?: string;
	anyOf?: JsonSchema[];
	oneOf?: JsonSchema[];
}

export type ToolKind = 'readOnly' | 'mutating' | 'destructive';

/**
 * MCP annotations: destructiveHint true is destructive, readOnlyHint false is mutating,
 * anything else only reads (docs/service/agent-interface.md#annotations).
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
 * The tool's schema lists report_id: a long tool (docs/service/agent-interface.md#long-tools), the
 * only kind the node ever calls a second time (a poll). A tool whose schema does not declare it is
 * called once, whatever its answer looks like (docs/decisions/agent-interface.md#long-tools, "Long agent tools and code -32").
 */
export const declaresReportId = (tool: AgentTool): boolean =>
	Object.prototype.hasOwnProperty.call(tool.inputSchema?.properties ?? {}, 'report_id');

/**
 * One tools/list per node execution (and per editor request): all items share it, and find a
 * tool by its name in the index built once from it. While it is read the map holds the promise
 * of it, then the catalog itself: items after the first find their tool without an await.
 */
const cache = new WeakMap<object, Catalog | Promise<Catalog>>();

/** The catalog as read: its tools in the service's order, and the same tools by name. */
interface Catalog {
	tools: AgentTool[];
	byName: Map<string, AgentTool>;
}

/**
 * The catalog may come in pages. A cursor is followed once: a server that names one again, or a
 * page of tools all listed before, is sending the same pages again, and more pages than this
 * (a catalog of a few hundred tools needs far fewer) are a server that never ends. Either stops
 * with an error instead of a part of the catalog taken for all of it (docs/decisions/paging.md#paging-that-cannot-be-fooled).
 */
const MAX_PAGES = 1000;

const isTool = (value: unknown): value is AgentTool =>
	typeof value === 'object' &&
	value !== null &&
	typeof (value as { name?: unknown }).name === 'string';

function endlessCatalog(ctx: RequestContext, itemIndex: number | undefined, why: string) {
	return new NodeOperationError(ctx.getNode(), `The tool catalog could not be read whole: ${why}`, {
		itemIndex,
		description:
			'The service’s tool list (tools/list) kept sending pages. Nothing was run; try again later.',
	});
}

export async function listAgentTools(
	ctx: RequestContext,
	itemIndex?: number,
): Promise<AgentTool[]> {
	return (await readCatalog(ctx, itemIndex)).tools;
}

async function readCatalog(ctx: RequestContext, itemIndex?: number): Promise<Catalog> {
	const known = cache.get(ctx);
	if (known && !(known instanceof Promise)) return known;
	let pending = known;
	if (!pending) {
		pending = (async () => {
			const tools: AgentTool[] = [];
			const names = new Set<string>();
			const cursors = new Set<string>();
			let cursor: string | undefined;
			for (let page = 0; ; page++) {
				if (page === MAX_PAGES)
					throw endlessCatalog(ctx, itemIndex, `more than ${MAX_PAGES} pages`);
				const result = await agentRequest(ctx, {
					method: 'tools/list',
					params: cursor ? { cursor } : {},
					retry: 'safe',
					itemIndex,
				});
				const listed: unknown = result.tools;
				const pageTools = Array.isArray(listed) ? listed.filter(isTool) : [];
				// Tool names are unique in an MCP server: a name listed before is the same tool again.
				const fresh = pageTools.filter((tool) => !names.has(tool.name));
				for (const tool of fresh) names.add(tool.name);
				tools.push(...fresh);
				cursor =
					typeof result.nextCursor === 'string' && result.nextCursor
						? result.nextCursor
						: undefined;
				if (!cursor) break;
				if (cursors.has(cursor))
					throw endlessCatalog(
						ctx,
						itemIndex,
						'the service named a page cursor it had named before',
					);
				if (pageTools.length > 0 && fresh.length === 0)
					throw endlessCatalog(ctx, itemIndex, 'a page listed only tools listed before');
				cursors.add(cursor);
			}
			const catalog = { tools, byName: new Map(tools.map((tool) => [tool.name, tool])) };
			cache.set(ctx, catalog);
			return catalog;
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
	return (await readCatalog(ctx, itemIndex)).byName.get(name);
}

/**
 * The tool from the catalog already read in this execution, without an await; undefined when the
 * catalog is not read yet or does not list the tool (findAgentTool then reads it, or says so).
 */
export function knownAgentTool(ctx: object, name: string): AgentTool | undefined {
	const known = cache.get(ctx);
	return known instanceof Promise ? undefined : known?.byName.get(name);
}
