import type { IDataObject } from 'n8n-workflow';
import { queryRowIdentity, SeenRows, type RowIdentity } from './seenRows';

/**
 * The most distinct rows one read takes before it stops with an error: twice a million-row
 * project, so no real project is cut, while a service that sends new rows for ever is stopped
 * before the items fill n8n's memory (docs/decisions/paging.md#paging-that-cannot-be-fooled). An
 * object, not a bare constant, so the rule can be exercised without two million rows.
 */
export const READ_BOUND = { rows: 2_000_000 };

/** What a page means for the read. */
export type PageVerdict =
	/** Read on; `fresh` are the page's rows not read before, in order (maybe none). */
	| { kind: 'rows'; fresh: IDataObject[] }
	/** An empty page: the list has ended. */
	| { kind: 'end' }
	/** The service sends again what it sent: it does not move on by the offset. */
	| { kind: 'offsetIgnored' }
	/** More distinct rows than READ_BOUND. */
	| { kind: 'tooMany' };

/**
 * Where a paged read (`queries/get`, an agent tool's limit and offset) stands and what each page means (docs/decisions/paging.md#query--get-many-reads-until-an-empty-page and "Paging that cannot be fooled").
 *
 * The service's documentation promises no total and no fixed page size ("limit default and maximum default 50000
 * rows": a default that can change), so a page shorter than asked may be the service's own cap,
 * and a cap may change between requests. Only an empty page shows the end in a way no smaller
 * page can be mistaken for. The offset moves on by the rows actually received, never by the
 * size asked for, and rows already read are dropped: a page overlaps the one before when rows
 * were inserted ahead of the offset between two requests.
 */
export class PageReader {
	/** Rows received so far: the offset of the next request. */
	offset = 0;
	/** The first row of the first page: a service that ignores the offset starts there again. */
	private start?: { space: string; key: number | string };
	private readonly seen: SeenRows;
	/** Pages in a row that brought no row not read before. */
	private stale = 0;

	/** `identity` says which rows are one row (by default a query row's, `queryRowIdentity`). */
	constructor(private readonly identity: RowIdentity = queryRowIdentity()) {
		this.seen = new SeenRows(identity);
	}

	/** Distinct rows read so far. */
	get rowsRead(): number {
		return this.seen.size;
	}

	take(rows: IDataObject[]): PageVerdict {
		if (rows.length === 0) return { kind: 'end' };
		const first = this.identity(rows[0]);
		this.start ??= first;
		// The page itself is the answer unless a row repeats: no copy of 50,000 rows per page.
		let fresh = rows;
		for (let i = 0; i < rows.length; i++) {
			const isNew = this.seen.add(rows[i]);
			if (!isNew && fresh === rows) fresh = rows.slice(0, i);
			else if (isNew && fresh !== rows) fresh.push(rows[i]);
		}
		if (fresh.length === 0) {
			// One page of nothing new is what a list that shifted under the read looks like; a page
			// that starts again at the first row, or a second such page in a row, is the same answer
			// whatever the offset.
			const restarted = first.space === this.start.space && first.key === this.start.key;
			if (restarted || this.stale > 0) return { kind: 'offsetIgnored' };
			this.stale++;
		} else this.stale = 0;
		this.offset += rows.length;
		if (this.seen.size > READ_BOUND.rows) return { kind: 'tooMany' };
		return { kind: 'rows', fresh };
	}
}
