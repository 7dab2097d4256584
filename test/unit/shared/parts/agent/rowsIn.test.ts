import { rowsIn } from '../../../../../nodes/shared/parts/agent/rowsIn';

describe('rows of a tool’s answer (no result shape is documented)', () => {
	it.each([
		['a bare array', [{ a: 1 }, { a: 2 }]],
		['a list beside paging figures', { items: [{ a: 1 }, { a: 2 }], total: 9, offset: 0 }],
		['a list under a wrapper', { result: { rows: [{ a: 1 }, { a: 2 }] } }],
		[
			'the one list of records among other fields',
			{ from: 'x', to: 'y', positions: [{ a: 1 }, { a: 2 }] },
		],
	])('%s', (_, answer) => {
		expect(rowsIn(answer)).toEqual([{ a: 1 }, { a: 2 }]);
	});

	it('makes bare values rows of their own', () => {
		expect(rowsIn(['x', 2])).toEqual([{ value: 'x' }, { value: 2 }]);
	});

	it('takes a record without a list as one row', () => {
		expect(rowsIn({ a: 1, tags: ['x'] })).toEqual([{ a: 1, tags: ['x'] }]);
		expect(rowsIn({ a: [{ b: 1 }], c: [{ d: 1 }] })).toEqual([{ a: [{ b: 1 }], c: [{ d: 1 }] }]);
	});

	it('has no rows for an empty answer or an empty list', () => {
		expect(rowsIn(undefined)).toEqual([]);
		expect(rowsIn(null)).toEqual([]);
		expect(rowsIn([])).toEqual([]);
		expect(rowsIn({ items: [], total: 0 })).toEqual([]);
		expect(rowsIn({ from: 'x', positions: [] })).toEqual([]);
	});
});
