/**
 * Where a paged read of `queries/get` stands and whether it has ended (docs/decisions.md,
 * "Query → Get Many reads until an empty page").
 *
 * The spec promises no total and no fixed page size ("limit default and maximum default 50000
 * rows": a default that can change), so a page shorter than asked may be the service's own cap,
 * and a cap may change between requests. Only an empty page shows the end in a way no smaller
 * page can be mistaken for. The offset moves on by the rows actually received, never by the
 * size asked for.
 */
export class PageReader {
	/** Rows received so far: the offset of the next request. */
	offset = 0;
	private previousFirstRow?: string;

	/**
	 * Records a page; false when the read has ended: the page is empty, or it starts with the same
	 * row as the page before (a service that ignores offset would otherwise be read forever).
	 */
	take(rows: readonly unknown[]): boolean {
		if (rows.length === 0) return false;
		const firstRow = JSON.stringify(rows[0]);
		if (firstRow === this.previousFirstRow) return false;
		this.previousFirstRow = firstRow;
		this.offset += rows.length;
		return true;
	}
}
