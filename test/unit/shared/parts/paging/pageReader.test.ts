import type { IDataObject } from 'n8n-workflow';
import { PageReader, READ_BOUND } from '../../../../../nodes/shared/parts/paging/pageReader';

/** Rows `from` to `to - 1`, one group each, ids as the service's documentation writes them (strings). */
const rows = (from: number, to: number, group: string | null = '1'): IDataObject[] =>
	Array.from({ length: to - from }, (_, i) => ({
		id: String(from + i),
		query: `q${from + i}`,
		group_id: group,
	}));
const idsOf = (verdict: ReturnType<PageReader['take']>) =>
	verdict.kind === 'rows' ? verdict.fresh.map((row) => row.id) : verdict.kind;

describe('PageReader (Query → Get Many paging)', () => {
	it('moves the offset by the rows received and ends only on an empty page', () => {
		const reader = new PageReader();
		expect(idsOf(reader.take(rows(1, 4)))).toEqual(['1', '2', '3']);
		expect(reader.offset).toBe(3);
		expect(idsOf(reader.take(rows(4, 5)))).toEqual(['4']); // shorter than the page before: not the end
		expect(reader.offset).toBe(4);
		expect(idsOf(reader.take(rows(5, 9)))).toEqual(['5', '6', '7', '8']);
		expect(reader.offset).toBe(8);
		expect(reader.take([])).toEqual({ kind: 'end' });
		expect(reader.offset).toBe(8);
	});

	it('hands back the page itself when nothing repeats (no copy of a large page)', () => {
		const page = rows(1, 50);
		const verdict = new PageReader().take(page);
		expect(verdict.kind === 'rows' && verdict.fresh).toBe(page);
	});

	it('a page that starts again at the first row, all read before, means the offset is ignored', () => {
		const reader = new PageReader();
		reader.take(rows(1, 101));
		expect(reader.take(rows(1, 101))).toEqual({ kind: 'offsetIgnored' });
		// A shorter prefix of it, as a service with a changing page cap would send.
		const capped = new PageReader();
		capped.take(rows(1, 101));
		expect(capped.take(rows(1, 38))).toEqual({ kind: 'offsetIgnored' });
		expect(capped.offset).toBe(100);
	});

	it('a field that changes between reads does not make a row new: id and group_id say which row', () => {
		const reader = new PageReader();
		reader.take(rows(1, 4).map((row) => ({ ...row, frequency: '10' })));
		const again = rows(1, 4).map((row) => ({ ...row, frequency: '11' }));
		expect(reader.take(again)).toEqual({ kind: 'offsetIgnored' });
	});

	it('drops the rows of a partly overlapping page that were read before, and counts them in the offset', () => {
		const reader = new PageReader();
		reader.take(rows(1, 101));
		expect(idsOf(reader.take(rows(91, 191)))).toEqual(rows(101, 191).map((row) => row.id));
		expect(reader.offset).toBe(200);
		expect(reader.rowsRead).toBe(190);
	});

	it('reads past one page of rows read before that does not start at the first row (rows inserted ahead)', () => {
		const reader = new PageReader();
		reader.take(rows(1, 101));
		expect(idsOf(reader.take(rows(98, 101)))).toEqual([]);
		expect(reader.offset).toBe(103);
		expect(reader.take([])).toEqual({ kind: 'end' });
	});

	it('a second page in a row with nothing new means the offset is ignored', () => {
		const reader = new PageReader();
		reader.take(rows(1, 101));
		expect(idsOf(reader.take(rows(50, 60)))).toEqual([]);
		expect(reader.take(rows(50, 60))).toEqual({ kind: 'offsetIgnored' });
	});

	it('keeps the same query in another group, and a query in no group', () => {
		const reader = new PageReader();
		reader.take([{ id: '1', group_id: '1' }]);
		expect(idsOf(reader.take([{ id: '1', group_id: '1001' }]))).toEqual(['1']);
		expect(idsOf(reader.take([{ id: '1', group_id: null }]))).toEqual(['1']);
		expect(idsOf(reader.take([{ id: '1' }, { id: '2', group_id: null }]))).toEqual(['2']);
	});

	it('stops with tooMany once more distinct rows than the bound were read', () => {
		const bound = jest.replaceProperty(READ_BOUND, 'rows', 250);
		try {
			const reader = new PageReader();
			expect(reader.take(rows(0, 100)).kind).toBe('rows');
			expect(reader.take(rows(100, 250)).kind).toBe('rows');
			expect(reader.take(rows(250, 251))).toEqual({ kind: 'tooMany' });
		} finally {
			bound.restore();
		}
	});

	it('the bound is 2,000,000 rows: a 1,000,000-row project in pages of 50,000 is read whole', () => {
		expect(READ_BOUND.rows).toBe(2_000_000);
		const reader = new PageReader();
		let read = 0;
		for (let from = 0; from < 1_000_000; from += 50_000) {
			const verdict = reader.take(rows(from, from + 50_000, String(from % 3)));
			if (verdict.kind === 'rows') read += verdict.fresh.length;
		}
		expect(read).toBe(1_000_000);
		expect(reader.take([])).toEqual({ kind: 'end' });
	});
});
