/**
 * How a tool's result becomes items, in the forms a server may plausibly send. The expectations
 * come from the documents and MCP's Streamable HTTP, not from the simulator.
 */
import { resultItems } from '../../../../../nodes/shared/parts/agent/resultItems';
import { listIn } from '../../../../../nodes/shared/parts/listIn';

describe('lists in a result (no result shape is documented)', () => {
	it.each([
		['a bare array', [{ id: 1 }, { id: 2 }]],
		['one array under any key', { projects: [{ id: 1 }, { id: 2 }] }],
		['an array beside paging figures', { items: [{ id: 1 }, { id: 2 }], total: 9, offset: 0 }],
		['a wrapped list', { result: { data: [{ id: 1 }, { id: 2 }], has_more: false } }],
	])('%s is a list', (_, answer) => {
		expect(listIn(answer)).toEqual([{ id: 1 }, { id: 2 }]);
		expect(resultItems(answer)).toHaveLength(2);
	});

	it('a record that holds an array among its fields stays one item', () => {
		const record = { project_id: 5, name: 'Shop', mirrors: ['a.test', 'b.test'] };
		expect(listIn(record)).toBeUndefined();
		expect(resultItems(record)).toEqual([{ json: record }]);
		expect(listIn({ a: [1], b: [2] })).toBeUndefined();
	});
});
