/**
 * The rows of an answer, in the forms a server may plausibly send (the agent interface shows no
 * result shapes). The expectations come from the documents, not from the simulator.
 */
import { readRows, readTotal } from '../../../../../nodes/shared/parts/answers/readRows';

const rows = (answer: unknown) => readRows(answer)?.rows;

describe('readRows: the rows of an answer, found by structure', () => {
	it.each([
		['a bare array', [{ a: 1 }, { a: 2 }]],
		['a list beside paging figures', { items: [{ a: 1 }, { a: 2 }], total: 9, offset: 0 }],
		['a list under a wrapper', { result: { rows: [{ a: 1 }, { a: 2 }] } }],
		['a list under data beside meta', { data: [{ a: 1 }, { a: 2 }], meta: { total: 2 } }],
		['results beside a next link', { results: [{ a: 1 }, { a: 2 }], next: null }],
		[
			'the one list of records among other fields',
			{ from: 'x', to: 'y', positions: [{ a: 1 }, { a: 2 }] },
		],
		[
			'the container among several lists',
			{ items: [{ a: 1 }, { a: 2 }], engines: [{ id: 1 }, { id: 2 }] },
		],
	])('%s', (_, answer) => {
		expect(rows(answer)).toEqual([{ a: 1 }, { a: 2 }]);
	});

	it('makes bare values rows of their own', () => {
		expect(rows(['x', 2])).toEqual([{ value: 'x' }, { value: 2 }]);
		expect(rows({ ids: [1, 2], total: 2 })).toEqual([{ value: 1 }, { value: 2 }]);
	});

	it('finds no list in a record without one, or with several it cannot tell apart', () => {
		expect(readRows({ a: 1, tags: ['x'] })).toBeUndefined();
		expect(
			readRows({ project_id: 5, name: 'Shop', mirrors: ['a.test', 'b.test'] }),
		).toBeUndefined();
		expect(readRows({ a: [{ b: 1 }], c: [{ d: 1 }] })).toBeUndefined();
		expect(readRows('done')).toBeUndefined();
	});

	it('an envelope is never a row: empty answers and empty lists have none', () => {
		expect(rows(undefined)).toEqual([]);
		expect(rows(null)).toEqual([]);
		expect(rows([])).toEqual([]);
		expect(rows({ items: [], total: 0 })).toEqual([]);
		expect(rows({ from: 'x', positions: [] })).toEqual([]);
		expect(rows({ project_id: 7, data: [], meta: { page: 3, total: 132 } })).toEqual([]);
		expect(rows({ result: { data: [], pagination: { total: 0 } } })).toEqual([]);
		expect(rows({ project: { id: 7, name: 'Shop' }, data: [], meta: { page: 3 } })).toEqual([]);
	});

	it('keeps the fields beside the rows as the envelope, with the total wherever it sits', () => {
		expect(readRows({ result: { items: [{ a: 1 }], meta: { total_count: 40 } }, id: 3 })).toEqual({
			rows: [{ a: 1 }],
			total: 40,
			envelope: { id: 3, meta: { total_count: 40 } },
		});
		expect(readTotal({ total: '132' })).toBe(132);
		expect(readTotal({ pagination: { totalItems: 7 } })).toBe(7);
		expect(readTotal({ page: 1 })).toBeUndefined();
	});
});
