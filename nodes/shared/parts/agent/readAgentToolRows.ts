import { NodeOperationError, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { pageRows } from '../answers/pageRows';
import { refuseShortRead } from '../answers/refuseShortRead';
import { PageReader } from '../paging/pageReader';
import { unfinishedRead } from '../paging/unfinishedRead';
import { resolveAgentTool, agentToolCall, type AgentToolRequest } from './agentToolCall';

/** A list of a tool read for the item: up to `limit` rows (Infinity for Return All). */
export interface AgentRowsRequest extends AgentToolRequest {
	limit: number;
	/** Given the fields beside the rows of each answer (the compared dates, a stated depth). */
	envelope?: (fields: IDataObject) => void;
}

/**
 * The rows a page asks for. The service's documentation names limit and offset but no page size or maximum;
 * a service that sends fewer rows is read on by the rows it sent, until an empty page
 * (docs/decisions/paging.md#paging-that-cannot-be-fooled).
 */
export const TOOL_PAGE = 500;

/** The most a schema's `limit` allows, when it says. */
const maximumOf = (schema: unknown): number | undefined => {
	const most = (schema as { maximum?: unknown } | undefined)?.maximum;
	return typeof most === 'number' && most >= 1 ? Math.floor(most) : undefined;
};

/** An agent row has no identity the service's documentation promises: a row is all of its fields. */
const wholeRow = (row: IDataObject) => ({ space: 'row', key: JSON.stringify(row) });

/**
 * Reads a list tool's rows. When its schema declares `offset`, Return All follows the pages by
 * limit and offset with the paging rules of `PageReader` (every row once, an ignored offset
 * stops with an error); one that declares `page` and `limit` instead is read page by page
 * (`readByPage`); any other is called once, and its `limit` (when it has one) asks for the rows
 * wanted.
 */
export async function readAgentToolRows(
	ctx: IExecuteFunctions,
	itemIndex: number,
	request: AgentRowsRequest,
): Promise<IDataObject[]> {
	const tool = await resolveAgentTool(ctx, itemIndex, request.tool);
	const params = tool.inputSchema?.properties ?? {};
	const has = (name: string) => Object.prototype.hasOwnProperty.call(params, name);
	const { limit } = request;
	const finite = Number.isFinite(limit);
	if (!has('offset') && has('page') && has('limit'))
		return await readByPage(ctx, itemIndex, request);
	if (!has('offset')) {
		// A tool paged by limit alone is asked for as many rows as wanted, up to its schema's maximum.
		const most = maximumOf(params.limit);
		const asked = Math.min(finite ? limit : TOOL_PAGE, most ?? Infinity);
		const args = has('limit') ? { ...request.args, limit: asked } : request.args;
		const page = pageRows(
			ctx,
			request.tool,
			await agentToolCall(ctx, itemIndex, { ...request, args }),
		);
		request.envelope?.(page.envelope);
		refuseShortRead(ctx, itemIndex, request.tool, {
			total: page.total,
			received: page.rows.length,
			limit,
		});
		return finite ? page.rows.slice(0, limit) : page.rows;
	}
	const pageMost = Math.min(TOOL_PAGE, maximumOf(params.limit) ?? Infinity);
	const reader = new PageReader(wholeRow);
	const out: IDataObject[] = [];
	let firstPage: number | undefined;
	let total: number | undefined;
	while (out.length < limit) {
		const size = Math.min(finite ? limit - out.length : Infinity, pageMost);
		const args = { ...request.args, limit: size, offset: reader.offset };
		const page = pageRows(
			ctx,
			request.tool,
			await agentToolCall(ctx, itemIndex, { ...request, args }),
		);
		request.envelope?.(page.envelope);
		total = page.total ?? total;
		firstPage ??= page.rows.length;
		const verdict = reader.take(page.rows);
		if (verdict.kind === 'end') break;
		if (verdict.kind !== 'rows') throw unfinishedRead(ctx, itemIndex, verdict, reader, firstPage);
		out.push(...verdict.fresh.slice(0, limit - out.length));
		// An answer that is not a list (one record) is the whole answer, not a page of one.
		if (page.whole) return out;
	}
	refuseShortRead(ctx, itemIndex, request.tool, { total, received: out.length, limit });
	return out;
}

/**
 * A list paged by `page` and `limit` (get_competitor_positions). Page k holds the rows from
 * (k − 1) × limit only while every request asks for the same size, so the size stays fixed: the
 * first page's rows when the service sent fewer than asked (its own page size), else the size
 * asked. The read ends at an empty page; a page shorter than that size followed by more rows means
 * the service's page size changed and rows may lie between two pages, so the read stops with an
 * error instead of a list with a hole (docs/decisions/agent-interface.md#rank-tracker-data-through-the-agent-interface).
 */
async function readByPage(
	ctx: IExecuteFunctions,
	itemIndex: number,
	request: AgentRowsRequest,
): Promise<IDataObject[]> {
	const { limit } = request;
	const reader = new PageReader(wholeRow);
	const out: IDataObject[] = [];
	const tool = await resolveAgentTool(ctx, itemIndex, request.tool);
	const most = Math.min(TOOL_PAGE, maximumOf(tool.inputSchema?.properties?.limit) ?? Infinity);
	let size = Math.min(most, limit);
	let shortPage = false;
	let firstPage: number | undefined;
	let total: number | undefined;
	for (let page = 1; out.length < limit; page++) {
		const answer = pageRows(
			ctx,
			request.tool,
			await agentToolCall(ctx, itemIndex, {
				...request,
				args: { ...request.args, limit: size, page },
			}),
		);
		request.envelope?.(answer.envelope);
		total = answer.total ?? total;
		const rows = answer.rows;
		firstPage ??= rows.length;
		const verdict = reader.take(rows);
		if (verdict.kind === 'end') break;
		if (verdict.kind !== 'rows') throw unfinishedRead(ctx, itemIndex, verdict, reader, firstPage);
		// After a short page, a page of nothing new is the last page sent again: the end.
		if (shortPage && verdict.fresh.length === 0) break;
		if (shortPage)
			throw new NodeOperationError(
				ctx.getNode(),
				`The service’s pages of ${request.tool} changed size between requests, so rows may lie between two pages and the whole list cannot be read`,
				{
					itemIndex,
					description: `${reader.rowsRead} rows were read and none is output, so that part of the list is not taken for all of it. Try again later, or turn off Return All and set a Limit of at most ${firstPage} (the rows of one page).`,
				},
			);
		out.push(...verdict.fresh.slice(0, limit - out.length));
		// An answer that is not a list (one record) is the whole answer, not a page of one.
		if (answer.whole) return out;
		if (page === 1) size = Math.min(size, rows.length);
		else shortPage = rows.length < size;
	}
	refuseShortRead(ctx, itemIndex, request.tool, { total, received: out.length, limit });
	return out;
}
