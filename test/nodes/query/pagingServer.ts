/**
 * A `queries/get` server written for these tests from the service's words
 * (docs/service/project-api.md#queries: offset and limit count rows; one row per query and group),
 * answering in the other forms a service might: ids and group ids as JSON numbers, pages of any
 * size (one size per request in turn), the offset ignored (the same first page, or that page with a
 * field changed on every read), rows inserted ahead of the reader between two requests (pages that
 * overlap the one before), new rows on every request without end, or a body that stops halfway
 * and stays silent. Nothing here comes from the
 * simulator, so the node's paging is checked against a second, independent reading.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type PagingForm =
	/** Offset and limit as the service's documentation says. */
	| 'clean'
	/** The first page whatever the offset. */
	| 'sameFirstPage'
	/** The first page whatever the offset, each row's frequency different on every read. */
	| 'changing'
	/** A page of rows never sent before on every request, whatever the offset: no end. */
	| 'endless';

export interface PagingServerOptions {
	/** Queries in the list; every fourth is in two groups (two rows), every tenth in none. */
	queries: number;
	form?: PagingForm;
	/** The most rows per answer, one entry per request in turn; none: what limit asks. */
	pageSizes?: number[];
	/** Before the request with this index (0 = the first), `rows` new rows go to the list's head. */
	insertAhead?: Array<{ beforeRequest: number; rows: number }>;
	/**
	 * The first this many requests get the status, the headers and half of the page, then nothing
	 * more: the connection stays open and silent (a service that stalls in the middle of a body).
	 */
	stallFirst?: number;
}

export interface PagingRow {
	id: number;
	query: string;
	group_id: number | null;
	frequency: number;
	frequency_type: string;
}

export interface PagingServer {
	url: string;
	/** The rows of the list as it was first served, in order. */
	rows: PagingRow[];
	/** Every request's offset and limit as sent. */
	received: Array<{ offset: number; limit: number }>;
	close(): Promise<void>;
}

function listOf(queries: number, firstId: number): PagingRow[] {
	const rows: PagingRow[] = [];
	for (let i = 0; i < queries; i++) {
		const groups = i % 10 === 9 ? [null] : i % 4 === 0 ? [7, 8] : [7];
		for (const group_id of groups)
			rows.push({
				id: firstId + i,
				query: `запрос ${firstId + i}`,
				group_id,
				frequency: 40 + (i % 7),
				frequency_type: 'exact',
			});
	}
	return rows;
}

/** `count` rows of queries in one group each, never sent before. */
const newRows = (count: number, firstId: number): PagingRow[] =>
	Array.from({ length: count }, (_, i) => ({
		id: firstId + i,
		query: `новый запрос ${firstId + i}`,
		group_id: 7,
		frequency: 0,
		frequency_type: 'exact',
	}));

export async function startPagingServer(options: PagingServerOptions): Promise<PagingServer> {
	const form = options.form ?? 'clean';
	let list = listOf(options.queries, 3_000);
	const rows = [...list];
	const received: PagingServer['received'] = [];
	let inserted = 0;

	const server: Server = createServer((req, res) => {
		const url = new URL(req.url ?? '/', 'http://localhost');
		if (url.pathname !== '/projects/api/v1/queries/get' || !url.searchParams.get('token')) {
			res.writeHead(404, { 'content-type': 'application/json' });
			res.end(JSON.stringify({ status: 'error', code: 404, msg: 'not found', result: {} }));
			return;
		}
		const n = received.length;
		const offset = Number(url.searchParams.get('offset') ?? 0);
		const asked = Number(url.searchParams.get('limit') ?? 0);
		received.push({ offset, limit: asked });
		for (const insert of options.insertAhead ?? [])
			if (insert.beforeRequest === n) {
				list = [...newRows(insert.rows, 900_000 + inserted), ...list];
				inserted += insert.rows;
			}
		const sizes = options.pageSizes;
		const cap = sizes?.length ? sizes[n % sizes.length] : Infinity;
		const size = Math.min(asked > 0 ? asked : 50_000, cap);
		let page: PagingRow[];
		if (form === 'clean') page = list.slice(offset, offset + size);
		else if (form === 'sameFirstPage') page = list.slice(0, size);
		else if (form === 'changing')
			page = list.slice(0, size).map((row) => ({ ...row, frequency: row.frequency + n + 1 }));
		else page = newRows(size, 1_000_000 + n * size);
		res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
		const body = Buffer.from(JSON.stringify(page), 'utf8');
		if (n < (options.stallFirst ?? 0)) res.write(body.subarray(0, body.length >> 1));
		else res.end(body);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		rows,
		received,
		close: () =>
			new Promise<void>((resolve) => {
				server.close(() => resolve());
				server.closeAllConnections();
			}),
	};
}
