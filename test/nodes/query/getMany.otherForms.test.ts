import type { IDataObject } from 'n8n-workflow';
import { READ_BOUND } from '../../../nodes/shared/parts/paging/pageReader';
import * as bodyParser from '../../../nodes/shared/transport/parseJsonBody';
import { projectRef } from '../helpers';
import { startPagingServer, type PagingServer, type PagingServerOptions } from './pagingServer';
import { useHarness } from '../shared/useHarness';

/*
 * Query → Get Many against a second `queries/get` server written in the tests (pagingServer.ts),
 * in the forms the simulator does not take: ids as numbers, queries in two groups, pages of any
 * size, the offset ignored, rows changing on every read, rows inserted ahead of the reader, and
 * new rows without end. The same rules hold as against the simulator (getMany.test.ts): every
 * row once, or a clear error and no rows at all.
 */

const QUERIES = 2_347;
const identity = (row: { id?: unknown; group_id?: unknown }) =>
	`${String(row.id)}/${String(row.group_id)}`;

describe('Query → Get Many against a second queries/get server', () => {
	const h = useHarness();
	let server: PagingServer | undefined;
	afterEach(async () => {
		await server?.close();
		server = undefined;
	});

	const getMany = async (
		options: PagingServerOptions,
		parameters: IDataObject = { returnAll: true },
		continueOnFail = false,
	) => {
		server = await startPagingServer(options);
		return await h.run(
			{ resource: 'query', operation: 'getAll', project: projectRef(7), ...parameters },
			{ baseUrl: server.url, continueOnFail },
		);
	};

	describe.each([
		['one page of every row', undefined],
		['pages of 100 rows', [100]],
		['a page size that changes per request', [100, 37, 250, 1, 60]],
	])('a clean read, %s', (_name, pageSizes) => {
		it('Return All outputs every row once, in order; each offset is the rows received', async () => {
			const result = await getMany({ queries: QUERIES, pageSizes });
			expect(result.status).toBe('success');
			const rows = server!.rows;
			expect(rows.length).toBeGreaterThan(QUERIES); // queries in two groups are two rows
			expect(result.json('Node').map(identity)).toEqual(rows.map(identity));
			const asked = server!.received;
			expect(asked.at(-1)!.offset).toBe(rows.length);
			expect(asked.slice(1).every((page, i) => page.offset > asked[i].offset)).toBe(true);
		});

		it('Limit 150 outputs exactly the first 150 rows', async () => {
			const result = await getMany({ queries: QUERIES, pageSizes }, { limit: 150 });
			expect(result.json('Node').map(identity)).toEqual(server!.rows.slice(0, 150).map(identity));
		});
	});

	describe.each([
		['the same first page', 'sameFirstPage'],
		['the first page with its frequencies changed on every read', 'changing'],
	] as const)('a service that ignores the offset and sends %s', (_name, form) => {
		it('stops at the second page with an error naming the rule, and outputs none of the rows', async () => {
			const result = await getMany({ queries: QUERIES, form, pageSizes: [100] });
			expect(result.status).toBe('error');
			const error = result.error('Node')!;
			expect(error.message).toBe(
				'Query → Get Many: The service sent rows already read when asked for the rows from offset 100: it does not move on by the offset, so the whole list cannot be read',
			);
			expect(error.description).toBe(
				'100 rows were read and none is output, so that part of the list is not taken for all of it. Try again later. To get the first rows now, turn off Return All and set a Limit of at most 100 (the rows of one page).',
			);
			expect(result.items('Node')).toHaveLength(0);
			expect(server!.received).toHaveLength(2);
		});

		it('under Continue On Fail the item becomes one error item, paired with its input', async () => {
			const result = await getMany({ queries: QUERIES, form }, { returnAll: true }, true);
			expect(result.status).toBe('success');
			const items = result.items('Node');
			expect(items).toHaveLength(1);
			expect(items[0].json.error).toMatch(/does not move on by the offset/);
			expect(items[0].pairedItem).toEqual({ item: 0 });
			expect(server!.received).toHaveLength(2);
		});

		it('a Limit within the first page is read in one request', async () => {
			const result = await getMany({ queries: QUERIES, form, pageSizes: [100] }, { limit: 100 });
			expect(result.json('Node').map(identity)).toEqual(server!.rows.slice(0, 100).map(identity));
			expect(server!.received).toHaveLength(1);
		});
	});

	it('n8n hands each page over as a stream only the node reads, so its chunks are freed once read', async () => {
		// The condition under which freeBytes may empty a chunk (readJsonStream.ts, readByNodeAlone):
		// checked in n8n's own run, so an n8n that starts sharing the stream turns this red.
		const freed = jest.spyOn(bodyParser, 'freeBytes');
		try {
			const result = await getMany({ queries: QUERIES });
			expect(result.json('Node').map(identity)).toEqual(server!.rows.map(identity));
			// Chunks of the page, each freed (the page is over 300 KB: many chunks), and every one
			// emptied, which only a chunk that owns its memory is: the copies Node's HTTP parser makes.
			expect(freed.mock.calls.length).toBeGreaterThan(server!.received.length);
			expect(freed.mock.calls.every(([chunk]) => chunk.buffer.byteLength === 0)).toBe(true);
		} finally {
			freed.mockRestore();
		}
	});

	it('pages that grow under an ignored offset are read on while they bring new rows', async () => {
		const result = await getMany({
			queries: QUERIES,
			form: 'sameFirstPage',
			pageSizes: [100, 250, 37],
		});
		expect(result.error('Node')!.message).toMatch(/from offset 350: it does not move on/);
		expect(server!.received.map((page) => page.offset)).toEqual([0, 100, 350]);
	});

	it('rows inserted ahead of the reader: repeated rows are dropped, a page of them is read past', async () => {
		// 3 rows go to the head before the 6th request (its page repeats 3 rows), and 3 more before
		// the request after the last rows (its page holds only the 3 last rows again).
		const probe = await startPagingServer({ queries: QUERIES });
		const rows = probe.rows.length;
		await probe.close();
		const tail = Math.ceil((rows + 3) / 100);
		const result = await getMany({
			queries: QUERIES,
			pageSizes: [100],
			insertAhead: [
				{ beforeRequest: 5, rows: 3 },
				{ beforeRequest: tail, rows: 3 },
			],
		});
		expect(result.status).toBe('success');
		expect(result.json('Node').map(identity)).toEqual(server!.rows.map(identity));
		const asked = server!.received;
		expect(asked).toHaveLength(tail + 2);
		expect(asked.at(-2)!.offset).toBe(rows + 3);
		expect(asked.at(-1)!.offset).toBe(rows + 6);
	});

	it('a service that sends new rows without end is stopped at the bound, with none output', async () => {
		const bound = jest.replaceProperty(READ_BOUND, 'rows', 1_000);
		try {
			const result = await getMany({ queries: QUERIES, form: 'endless', pageSizes: [100] });
			expect(result.status).toBe('error');
			expect(result.error('Node')!.message).toBe(
				'Query → Get Many: Stopped after more than 1000 rows: the service kept sending rows not read before and never ended the list with an empty page',
			);
			expect(result.items('Node')).toHaveLength(0);
			// Ten pages of 100 new rows reach 1,000; the eleventh goes past it.
			expect(server!.received).toHaveLength(11);
		} finally {
			bound.restore();
		}
	});

	// A page is read as it arrives (readJsonStream.ts), after its headers: the request's timeout
	// must still end a body that stalls halfway.
	const oneSecond = { returnAll: true, requestOptions: { timeout: 1 } };

	it('a page that stalls halfway is read again after the timeout, and every row comes once', async () => {
		const result = await getMany({ queries: QUERIES, pageSizes: [1000], stallFirst: 1 }, oneSecond);
		expect(result.status).toBe('success');
		expect(result.json('Node').map(identity)).toEqual(server!.rows.map(identity));
		expect(server!.received[0]).toEqual(server!.received[1]);
	});

	it('a page that stalls on every try ends in the timeout error, with none of the rows', async () => {
		const result = await getMany({ queries: QUERIES, stallFirst: 100 }, oneSecond);
		expect(result.status).toBe('error');
		expect(result.error('Node')!.message).toBe(
			'Query → Get Many: Project API: the service did not answer within 1 s',
		);
		expect(result.items('Node')).toHaveLength(0);
		expect(server!.received).toHaveLength(3);
	});
});
