import { NodeOperationError, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { rowsIn } from './rowsIn';
import { PageReader } from '../paging/pageReader';
import { unfinishedRead } from '../paging/unfinishedRead';
import { resolveAgentTool, agentToolCall, type AgentToolRequest } from './agentToolCall';

/** A list of a tool read for the item: up to `limit` rows (Infinity for Return All). */
export interface AgentRowsRequest extends AgentToolRequest {
	limit: number;
}

/**
 * The rows a page asks for. The document names limit and offset but no page size or maximum;
 * a service that sends fewer rows is read on by the rows it sent, until an empty page
 * (docs/decisions.md, "Paging that cannot be fooled").
 */
export const TOOL_PAGE = 500;

/** An agent row has no identity the document promises: a row is all of its fields. */
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
		const args = finite && has('limit') ? { ...request.args, limit } : request.args;
		const rows = rowsIn(await agentToolCall(ctx, itemIndex, { ...request, args }));
		return finite ? rows.slice(0, limit) : rows;
	}
	const reader = new PageReader(wholeRow);
	const out: IDataObject[] = [];
	let firstPage: number | undefined;
	while (out.length < limit) {
		const size = finite ? Math.min(TOOL_PAGE, limit - out.length) : TOOL_PAGE;
		const args = { ...request.args, limit: size, offset: reader.offset };
		const data = await agentToolCall(ctx, itemIndex, { ...request, args });
		const rows = rowsIn(data);
		firstPage ??= rows.length;
		const verdict = reader.take(rows);
		if (verdict.kind === 'end') break;
		if (verdict.kind !== 'rows') throw unfinishedRead(ctx, itemIndex, verdict, reader, firstPage);
		out.push(...verdict.fresh.slice(0, limit - out.length));
		// An answer that is not a list (one record) is the whole answer, not a page of one.
		if (rows.length === 1 && rows[0] === data) break;
	}
	return out;
}

/**
 * A list paged by `page` and `limit` (get_competitor_positions). Page k holds the rows from
 * (k − 1) × limit only while every request asks for the same size, so the size stays fixed: the
 * first page's rows when the service sent fewer than asked (its own page size), else the size
 * asked. The read ends at an empty page; a page shorter than that size followed by more rows means
 * the service's page size changed and rows may lie between two pages, so the read stops with an
 * error instead of a list with a hole (docs/decisions.md, "Rank-tracker data through the agent
 * interface").
 */
async function readByPage(
	ctx: IExecuteFunctions,
	itemIndex: number,
	request: AgentRowsRequest,
): Promise<IDataObject[]> {
	const { limit } = request;
	const reader = new PageReader(wholeRow);
	const out: IDataObject[] = [];
	let size = Number.isFinite(limit) ? Math.min(TOOL_PAGE, limit) : TOOL_PAGE;
	let shortPage = false;
	let firstPage: number | undefined;
	for (let page = 1; out.length < limit; page++) {
		const data = await agentToolCall(ctx, itemIndex, {
			...request,
			args: { ...request.args, limit: size, page },
		});
		const rows = rowsIn(data);
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
		if (rows.length === 1 && rows[0] === data) break;
		if (page === 1) size = Math.min(size, rows.length);
		else shortPage = rows.length < size;
	}
	return out;
}
