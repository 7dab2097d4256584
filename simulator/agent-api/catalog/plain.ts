import type { CatalogTool } from './index';

/**
 * tools/list of the plain profile: only what the service's documentation promises for each tool (name,
 * description, parameters, the annotations of 4.1), with descriptions in other words than the
 * standard profile's and the catalog served in pages, so a client has to follow `nextCursor`.
 */
export const PLAIN_PAGE_SIZE = 40;

const LONG_NOTE =
	'Queues a task and returns report_id; call again with that report_id for the result.';
const DESTRUCTIVE_NOTE = 'Removes data for good; this cannot be undone.';

function sentence(text: string): string {
	const trimmed = text.trim();
	return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.`;
}

/** The row's notes, or the tool's name as words when the service's documentation gives no notes. */
function plainDescription(tool: CatalogTool): string {
	const parts = [sentence(tool.about || tool.name.replace(/_/g, ' '))];
	if (tool.destructive) parts.push(DESTRUCTIVE_NOTE);
	if (tool.long) parts.push(LONG_NOTE);
	return parts.join(' ');
}

/** 4.1 word for word: M `readOnlyHint: false`; D also `destructiveHint: true`; the rest only read. */
function plainAnnotations(tool: CatalogTool): Record<string, boolean> {
	if (tool.destructive) return { readOnlyHint: false, destructiveHint: true };
	if (tool.mutating) return { readOnlyHint: false };
	return { readOnlyHint: true };
}

const definitionCache = new Map<string, Record<string, unknown>>();

export function plainDefinition(tool: CatalogTool): Record<string, unknown> {
	let definition = definitionCache.get(tool.name);
	if (!definition) {
		definition = {
			name: tool.name,
			description: plainDescription(tool),
			inputSchema: tool.definition.inputSchema,
			annotations: plainAnnotations(tool),
		};
		definitionCache.set(tool.name, definition);
	}
	return definition;
}

/** Cursors are opaque to clients; here they are the offset of the page, base64url-encoded. */
const cursorOf = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');

/** The offset a cursor stands for, or undefined for a cursor this server did not give out. */
export function offsetOf(cursor: unknown, total: number): number | undefined {
	if (cursor === undefined) return 0;
	if (typeof cursor !== 'string') return undefined;
	const match = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
	const offset = match ? Number(match[1]) : NaN;
	return Number.isInteger(offset) && offset > 0 && offset < total ? offset : undefined;
}

/** One page of the plain catalog; `nextCursor` only while tools remain. */
export function plainToolsPage(catalog: CatalogTool[], offset: number) {
	const end = offset + PLAIN_PAGE_SIZE;
	return {
		tools: catalog.slice(offset, end).map(plainDefinition),
		...(end < catalog.length ? { nextCursor: cursorOf(end) } : {}),
	};
}
