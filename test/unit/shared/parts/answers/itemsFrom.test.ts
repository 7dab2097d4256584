/**
 * Items from rows or from one answer, in the forms a server may plausibly send. The expectations
 * come from the documents, not from the simulator.
 */
import { itemsFrom } from '../../../../../nodes/shared/parts/answers/itemsFrom';
import { readRows } from '../../../../../nodes/shared/parts/answers/readRows';

describe('itemsFrom', () => {
	const about = { project_id: '5' };

	it('one item per row, each starting with what the item is about', () => {
		expect(itemsFrom([{ id: 1 }, 'x', undefined], about)).toEqual([
			{ json: { project_id: '5', id: 1 } },
			{ json: { project_id: '5', value: 'x' } },
		]);
		expect(itemsFrom({ id: 1 }, about)).toEqual([{ json: { project_id: '5', id: 1 } }]);
	});

	it('a whole answer is one item: a record by its fields (over what was known), anything else as result', () => {
		expect(
			itemsFrom({ id: 2, deleted: false }, { ...about, deleted: true }, { whole: true }),
		).toEqual([{ json: { project_id: '5', id: 2, deleted: false } }]);
		expect(itemsFrom([1, 2], about, { whole: true })).toEqual([
			{ json: { project_id: '5', result: [1, 2] } },
		]);
		expect(itemsFrom('Saved', about, { whole: true })).toEqual([
			{ json: { project_id: '5', result: 'Saved' } },
		]);
	});
});

describe('readRows, strict (a pass-through answer such as Agent → Call Tool)', () => {
	it.each([
		['a bare array', [{ id: 1 }, { id: 2 }]],
		['one array under any key', { projects: [{ id: 1 }, { id: 2 }] }],
		['an array beside paging figures', { items: [{ id: 1 }, { id: 2 }], total: 9, offset: 0 }],
		['a wrapped list', { result: { data: [{ id: 1 }, { id: 2 }], has_more: false } }],
	])('%s is a list', (_, answer) => {
		expect(readRows(answer, { strict: true })?.rows).toEqual([{ id: 1 }, { id: 2 }]);
	});

	it('a record that holds a list among its fields stays one record', () => {
		const record = { project_id: 5, name: 'Shop', search_systems: [{ id: 1 }, { id: 2 }] };
		expect(readRows(record, { strict: true })).toBeUndefined();
		expect(readRows({ a: [1], b: [2] }, { strict: true })).toBeUndefined();
	});
});
